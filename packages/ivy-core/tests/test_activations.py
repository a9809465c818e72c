"""Activations (Ivy's own): every function and option against SciPy/NumPy closed forms (float64
references, float32 and float64 inputs, nan and signed zeros drawn), saturating inputs (no
overflow), the softmax family's axes, empty axes and errors, softplus's free options, gradients
against finite differences."""

import ivy
import numpy as np
import pytest
from _harness import BACKEND, BK, Rec, assert_array, by_name, native, numpy_of, record_tests
from _nn_grad import check_grad
from _strategies import REAL_FLOAT, Case, Dom
from scipy import special

FLOATS = [d for d in REAL_FLOAT if d in BK.xp._pkg.DTYPES]
ACT = Dom(-20.0, 20.0, special=(np.nan, 0.0, -0.0))
FINITE = Dom(-20.0, 20.0, special=False)
SELU_A, SELU_S = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def _f64(f):
    """Reference computed in float64 from the (rounded) inputs, returned in the input's dtype."""

    def ref(x, **kw):
        with np.errstate(all="ignore"):
            return np.asarray(f(np.asarray(x, dtype=np.float64), **kw), dtype=x.dtype)

    return ref


def _softplus(x, beta=None, threshold=None):
    b = 1.0 if beta is None else beta
    y = np.logaddexp(0.0, b * x) / b
    return y if threshold is None else np.where(b * x > threshold, x, y)


def _gelu(x, approximate=False):
    if approximate:
        return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x**3)))
    return 0.5 * x * (1.0 + special.erf(x / np.sqrt(2.0)))


def _softmax_ref(f):
    def ref(x, axis=-1):
        if x.size == 0:
            return np.zeros_like(x)
        return f(x, axis=axis)

    return ref


REFS = {
    "elu": lambda x, alpha=1.0: np.where(x > 0, x, alpha * np.expm1(x)),
    "gelu": _gelu,
    "hardswish": lambda x: x * np.clip(x + 3.0, 0.0, 6.0) / 6.0,
    "leaky_relu": lambda x, alpha=0.2: np.where(x > 0, x, alpha * x),
    "log_softmax": _softmax_ref(special.log_softmax),
    "mish": lambda x: x * np.tanh(np.logaddexp(0.0, x)),
    "relu": lambda x: np.maximum(x, 0.0),
    "selu": lambda x: SELU_S * np.where(x > 0, x, SELU_A * np.expm1(x)),
    "sigmoid": special.expit,
    "silu": lambda x: x * special.expit(x),
    "softmax": _softmax_ref(special.softmax),
    "softplus": _softplus,
}

# the options each function is tested with (drawn; FixedDraw takes the first of each)
OPTIONS = {
    "elu": [{}, {"alpha": 0.5}, {"alpha": 2.0}],
    "gelu": [{}, {"approximate": True}, {"approximate": False}],
    "leaky_relu": [{}, {"alpha": 0.01}, {"alpha": 1.5}],
    "softplus": [{}, {"beta": 2.0}, {"threshold": 5.0}, {"beta": 0.5, "threshold": 3.0},
                 {"beta": 3.0, "threshold": 100.0}],
}


# a few shapes shared by every test (JAX compiles each operation once per shape): 0-d and empty
SHAPES = [(2, 3), (4,), (), (0, 3)]


def _elementwise_build(name):
    def build(draw, dtype):
        x = draw.array(dtype, draw.choice(SHAPES, label="shape"), ACT, label="x")
        return Case(x, **draw.choice(OPTIONS.get(name, [{}]), label="options"))

    return build


def _softmax_build(draw, dtype):
    shape = draw.choice([(2, 3), (4,), (2, 1, 3), (0, 3)], label="shape")
    x = draw.array(dtype, shape, FINITE, label="x")
    kw = {} if draw.boolean(label="default axis") else {
        "axis": draw.integer(-len(shape), len(shape) - 1, label="axis")}
    return Case(x, **kw)


# float32 gelu: erf(x / sqrt 2) near -1 cancels in 1 + erf (absolute error ~5e-7)
TOL = {"gelu": 4.0, "mish": 2.0, "selu": 2.0, "silu": 2.0}
RECORDS = [
    Rec(name, REAL_FLOAT,
        _softmax_build if name in ("softmax", "log_softmax") else _elementwise_build(name),
        ref=_f64(REFS[name]), tol=TOL.get(name, 1.0))
    for name in sorted(REFS)
]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- every option on a fixed grid (the drawn examples above see a few) --------------------------
GRID = np.concatenate([np.linspace(-8.0, 8.0, 33), [-0.0, 1e-4, -1e-4, np.nan]])


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("name,kw", [(n, kw) for n in sorted(REFS) if n not in ("softmax", "log_softmax")
                                     for kw in OPTIONS.get(n, [{}])])
def test_every_option_on_a_grid(name, kw, dtype):
    x = GRID.astype(dtype)
    out = getattr(ivy, name)(native(x), **kw)
    assert_array(out, _f64(REFS[name])(x, **kw), scale=TOL.get(name, 1.0))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("name", ["elu", "gelu", "hardswish", "leaky_relu", "mish", "relu", "selu",
                                  "sigmoid", "silu", "softplus"])
