"""JAX kernels: elementwise functions. Bound directly where jax.numpy matches the standard;
binary functions go through ``binary`` for Ivy's promotion (JAX's lattice differs)."""

# ruff: noqa: A001, A002  (standard names shadow builtins on purpose)

import math

import jax
import jax.numpy as jnp
from jax import lax

from ... import dtypes as _dt
from ..._rules.float_input import bool_refused
from .._complex_special import (
    acosh_zero_nan,
    by_symmetry,
    exp_infinite_real,
    expm1_via_exp,
    log1p_via_log,
    make_ops,
)
from .._numpy_like import divide_kernel
from ._helpers import binary, native_dtype

# where jnp has the standard's semantics: bound directly (binary functions with Ivy's
# promotion); below them, only what differs
add = binary(jnp.add, "add")
asin = jnp.arcsin
atan = jnp.arctan
atan2 = binary(jnp.arctan2, "atan2")
bitwise_and = binary(jnp.bitwise_and, "bitwise_and")
bitwise_invert = jnp.invert
bitwise_left_shift = binary(jnp.left_shift, "bitwise_left_shift")
bitwise_or = binary(jnp.bitwise_or, "bitwise_or")
bitwise_right_shift = binary(jnp.right_shift, "bitwise_right_shift")
bitwise_xor = binary(jnp.bitwise_xor, "bitwise_xor")
conj = jnp.conj
copysign = binary(jnp.copysign, "copysign")
cos = jnp.cos
divide = divide_kernel(binary(jnp.divide, "divide"), native_dtype)
equal = binary(jnp.equal, "equal")
greater = binary(jnp.greater, "greater")
greater_equal = binary(jnp.greater_equal, "greater_equal")
hypot = binary(jnp.hypot, "hypot")
imag = jnp.imag
isfinite = jnp.isfinite
isinf = jnp.isinf
isnan = jnp.isnan
less = binary(jnp.less, "less")
less_equal = binary(jnp.less_equal, "less_equal")
log10 = jnp.log10
log2 = jnp.log2
logaddexp = binary(jnp.logaddexp, "logaddexp")
logical_and = binary(jnp.logical_and, "logical_and")
logical_not = jnp.logical_not
logical_or = binary(jnp.logical_or, "logical_or")
logical_xor = binary(jnp.logical_xor, "logical_xor")
maximum = binary(jnp.maximum, "maximum")
minimum = binary(jnp.minimum, "minimum")
multiply = binary(jnp.multiply, "multiply")
negative = jnp.negative
nextafter = binary(jnp.nextafter, "nextafter")
not_equal = binary(jnp.not_equal, "not_equal")
positive = jnp.positive


def _power(x1, x2):
    """``jnp.power`` with a Python int as the base of an integer exponent read at the
    exponent's (promoted) dtype (``jnp.power(0, int8)`` is int64: JAX makes such a base an array
    of the default integer dtype); for complex results ``0 ** z = 0`` where ``z`` has a positive
    real part, and ``1 ** z`` is nan where ``z`` has a nan part, as NumPy's ``exp(z * log(x))``
    gives them (JAX: nan, and 1 as for real numbers)."""
    if type(x1) is int and isinstance(x2, jax.Array) and x2.dtype.kind in "iu":
        x1 = jnp.asarray(x1, dtype=x2.dtype)
    r = jnp.power(x1, x2)
    if r.dtype.kind == "c":
        r = jnp.where((x1 == 0) & (jnp.real(x2) > 0), jnp.zeros((), r.dtype), r)
        r = jnp.where((x1 == 1) & jnp.isnan(x2), jnp.full((), complex("nan+nanj"), r.dtype), r)
    return r


pow = binary(_power, "pow")  # noqa: A001 - the standard's name
real = jnp.real
reciprocal = jnp.reciprocal
round = jnp.round
signbit = jnp.signbit
sin = jnp.sin


def square(x, /):  # wrapped: JAX squares bool in int32 (Ivy refuses bool on every backend)
    if x.dtype == bool:
        raise bool_refused("square")
    return jnp.square(x)


subtract = binary(jnp.subtract, "subtract")
tan = jnp.tan


_INF, _NAN, _PI = float("inf"), float("nan"), math.pi


