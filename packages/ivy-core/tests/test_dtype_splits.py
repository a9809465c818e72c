"""One result dtype on every backend for integer and boolean input (issue 27): a sweep of every
public function's fixed example (its test record) with bool, int8, int32, int64 and uint8 arrays,
on the backend under test and on the NumPy backend in the same process (NumPy is installed in
every session). The two must agree: both raise an Ivy error, or both return results of the same
dtypes. A dtype the backend lacks (MXNet's uint64 sums, complex ffts) is its declared gap, not a
split.

On MXNet each call is also waited on (``waitall``): an operator without a kernel for the dtype
(MXNet has few bool kernels) returns an array whose computation fails asynchronously, when the
result (or a later operation that waits) is read; that outcome, also from an intermediate array
of a call that raised, is a failure of its own, allowed only where ``FAILS_WHEN_READ``
names it (``test_half_results_can_be_read``: the same wait on every function's example in
float16, which MXNet lacks many kernels for). For the functions of ``BOOL_VALUES`` (kernels
composed for bool where a framework has none) the bool results are compared with the NumPy
backend's values too.

The splits left are listed in ``KNOWN`` with their reason, per backend; the test fails on a new
split and on a listed one that is gone (then remove it from the table). They are all outside the
standard (bool given to functions it defines for numeric dtypes, or integers where it asks for
floating ones) and come from kernels the frameworks have or lack: NumPy's ufuncs accept bool
where PyTorch and TensorFlow have no kernel, and refusing bool on NumPy would put a wrapper on
hot paths (``add``, ``abs``, ``matmul``: ~110 ns a call). ``python test_dtype_splits.py`` prints
the table of the backend in ``IVY_BACKEND``. On JAX only bool and int32 are swept (each eager JAX
op compiles: the five dtypes take ~100 s).
"""

from __future__ import annotations

import os
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import ivy  # noqa: E402
from _bad_inputs import records  # noqa: E402
from _harness import AVAILABLE, BACKEND, call_public, native, numpy_of  # noqa: E402
from _strategies import DEFAULT_DEVICE, DtypeArg, FixedDraw  # noqa: E402

DTYPES = ("bool", "int32") if BACKEND == "jax" else ("bool", "int8", "int32", "int64", "uint8")
NOT_ARRAYS = {"as_native_dtype"}  # returns a native dtype object: nothing to compare
WAIT = BACKEND == "mxnet"  # results computed asynchronously, errors raised when read
# bool kernels composed where a framework has none (issue 27): bool results compared by value
BOOL_VALUES = frozenset({
    "abs", "argsort", "bitwise_and", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "clip", "fft.fftshift", "fft.ifftshift", "floor_divide", "linalg.diagonal",
    "linear", "matmul", "maximum", "minimum", "multiply", "pow", "remainder", "sort", "vecdot"})

_NO_BOOL = ("NumPy's ufunc takes bool (a bool or int8 result); the framework has no bool kernel "
            "(refusing bool on NumPy costs a wrapper on a hot path)")
_BOOL_PROMOTION = "bool arithmetic: NumPy computes in int8, JAX in int32 (each one's promotion)"
_NOT_PD = ("a bool matrix that is not positive definite / invertible: NumPy raises, JAX and "
           "TensorFlow return nan / inf (documented in docs/architecture.md)")
_SIGN_BOOL = "sign / positive of bool: NumPy's ufuncs have no bool loop, the framework's has"
_ROUND_BOOL = "round of bool: NumPy rounds in float16, the framework has no bool kernel"


def _known(names, dtype, reason):
    return {(n, dtype): reason for n in names}