def test_saturating_inputs_do_not_overflow(name, dtype):
    x = np.asarray([-1e4, -700.0, -100.0, -40.0, 40.0, 100.0, 700.0, 1e4], dtype=dtype)
    ref = _f64(REFS[name])(x)
    if name == "gelu":  # the reference's 0.5 * x * (1 + erf) is exact out here: no cancellation
        ref = np.where(x < 0, np.asarray(0.0, dtype), x)
    out = assert_array(getattr(ivy, name)(native(x)), ref, values=False)
    assert np.all(np.isfinite(out)), f"{name} overflowed: {out}"
    np.testing.assert_allclose(out, ref, rtol=1e-6, atol=1e-30)


# --- the softmax family ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_family_axes_and_empty_axes(name):
    f, ref = getattr(ivy, name), REFS[name]
    x = np.arange(24, dtype=FLOATS[-1]).reshape(2, 3, 4) / 7.0
    for axis in (0, 1, 2, -1, -2, -3):
        assert_array(f(native(x), axis=axis), ref(x, axis=axis))
    for shape, axis in (((3, 0), -1), ((0, 3), -1), ((0,), 0)):
        assert_array(f(native(np.zeros(shape, FLOATS[-1])), axis=axis), np.zeros(shape, FLOATS[-1]))


def test_softmax_rows_sum_to_one_and_large_values_do_not_overflow():
    x = np.asarray([[1e4, 1e4 - 1.0, -1e4], [-800.0, -800.0, -800.0]], dtype=FLOATS[0])
    out = numpy_of(ivy.softmax(native(x)))
    np.testing.assert_allclose(out.sum(-1), 1.0, rtol=1e-6)
    np.testing.assert_allclose(out, special.softmax(x.astype(np.float64), axis=-1), atol=1e-6)
    log = numpy_of(ivy.log_softmax(native(x)))
    np.testing.assert_allclose(log[:, :2], special.log_softmax(x.astype(np.float64), -1)[:, :2],
                               rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("name", ["softmax", "log_softmax"])
def test_softmax_family_refuses_missing_axes(name):
    f = getattr(ivy, name)
    with pytest.raises(ivy.IvyValueError, match=name):
        f(native(np.asarray(1.0, dtype=FLOATS[0])))  # a 0-d array has no axis
    with pytest.raises(ivy.IvyValueError, match=name):
        f(native(np.zeros((2, 3), dtype=FLOATS[0])), axis=2)
    with pytest.raises(ivy.IvyValueError, match=name):
        f(native(np.zeros((2, 3), dtype=FLOATS[0])), axis=-3)


# --- softplus options -------------------------------------------------------------------------------
def test_softplus_bad_options_raise():
    x = native(np.zeros(3, dtype=FLOATS[0]))
    for beta in (0.0, -1.0, "2"):
        with pytest.raises(ivy.IvyValueError, match="softplus.*beta"):
            ivy.softplus(x, beta=beta)
    with pytest.raises(ivy.IvyValueError, match="softplus.*threshold"):
        ivy.softplus(x, threshold="20")


def test_unused_softplus_options_add_no_op():
    """Without beta/threshold the call is the plain kernel alone (PyTorch: one torch call; JAX: the
    same program as jax.nn.softplus)."""
    x = native(np.linspace(-3, 3, 7).astype(FLOATS[0]))
    if BACKEND == "torch":
        from torch.overrides import TorchFunctionMode

        class Count(TorchFunctionMode):
            calls: list = []

            def __torch_function__(self, func, types, args=(), kwargs=None):
                self.calls.append(getattr(func, "__name__", str(func)))
                return func(*args, **(kwargs or {}))

        with Count() as c:
            ivy.softplus(x)
        # attribute reads (x.dtype: the integer-input rule, _float_input) are no op calls
        assert [f for f in c.calls if f != "__get__"] == ["softplus"], c.calls
    elif BACKEND == "jax":
        import jax

        assert str(jax.make_jaxpr(lambda a: ivy.softplus(a))(x)) == str(
            jax.make_jaxpr(jax.nn.softplus)(x))
    out = numpy_of(ivy.softplus(x))
    np.testing.assert_allclose(out, np.logaddexp(0, numpy_of(x).astype(np.float64)), rtol=1e-6)


# --- backend specifics --------------------------------------------------------------------------------
def test_numpy_gelu_fallback_without_scipy_matches():
    from ivy.backends.numpy import activations as k

    x = np.linspace(-10, 10, 41)
    np.testing.assert_allclose(k._erfc_math(x), special.erfc(x), rtol=1e-15, atol=0)
    assert k._erfc_math(x.astype(np.float32)).dtype == np.float32


# --- gradients ------------------------------------------------------------------------------------
GRAD_X = np.asarray([[-2.5, -0.7, 0.0, 0.4], [1.3, 0.0, -0.2, 3.1]])  # with exact zeros
GRAD_W = np.asarray([[0.3, -1.1, 0.8, 0.5], [-0.4, 0.9, 1.7, -0.6]])  # a random projection


@pytest.mark.parametrize("name,kw", [("gelu", {}), ("gelu", {"approximate": True}), ("sigmoid", {}),
                                     ("softplus", {}), ("softplus", {"beta": 2.0, "threshold": 3.0}),
                                     ("elu", {"alpha": 1.0}), ("selu", {}), ("silu", {}), ("mish", {}),
                                     ("softmax", {"axis": 0}), ("log_softmax", {})])
def test_gradients_match_finite_differences(name, kw):
    """Including x = 0, where the compositions must be smooth (no max/abs kink)."""
    f = getattr(ivy, name)
    x = GRAD_X + 0.1 if name == "selu" else GRAD_X  # selu has a corner at 0 (slopes 1.76, 1.05)
    check_grad(lambda x, w: ivy.sum(ivy.multiply(f(x, **kw), w)), x, GRAD_W)