def abs(x, /):
    out = jnp.abs(x)
    if x.dtype.kind != "c":
        return out
    # the standard (C99): an infinite part gives +inf even when the other part is nan
    return jnp.where(jnp.isinf(x.real) | jnp.isinf(x.imag), _INF, out)


ceil = jnp.ceil  # integer input keeps its dtype


def _bound(x, b):
    # A Python int bound is clamped into x's integer range first (the standard allows e.g.
    # clip(uint8_array, -5, 300)); array bounds are compared in Ivy's promoted dtype.
    if type(b) is int and x.dtype.kind in "iu":
        info = _dt.iinfo(x.dtype)
        return info.min if b < info.min else info.max if b > info.max else b
    return b


def clip(x, /, min=None, max=None):
    # result dtype is always x's dtype; nan in x or in a bound propagates (jnp.clip is
    # maximum-then-minimum, one fused call)
    out = jnp.clip(x, None if min is None else _bound(x, min), None if max is None else _bound(x, max))
    return out if out.dtype == x.dtype else out.astype(x.dtype)


# --- the standard's complex special cases (C99 Annex G) -------------------------------------------
# JAX's complex kernels ignore the sign of a zero part and miss several infinite/nan cases: each
# of the twelve functions the standard spells out is evaluated through its symmetries (zero signs)
# with the remaining cases repaired where JAX's result is wrong (_complex_special). Complex only.
_OPS = make_ops(jnp, lax.complex)


def _complex_repaired(native, kind, repair=None):
    def upper(x):  # native on the upper half-plane (right half too for odd/even), repaired
        out = native(x)
        return out if repair is None else repair(x, out)

    # one compiled program per shape (op by op, the ~20 operations would each dispatch, and
    # compile for every new shape)
    complex_kernel = jax.jit(lambda x: by_symmetry(_OPS, upper, x, kind))

    def kernel(x, /):
        if x.dtype.kind != "c":
            return native(x)
        return complex_kernel(x)

    kernel.__name__ = native.__name__
    return kernel


def _patch(out, bad, re=None, im=None):
    """``out`` with its real / imaginary part set to ``re`` / ``im`` (None: kept) where ``bad``."""
    r, i = out.real, out.imag
    return lax.complex(r if re is None else jnp.where(bad, re, r),
                       i if im is None else jnp.where(bad, im, i))


def _inf_nan(x):  # an infinite part with a nan part
    a, b = x.real, x.imag
    return (jnp.isinf(a) & jnp.isnan(b)) | (jnp.isnan(a) & jnp.isinf(b))


# The repairs below see the upper half-plane only (and the right half for odd / even functions):
# b >= +0 or nan, a >= +0 or nan there.
def _log_c(x, out):  # log(±inf + nan j) and log(nan ± inf j) are +inf + nan j (JAX: nan + nan j)
    return _patch(out, _inf_nan(x), _INF, _NAN)


def _hyperbolic_c(cosine):
    def repair(x, out):  # sinh / cosh(+0 or +inf, b) for an infinite or nan b (JAX: nan + nan j)
        a = x.real
        zero, inf = a == 0, jnp.isinf(a)
        bad = ~jnp.isfinite(x.imag) & (zero | inf)
        if cosine:  # nan + 0j at a = +0, inf + nan j at a = +inf
            return _patch(out, bad, jnp.where(zero, _NAN, _INF), jnp.where(zero, 0.0, _NAN))
        return _patch(out, bad, a, _NAN)  # 0 + nan j, inf + nan j

    return repair


def _tanh_c(x, out):
    # tanh(+0 + b j) for an infinite or nan b is +0 + nan j (the standard, after C11's DR 471;
    # JAX: nan + nan j)
    return _patch(out, (x.real == 0) & ~jnp.isfinite(x.imag), 0.0, _NAN)


def _acos_c(x, out):  # acos(±0 + nan j) = π/2 + nan j (JAX: nan + nan j)
    return _patch(out, (x.real == 0) & jnp.isnan(x.imag), _PI / 2, _NAN)


def _asinh_c(x, out):  # asinh(nan + 0j) = nan + 0j (JAX: nan + nan j)
    return _patch(out, jnp.isnan(x.real) & (x.imag == 0), None, 0.0)


