"""Optimizers and learning-rate schedules: several steps of every optimizer on a Container of
variables against closed-form reference updates written in NumPy (float64), on the backend
under test; the pure ``update`` form, state structure, schedules and bad hyper-parameters."""

import math

import ivy
import numpy as np
import pytest
from _harness import NATIVE_TYPES, native, numpy_of
from ivy import Container

RNG = np.random.default_rng(1)
V0 = {"w": RNG.normal(size=(3, 2)), "b": np.array([0.5, -0.25])}
GRADS = [{k: RNG.normal(size=v.shape) for k, v in V0.items()} for _ in range(4)]
GRADS[2]["b"] = np.zeros(2)  # a zero gradient: trust ratios fall back to 1


def _norm(a):
    return math.sqrt(float((a * a).sum()))


# --- NumPy references (one variable, t counts from 1) -------------------------------------------
def ref_sgd(x, gs, lr, momentum=0.0, nesterov=False, weight_decay=0.0):
    b = None
    for t, g in enumerate(gs, 1):
        g = g + weight_decay * x
        if momentum:
            b = g if t == 1 else momentum * b + g
            g = g + momentum * b if nesterov else b
        x = x - lr * g
    return x


def _adam_dir(m, s, g, t, b1, b2, eps):
    m = b1 * m + (1 - b1) * g
    s = b2 * s + (1 - b2) * g * g
    return m, s, (m / (1 - b1 ** t)) / (np.sqrt(s / (1 - b2 ** t)) + eps)


def ref_adam(x, gs, lr, b1=0.9, b2=0.999, eps=1e-8, decoupled=0.0):
    m = s = np.zeros_like(x)
    for t, g in enumerate(gs, 1):
        m, s, d = _adam_dir(m, s, g, t, b1, b2, eps)
        x = x * (1 - lr * decoupled) - lr * d
    return x


def ref_lamb(x, gs, lr, b1=0.9, b2=0.999, eps=1e-6, weight_decay=0.0):
    m = s = np.zeros_like(x)
    for t, g in enumerate(gs, 1):
        m, s, r = _adam_dir(m, s, g, t, b1, b2, eps)
        r = r + weight_decay * x
        xn, rn = _norm(x), _norm(r)
        ratio = xn / rn if xn > 0 and rn > 0 else 1.0
        x = x - lr * ratio * r
    return x


def ref_lars(x, gs, lr, momentum=0.9, weight_decay=0.0, eta=0.001, eps=1e-9):
    b = np.zeros_like(x)
    for g in gs:
        xn, gn = _norm(x), _norm(g)
        local = eta * xn / (gn + weight_decay * xn + eps) if xn > 0 and gn > 0 else eta
        b = momentum * b + local * (g + weight_decay * x)
        x = x - lr * b
    return x


