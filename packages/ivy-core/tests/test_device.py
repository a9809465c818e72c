"""Devices (Ivy's own): default_device, dev and to_device speak Ivy strings ("cpu", "gpu:0")
and accept native devices."""

import ivy
import numpy as np
import pytest
from _harness import (
    BACKEND,
    BK,
    NARROWED,
    TEST_DEVICE,
    Rec,
    assert_array,
    assert_unsupported_dtype,
    by_name,
    dtype_params,
    lacking,
    native,
    run,
)
from _strategies import ALL, Case, FixedDraw, HypDraw, pick_dtype
from hypothesis import given
from hypothesis import strategies as st


def _devices():
    return BK.xp._pkg.devices()


def _native_device(s):
    """The framework's own object for the Ivy device string ``s``."""
    if BACKEND == "torch":
        import torch

        return torch.device("cpu" if s == "cpu" else s.replace("gpu", "cuda"))
    if BACKEND == "jax":
        import jax

        return next(d for d in jax.devices() + jax.devices("cpu") if BK.dev(jax.device_put(
            np.zeros(1), d)) == s)
    if BACKEND == "tensorflow":  # TF's own device spelling, e.g. "/device:CPU:0"
        kind, _, i = s.partition(":")
        return f"/device:{kind.upper()}:{i or 0}"
    if BACKEND == "mxnet":  # an mx.Context
        import mxnet

        kind, _, i = s.partition(":")
        return mxnet.Context(kind, int(i or 0))
    return s


def _array_build(draw, dtype):
    return Case(draw.array(dtype, draw.shape(), label="x"))


def _to_device_build(draw, dtype):
    x = draw.array(dtype, draw.shape(), label="x")
    return Case(x, draw.choice(["default", "native", "listed"], label="device"))


def _nothing(*args, **kwargs):
    return None


def _check_default_device(out, ref, case):
    assert isinstance(out, str) and out in _devices(), f"{out!r} not in {_devices()}"


def _check_dev(out, ref, case):
    assert isinstance(out, str), f"dev returned {type(out)}, not an Ivy string"
    assert out == (TEST_DEVICE or BK.default_device())  # where the suite's inputs live


def _to_device_native(case):
    """Resolve the symbolic device choice of a to_device case."""
    x, which = case.args
    d = {"default": BK.default_device(), "listed": _devices()[-1]}.get(which)
    return Case(x, _native_device(BK.default_device()) if d is None else d)


def _check_to_device(out, ref, case):
    x, which = case.args
    target = _devices()[-1] if which == "listed" else BK.default_device()
    assert_array(out, x)
    assert ivy.dev(out) == target


RECORDS = [
    Rec("default_device", (), lambda draw, dtype: Case(), ref=_nothing,
        check=_check_default_device, scoped=True),
    Rec("dev", ALL, _array_build, ref=_nothing, check=_check_dev),
    Rec("to_device", ALL, _to_device_build, ref=_nothing, check=_check_to_device),
]
TABLE = by_name(RECORDS)


def _run(name, draw, dtype):
    rec = TABLE[name]
    if name != "to_device":
        return run(rec, draw, dtype)
    dtype = NARROWED.get(dtype, dtype)  # JAX without 64-bit mode: float64 arrays become float32
    case = rec.build(draw, dtype)
    if lacking(dtype):  # no such native array: converting one raises the clear error
        assert_unsupported_dtype(lambda: native(case.args[0]), dtype)
        return None
    resolved = _to_device_native(case)
    out = ivy.to_device(*native(resolved.args))
    _check_to_device(out, None, case)
    return out


@pytest.mark.parametrize("name", sorted(TABLE))
@given(data=st.data())
def test_values(name, data):
    rec = TABLE[name]
    draw = HypDraw(data)
    _run(name, draw, pick_dtype(draw, rec.dtypes) if rec.dtypes else None)


@pytest.mark.parametrize("name,dtype", dtype_params(RECORDS))
def test_dtypes(name, dtype):
    _run(name, FixedDraw(f"{name}-{dtype}"), dtype)


def test_to_device_to_the_same_device_does_not_copy():
    x = native(np.arange(3.0))
    assert ivy.to_device(x, ivy.dev(x)) is x


def test_default_device_is_cpu_without_an_accelerator():
    with ivy.use(BACKEND):
        if all(d == "cpu" or d.startswith("cpu") for d in _devices()):
            assert ivy.default_device() == "cpu"


def test_unknown_device_raises():
    with pytest.raises(ValueError):
        ivy.to_device(native(np.zeros(2)), "tpu:7")


def test_dev_inside_a_traced_function():
    # under jax.jit / jax.grad, tf.function: the array is a tracer or symbolic tensor; dev still
    # answers (the default device, where the compiled computation is placed)
    x = native(np.ones(3, dtype="float32"))
    if BACKEND == "jax":
        import jax  # noqa: PLC0415 - this backend's session only

        seen = []
        jax.jit(lambda a: seen.append(ivy.dev(a)) or a)(x)
        jax.grad(lambda a: seen.append(ivy.dev(a)) or a.sum())(x)
        assert seen == [BK.default_device()] * 2
    elif BACKEND == "tensorflow":
        import tensorflow as tf  # noqa: PLC0415

        seen = []
        tf.function(lambda a: seen.append(ivy.dev(a)) or a)(x)
        assert seen == [BK.default_device()]
    else:
        assert ivy.dev(x) == (TEST_DEVICE or BK.default_device())


def test_numpy_and_python_input_go_to_the_default_device():
    """``ivy.default_device()`` is where new arrays go: also arrays made from NumPy or Python
    objects (JAX and TensorFlow place them there; PyTorch's own ``from_numpy`` would keep them
    on the CPU under ``torch.set_default_device``). Checked on PyTorch with the ``meta`` device,
    which every build has; torch tensors keep their device."""
    if BACKEND != "torch":
        return
    import torch

    with ivy.use("torch"):
        torch.set_default_device("meta")
        try:
            assert ivy.default_device().startswith("meta")
            for obj in (np.ones(3), [1.0, 2.0], [np.float32(1)], 2.5):
                assert ivy.asarray(obj).device.type == "meta", obj
            assert ivy.asarray(torch.ones(2, device="cpu")).device.type == "cpu"
            assert ivy.zeros(2).device.type == "meta"
        finally:
            # None, not "cpu": "cpu" leaves a device mode on torch's function-mode stack, and
            # Dynamo then traces later tests differently (torch.func's Tensor.unflatten fails)
            torch.set_default_device(None)
            assert torch._C._len_torch_function_stack() == 0
        assert ivy.asarray(np.ones(3)).device.type == "cpu"