def _atanh_c(x, out):
    # a nan imaginary part: +0 + nan j at a = +0 or +inf, else nan + nan j; nan + b j with a finite
    # b: nan + nan j (JAX gives ±π/2 imaginary parts in all these cases)
    a, b = x.real, x.imag
    nan_b = jnp.isnan(b)
    bad = nan_b | (jnp.isnan(a) & jnp.isfinite(b))
    return _patch(out, bad, jnp.where(nan_b & ((a == 0) | jnp.isinf(a)), 0.0, _NAN), _NAN)


exp = _complex_repaired(jnp.exp, "conj", lambda x, out: exp_infinite_real(_OPS, x, out))
expm1 = _complex_repaired(jnp.expm1, "conj", lambda x, out: expm1_via_exp(_OPS, x, out, exp))
log = _complex_repaired(jnp.log, "conj", _log_c)
log1p = _complex_repaired(jnp.log1p, "conj", lambda x, out: log1p_via_log(_OPS, x, out, log))
sinh = _complex_repaired(jnp.sinh, "odd", _hyperbolic_c(False))
cosh = _complex_repaired(jnp.cosh, "even", _hyperbolic_c(True))
tanh = _complex_repaired(jnp.tanh, "odd", _tanh_c)
acos = _complex_repaired(jnp.arccos, "conj", _acos_c)
acosh = _complex_repaired(jnp.arccosh, "conj", lambda x, out: acosh_zero_nan(_OPS, x, out))
asinh = _complex_repaired(jnp.arcsinh, "odd", _asinh_c)
atanh = _complex_repaired(jnp.arctanh, "odd", _atanh_c)


floor = jnp.floor  # integer input keeps its dtype
_floor_divide = binary(jnp.floor_divide)


def floor_divide(x1, x2, /):
    out = _floor_divide(x1, x2)
    if out.dtype.kind not in "fV":  # V: ml_dtypes' bfloat16
        return out
    # JAX gets the sign of zero results wrong (-0.0 // 1.0 gives +0.0, -0.5 // -1.0 gives -0.0):
    # a zero quotient is negative exactly when the operands' signs differ.
    neg = jnp.signbit(x1) ^ jnp.signbit(x2)
    out = jnp.where(out == 0, jnp.where(neg, -0.0, 0.0), out)
    # the standard's special cases with exactly one infinite operand are those of x1 / x2
    # (+-inf over a finite, +-0 for a finite over +-inf; jnp follows Python: nan and -1)
    return jnp.where(jnp.isinf(x1) != jnp.isinf(x2), lax.stop_gradient(jnp.true_divide(x1, x2)),
                     out)


_remainder = binary(jnp.remainder)


def remainder(x1, x2, /):
    out = _remainder(x1, x2)
    if out.dtype.kind not in "fV":
        return out
    # JAX gives -0.0 for e.g. -1.0 % 0.5; the result takes x2's sign, zeros included.
    return jnp.where(out == 0, jnp.where(jnp.signbit(x2), -0.0, 0.0), out)


def sign(x, /):  # x / |x| for complex
    s = jnp.sign(x)
    # the standard: sign(-0.0) is 0 (+0, as every other framework gives); JAX keeps -0.0
    return s + 0.0 if s.dtype.kind in "fV" else s


def _sqrt_c(x, out):
    # sqrt(a + inf j) = inf + inf j for every a, nan included; sqrt(-inf + nan j) = nan ± inf j,
    # sqrt(+inf + nan j) = inf + nan j (JAX: nan + nan j)
    a, b = x.real, x.imag
    inf_b, nan_b = jnp.isinf(b), jnp.isnan(b) & jnp.isinf(a)
    neg = a < 0
    return _patch(out, inf_b | nan_b, jnp.where(inf_b | ~neg, _INF, _NAN),
                  jnp.where(inf_b | neg, _INF, _NAN))


# JAX ignores the sign of a zero imaginary part (the branch cut): sqrt(-2.5 - 0j) must be -1.58j.
sqrt = _complex_repaired(jnp.sqrt, "conj", _sqrt_c)


trunc = jnp.trunc  # integer input keeps its dtype