KNOWN: dict[str, dict[tuple[str, str], str]] = {
    "torch": {
        **_known(("abs", "bitwise_left_shift", "bitwise_right_shift", "ceil", "clip", "floor",
                  "floor_divide", "imag", "linear", "matmul", "multi_head_attention", "pow",
                  "remainder", "scaled_dot_product_attention", "trunc"), "bool", _NO_BOOL),
        **{("imag", d): "torch.imag refuses real tensors; NumPy gives zeros"
           for d in ("int8", "int32", "int64", "uint8")},
        ("round", "bool"): _ROUND_BOOL,
        ("sign", "bool"): _SIGN_BOOL,
    },
    "jax": {
        **_known(("bitwise_left_shift", "bitwise_right_shift", "floor_divide", "pow", "remainder"),
                 "bool", _BOOL_PROMOTION),
        **_known(("linalg.cholesky", "linalg.inv", "linalg.solve"), "bool", _NOT_PD),
        ("positive", "bool"): _SIGN_BOOL,
        ("round", "bool"): _ROUND_BOOL,
    },
    "tensorflow": {
        **_known(("abs", "add", "argsort", "bitwise_left_shift", "bitwise_right_shift", "ceil",
                  "clip", "floor", "floor_divide", "linear", "matmul", "max", "maximum", "min",
                  "minimum", "multi_head_attention", "multiply", "pow", "remainder",
                  "scaled_dot_product_attention", "signbit", "sort", "trunc", "vecdot"), "bool",
               _NO_BOOL),
        **{("signbit", d): "tf.math has no signbit of integers; NumPy answers False"
           for d in ("int8", "int32", "int64", "uint8")},
        ("linalg.cholesky", "bool"): _NOT_PD,
        ("positive", "bool"): _SIGN_BOOL,
        ("round", "bool"): _ROUND_BOOL,
    },
    "mxnet": {},  # filled below: its session runs NumPy 1.23 (other bool results than NumPy 2)
}
_MX_BOOL = ("bool: MXNet computes it as bool or refuses, NumPy 1.23 in int8 / float16 or "
            "refuses (both outside the standard)")
# results that fail when read (MXNet): allowed only here, each with its reason
FAILS_WHEN_READ: dict[str, dict[tuple[str, str], str]] = {
    "mxnet": _known(("linalg.cholesky", "linalg.inv", "linalg.solve"), "bool",
                    "a bool matrix that is not positive definite / invertible: NumPy raises, "
                    "MXNet's LAPACK call fails asynchronously, when the result is read (raising "
                    "at call time needs a host sync, which raises earlier operations' pending "
                    "errors there)"),
}
KNOWN["mxnet"] = {
    **_known(("ceil", "floor", "positive", "round", "trunc"), "bool", _MX_BOOL),
    **FAILS_WHEN_READ["mxnet"],
}


def _numpy_args(obj):
    """The case's arguments for the NumPy backend (NumPy arrays are its native arrays)."""
    if isinstance(obj, np.ndarray):
        return np.array(obj, copy=True)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_numpy_args(o) for o in obj)
    if isinstance(obj, dict):
        return {k: _numpy_args(v) for k, v in obj.items()}
    if isinstance(obj, DtypeArg):
        return ivy.as_ivy_dtype(str(obj))
    if obj is DEFAULT_DEVICE:
        return "cpu"
    return obj


def _flat(out):
    leaves = out if isinstance(out, (tuple, list)) else (out,)
    return [x for o in leaves for x in (o if isinstance(o, (tuple, list)) else (o,))]


def _pending():
    """MXNet's pending asynchronous error, raised by waiting on every operation and so dropped
    (else it would surface at the next wait and blame the next function): its message, or None."""
    import mxnet

    try:
        mxnet.nd.waitall()
    except mxnet.MXNetError as e:
        return str(e).strip().splitlines()[-1]
    return None


def _outcome(call, wait=False):
    """(outcome, result): the outcome is ``"error"`` (an Ivy error), ``"raw <class>"`` (any
    other), ``("fails when read", message)`` (``wait``: an operation of the call, raising or
    not, failed asynchronously: its result or an intermediate one raises when waited on) or the
    result's dtypes."""
    try:
        out = call()
    except ivy.IvyUnsupportedError as e:
        got = ("unsupported", str(e)), None
    except ivy.IvyException:
        got = "error", None
    except Exception as e:  # noqa: BLE001 - a raw error is itself a finding
        got = f"raw {type(e).__name__}", None
    else:
        flat = _flat(out)
        got = tuple(str(ivy.as_ivy_dtype(o.dtype)) if hasattr(o, "dtype") else type(o).__name__
                    for o in flat), flat
    late = _pending() if wait else None
    return (("fails when read", late), None) if late is not None else got


def _same_values(ref, out):
    """The NumPy backend's results ``ref`` and the backend's ``out`` hold equal values."""
    return all(np.array_equal(np.asarray(r), numpy_of(o)) for r, o in zip(ref, out))


def _agree(ref, out):
    if isinstance(out, tuple) and out and out[0] == "unsupported":
        if isinstance(ref, tuple) and any(d not in AVAILABLE for d in ref):
            return True  # the result dtype is one the backend lacks: its declared gap
        out = "error"
    if isinstance(ref, tuple) and ref and ref[0] == "unsupported":
        ref = "error"
    return ref == out