CASES = {  # name: (optimizer factory, reference(x, grads))
    "sgd": (lambda: ivy.SGD(0.1), lambda x, gs: ref_sgd(x, gs, 0.1)),
    "sgd_momentum": (lambda: ivy.SGD(0.1, momentum=0.9),
                     lambda x, gs: ref_sgd(x, gs, 0.1, momentum=0.9)),
    "sgd_nesterov_decay": (lambda: ivy.SGD(0.05, momentum=0.8, nesterov=True, weight_decay=0.1),
                           lambda x, gs: ref_sgd(x, gs, 0.05, 0.8, True, 0.1)),
    "adam": (lambda: ivy.Adam(0.01), lambda x, gs: ref_adam(x, gs, 0.01)),
    "adam_betas": (lambda: ivy.Adam(0.1, beta1=0.5, beta2=0.9, epsilon=1e-3),
                   lambda x, gs: ref_adam(x, gs, 0.1, 0.5, 0.9, 1e-3)),
    "adamw": (lambda: ivy.AdamW(0.01, weight_decay=0.1),
              lambda x, gs: ref_adam(x, gs, 0.01, decoupled=0.1)),
    "lamb": (lambda: ivy.LAMB(0.01), lambda x, gs: ref_lamb(x, gs, 0.01)),
    "lamb_decay": (lambda: ivy.LAMB(0.01, weight_decay=0.05),
                   lambda x, gs: ref_lamb(x, gs, 0.01, weight_decay=0.05)),
    "lars": (lambda: ivy.LARS(0.5), lambda x, gs: ref_lars(x, gs, 0.5)),
    "lars_decay": (lambda: ivy.LARS(0.5, momentum=0.5, weight_decay=0.01, eta=0.02),
                   lambda x, gs: ref_lars(x, gs, 0.5, 0.5, 0.01, 0.02)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_steps_match_the_closed_form_reference(name):
    make, ref = CASES[name]
    opt = make()
    v = Container(native(V0))
    for g in GRADS:
        v = opt.step(v, Container(native(g)))
    assert isinstance(v, Container) and list(v) == ["w", "b"] and opt.steps == len(GRADS)
    for k in V0:
        assert isinstance(v[k], NATIVE_TYPES)
        got = numpy_of(v[k])
        assert got.dtype == np.float64 and got.shape == V0[k].shape
        np.testing.assert_allclose(got, ref(V0[k], [g[k] for g in GRADS]), rtol=1e-10,
                                   atol=1e-12, err_msg=f"{name}: {k}")


def test_single_arrays_and_float32():
    opt = ivy.Adam(0.1)
    x = native(np.array([1.0, -2.0], dtype="float32"))
    for _ in range(3):
        x = opt.step(x, native(np.array([0.5, 0.5], dtype="float32")))
    got = numpy_of(x)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, ref_adam(np.array([1.0, -2.0]), [np.full(2, 0.5)] * 3, 0.1),
                               rtol=1e-5)


def test_pure_update_and_state_structure():
    opt = ivy.Adam(0.01)
    v = Container({"layer": native(V0)})
    state = opt.init_state(v)
    assert state.key_chains() == ["layer/w/m", "layer/w/s", "layer/b/m", "layer/b/s"]
    g = Container({"layer": native(GRADS[0])})
    new_v, new_state = opt.update(v, g, state, 0)
    assert opt.state is None and opt.steps == 0  # the pure form keeps nothing
    np.testing.assert_allclose(numpy_of(new_v.layer.w), ref_adam(V0["w"], [GRADS[0]["w"]], 0.01))
    np.testing.assert_allclose(numpy_of(new_state.layer.w.m), 0.1 * GRADS[0]["w"])
    assert opt.step(v, g).key_chains() == v.key_chains() and opt.steps == 1


def test_schedules_drive_the_learning_rate():
    assert [ivy.StepDecay(1.0, 2, 0.5)(i) for i in range(5)] == [1.0, 1.0, 0.5, 0.5, 0.25]
    assert ivy.ExponentialDecay(2.0, 0.5, 4, staircase=True)(7) == 1.0
    np.testing.assert_allclose(ivy.ExponentialDecay(2.0, 0.5, 4)(2), 2.0 * 0.5 ** 0.5)
    c = ivy.CosineDecay(1.0, 100, alpha=0.1)
    np.testing.assert_allclose([c(0), c(50), c(100), c(1000)], [1.0, 0.55, 0.1, 0.1])
    w = ivy.LinearWarmup(0.1, 2, after=ivy.StepDecay(0.1, 1, 0.5))
    np.testing.assert_allclose([w(0), w(1), w(2), w(3)], [0.05, 0.1, 0.1, 0.05])
    opt = ivy.SGD(ivy.StepDecay(0.1, 1, 0.5))  # lr 0.1, 0.05, 0.025
    x = native(np.array([0.0]))
    for _ in range(3):
        x = opt.step(x, native(np.array([1.0])))
    np.testing.assert_allclose(numpy_of(x), [-0.175])
    assert opt.learning_rate(3) == 0.0125


def test_bad_hyper_parameters_and_mismatched_grads_raise():
    for make, match in ((lambda: ivy.SGD(-1.0), "lr"), (lambda: ivy.SGD(0.1, nesterov=True),
                                                        "nesterov"),
                        (lambda: ivy.Adam(beta1=1.0), "beta1"), (lambda: ivy.AdamW(weight_decay=-1),
                                                                 "weight_decay"),
                        (lambda: ivy.LARS(eta=0), "eta"), (lambda: ivy.StepDecay(1.0, 0), "step_size"),
                        (lambda: ivy.CosineDecay(1.0, 0), "decay_steps")):
        with pytest.raises(ivy.IvyValueError, match=match):
            make()
    v = Container(native(V0))
    with pytest.raises(ivy.IvyValueError, match="key chains"):
        ivy.SGD(0.1).step(v, Container(w=native(GRADS[0]["w"])))


# --- mixed precision: float32 master copies of half-precision variables -------------------------
def _half_or_lacking(dtype):
    """Whether the backend has ``dtype``; where it lacks one (MXNet's bfloat16) the clear error."""
    from _harness import BK, assert_unsupported_dtype, lacking

    if lacking(dtype):
        assert_unsupported_dtype(lambda: BK.ones((2,), dtype=dtype), dtype)
        return False
    return True


def _half(a, dtype):
    """NumPy float64 -> a native half array, and the exact values it holds (float64)."""
    import ml_dtypes
    from _harness import BK

    h = a.astype(ml_dtypes.bfloat16 if dtype == "bfloat16" else np.float16)
    return BK.asarray(h.astype(np.float32), dtype=dtype), h.astype(np.float64)


@pytest.mark.parametrize("name", ["sgd_nesterov_decay", "adamw", "lamb_decay", "lars_decay"])
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_master_weights_follow_the_float32_reference(name, dtype):
    """``master_dtype="float32"``: the state's float32 copies follow the closed form (on the
    half variables' values and the half gradients' values); the variables are those copies
    rounded to their half dtype."""
    if not _half_or_lacking(dtype):
        return
    make, ref = CASES[name]
    opt = make()
    opt.master_dtype = ivy.float32
    x, x0 = _half(V0["w"], dtype)
    gs = [_half(g["w"], dtype) for g in GRADS]
    v = Container(w=x)
    for g, _ in gs:
        v = opt.step(v, Container(w=g))
    master = opt.state.w.master
    assert ivy.as_ivy_dtype(v.w.dtype) == dtype and ivy.as_ivy_dtype(master.dtype) == "float32"
    assert all(ivy.as_ivy_dtype(a.dtype) == "float32" for a in opt.state.w.values())
    np.testing.assert_allclose(numpy_of(master), ref(x0, [g for _, g in gs]), rtol=2e-5, atol=2e-6)
    np.testing.assert_array_equal(numpy_of(ivy.astype(v.w, "float32")),
                                  numpy_of(ivy.astype(ivy.astype(master, dtype), "float32")))


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_master_weights_keep_updates_below_the_half_spacing(dtype):
    """Steps of 1e-4 (float16's spacing at 1 is 2**-10 ~ 1e-3; bfloat16's 2**-7): lost in the
    half variable itself, accumulated in the master copy."""
    if not _half_or_lacking(dtype):
        return
    x, _ = _half(np.ones(2), dtype)
    g, _ = _half(np.ones(2), dtype)
    plain, mixed = ivy.SGD(1e-4), ivy.SGD(1e-4, master_dtype="float32")
    a = b = x
    for _ in range(40):
        a, b = plain.step(a, g), mixed.step(b, g)
    assert numpy_of(ivy.astype(a, "float32")).tolist() == [1.0, 1.0]  # every step rounded away
    np.testing.assert_allclose(numpy_of(mixed.state.x.master), 1 - 40e-4, rtol=1e-5)
    assert numpy_of(ivy.astype(b, "float32"))[0] < 1.0


def test_master_dtype_leaves_other_variables_alone():
    opt = ivy.Adam(0.1, master_dtype="float32")
    v = Container(w=native(np.ones(2, dtype="float32")), d=native(np.ones(2)))
    state = opt.init_state(v)
    assert "master" not in state.w and "master" not in state.d  # float32 / float64: no copy
    with pytest.raises(ivy.IvyValueError, match="master_dtype"):
        ivy.SGD(0.1, master_dtype="int32")


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_functional_updates_take_master_copies(dtype):
    if not _half_or_lacking(dtype):
        return
    x, x0 = _half(V0["w"], dtype)
    g, g0 = _half(GRADS[0]["w"], dtype)
    m32 = ivy.astype(x, "float32")
    w, m = ivy.gradient_descent_update(x, g, 0.1, master_ws=m32)
    np.testing.assert_allclose(numpy_of(m), x0 - 0.1 * g0, rtol=1e-6)
    assert ivy.as_ivy_dtype(w.dtype) == dtype
    zeros = ivy.zeros_like(m32)
    out = ivy.adam_update(Container(w=x), Container(w=g), 0.01, Container(w=zeros),
                          Container(w=zeros), 1, master_ws=Container(w=m32))
    assert len(out) == 4 and ivy.as_ivy_dtype(out[0].w.dtype) == dtype
    assert all(ivy.as_ivy_dtype(c.w.dtype) == "float32" for c in out[1:])
    np.testing.assert_allclose(numpy_of(out[3].w), ref_adam(x0, [g0], 0.01, eps=1e-7), rtol=2e-5)
    w, m = ivy.lars_update(x, g, 0.1, master_ws=m32)
    np.testing.assert_allclose(numpy_of(m), ref_lars(x0, [g0], 0.1, momentum=0.0, eta=1.0,
                                                     eps=0.0), rtol=2e-5)
    out = ivy.lamb_update(x, g, 0.01, zeros, zeros, 1, master_ws=m32)
    assert len(out) == 4 and ivy.as_ivy_dtype(out[3].dtype) == "float32"
    with pytest.raises(ivy.IvyValueError, match="key chains"):
        ivy.gradient_descent_update(Container(w=x), Container(w=g), 0.1,
                                    master_ws=Container(b=m32))