def splits():
    """``{(function, dtype): (numpy outcome, backend outcome)}`` for every disagreement."""
    found = {}
    if WAIT:
        _pending()  # (an earlier test's pending error is not this sweep's finding)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, rec in sorted(records().items()):
            if name in NOT_ARRAYS:
                continue
            for d in DTYPES:
                try:
                    case = rec.build(FixedDraw(f"{name}-{d}"), d)
                except Exception:  # noqa: BLE001, S112 - the record cannot make this dtype
                    continue
                a, k = _numpy_args(case.args), _numpy_args(case.kwargs)

                def on_numpy(a=a, k=k, name=name):
                    with ivy.use("numpy"):
                        return call_public(name, a, k)

                ref, ref_result = _outcome(on_numpy)
                out, result = _outcome(lambda case=case, name=name, rec=rec: call_public(
                    name, native(case.args), native(case.kwargs), rec.scoped), WAIT)
                if not _agree(ref, out):
                    found[name, d] = (ref, out)
                elif (d == "bool" and name in BOOL_VALUES and ref_result is not None
                      and not _same_values(ref_result, result)):
                    found[name, d] = (ref, "other values")
    return found


@pytest.mark.skipif(BACKEND == "numpy", reason="the NumPy backend is the reference")
def test_integer_and_bool_inputs_give_numpys_dtypes_or_both_raise():
    found = splits()
    late = FAILS_WHEN_READ.get(BACKEND, {})
    unread = sorted((k, v[1]) for k, v in found.items()
                    if isinstance(v[1], tuple) and v[1][:1] == ("fails when read",) and k not in late)
    assert not unread, "results that fail when read (function, dtype), error:\n" + "\n".join(
        f"  {k}: {m}" for k, (_, m) in unread)
    known = {k: v for k, v in KNOWN.get(BACKEND, {}).items() if k[1] in DTYPES}
    new = {k: v for k, v in found.items() if k not in known}
    gone = sorted(k for k in known if k not in found)
    assert not new, "new splits (function, dtype): (NumPy backend, this backend):\n" + "\n".join(
        f"  {k}: {v}" for k, v in sorted(new.items()))
    assert not gone, f"splits fixed: remove them from KNOWN: {gone}"


@pytest.mark.skipif(not WAIT, reason="results computed synchronously: nothing fails when read")
def test_half_results_can_be_read():
    """Every function's fixed example in float16 (Ivy's half dtype, outside most records) raises
    an Ivy error at call time or returns results that can be read (MXNet's LAPACK, CPU matmul /
    convolution and sort kernels have no float16: Ivy computes in float32 there)."""
    unread = {}
    _pending()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, rec in sorted(records().items()):
            if name in NOT_ARRAYS or "float32" not in rec.dtypes:
                continue
            try:
                case = rec.build(FixedDraw(f"{name}-float16"), "float16")
            except Exception:  # noqa: BLE001, S112 - the record cannot make this dtype
                continue
            out, _ = _outcome(lambda case=case, name=name, rec=rec: call_public(
                name, native(case.args), native(case.kwargs), rec.scoped), True)
            if isinstance(out, tuple) and out[:1] == ("fails when read",):
                unread[name] = out[1]
    assert not unread, "float16 results that fail when read:\n" + "\n".join(
        f"  {k}: {v}" for k, v in sorted(unread.items()))


@pytest.mark.skipif(not WAIT, reason="results computed synchronously: nothing fails when read")
def test_bool_tensordot_is_numpys():
    """tensordot of bool arrays (outside its record's dtypes) with axes that need a transpose:
    NumPy's values and dtype, and no operation left failing (MXNet's transpose has no bool
    kernel: it failed when read, after the call had raised a vague error)."""
    rng = np.random.default_rng(27)
    a, b = (rng.integers(0, 2, s).astype(bool) for s in ((3, 2, 4, 2), (4, 2, 3, 2)))
    _pending()
    for axes in (2, ([0, 2], [2, 0]), ([3], [1])):
        out, result = _outcome(lambda axes=axes: ivy.tensordot(native(a), native(b), axes=axes),
                               True)
        ref = np.tensordot(a, b, axes=axes)
        assert out == ("bool",), (axes, out)
        assert np.array_equal(numpy_of(result[0]), ref), axes


if __name__ == "__main__":
    for (name, dtype), (ref, out) in sorted(splits().items()):
        print(f"{os.environ.get('IVY_BACKEND', 'numpy')}: {name}({dtype}): numpy {ref}, here {out}")
