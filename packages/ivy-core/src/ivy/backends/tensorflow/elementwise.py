"""TensorFlow kernels: elementwise functions. Bound directly where TF matches the standard (to the
op's generated function: the public tf.math function adds its dispatch decorators, see _raw); binary
functions are wrapped for Ivy's promotion (TF refuses mixed dtypes). Functions TF lacks (copysign,
hypot, logaddexp, log2, log10, signbit) are composed from exact TF ops; dtypes TF has no kernel
for are routed: unsigned through the same-width signed dtype or exact widening, bool through
logical ops, integer inputs of rounding/isnan-like functions answered without arithmetic."""

import math

import tensorflow as tf

from .._complex_special import expm1_via_exp, log1p_via_log, make_ops
from ._helpers import (
    BOOL,
    COMPLEX,
    COMPLEX_ID,
    F32,
    F64,
    FLOATS,
    FLOATS_ID,
    HALF,
    I64,
    INTS,
    INTS_ID,
    SAME,
    SCALARS,
    U8,
    U16,
    U32,
    U64,
    UNSIGNED_ID,
    WIDE,
    T,
    binary,
    cast,
    default_float,
    dfix,
    in_float32,
    promote,
)
from ._raw import every_axis, gen

_Any, _IsNan = gen("Any"), gen("IsNan")

_BITS = {tf.float16: tf.int16, tf.bfloat16: tf.int16, F32: tf.int32, F64: tf.int64}
_INEXACT = FLOATS | COMPLEX
_SAME_ID = {id(d): s for d, s in SAME.items()}
# the generated op functions of the wrapped kernels below (see _raw)
_CEIL, _FLOOR, _ROUND = gen("Ceil", tf.math.ceil), gen("Floor", tf.math.floor), gen("Round",
                                                                                     tf.math.round)
_IS_NAN, _IS_INF, _IS_FINITE = (gen("IsNan", tf.math.is_nan), gen("IsInf", tf.math.is_inf),
                                gen("IsFinite", tf.math.is_finite))
_NEG, _SIGN, _SQRT = gen("Neg", tf.math.negative), gen("Sign", tf.math.sign), gen("Sqrt",
                                                                                  tf.math.sqrt)
_EXPM1, _LOG1P = gen("Expm1", tf.math.expm1), gen("Log1p", tf.math.log1p)
_LOGICAL_AND, _LOGICAL_OR, _LOGICAL_NOT = (gen("LogicalAnd", tf.math.logical_and),
                                           gen("LogicalOr", tf.math.logical_or),
                                           gen("LogicalNot", tf.math.logical_not))


# --- routes for dtypes TF lacks ---------------------------------------------------------------
def _upow(x1, x2):
    w = WIDE.get(x1.dtype)
    if w is not None:  # the wider power wraps modulo a multiple of 2**bits: exact after the cast
        return tf.cast(tf.pow(tf.cast(x1, w), tf.cast(x2, w)), x1.dtype)
    return tf.bitcast(tf.pow(tf.bitcast(x1, I64), tf.bitcast(x2, I64)), U64)


def _cpow(x1, x2):
    r = tf.pow(x1, x2)  # 0 ** 0 and nan ** 0: the standard says 1
    return tf.where(tf.equal(x2, 0), tf.ones((), r.dtype), r)


def _fpow(x1, x2):
    r = tf.pow(x1, x2)  # x ** 0 is 1 and 1 ** y is 1, also for nan
    if tf.executing_eagerly() and not bool(_Any(input=_IsNan(x=r), axis=every_axis(r))):
        return r  # no nan to fix: 3 ops instead of the 8 of the mask (eager calls only)
    one = tf.ones((), r.dtype)
    # replaced only where TF gives nan, so the gradient at x ** 0 (log(x)) flows on
    return tf.where(tf.math.is_nan(r) & (tf.equal(x2, 0) | tf.equal(x1, 1)), one, r)


def _as_bool(x):
    return x if x.dtype is BOOL else tf.not_equal(x, 0)


def _zero_bool(x):
    return tf.zeros(tf.shape(x), BOOL)


def _one_bool(x):
    return tf.ones(tf.shape(x), BOOL)


def _log_base(b):
    def kernel(x, /):
        r = tf.math.log(x)  # TF has no log2/log10: log(x) / log(b), to one rounding
        if r.dtype in COMPLEX:  # each part by the real constant (complex division makes nan)
            c = tf.constant(math.log(b), tf.math.real(r).dtype)
            return tf.complex(tf.math.real(r) / c, tf.math.imag(r) / c)
        return r / tf.constant(math.log(b), r.dtype)

    return kernel


def _fdivmod(a, b):
    """NumPy's float floor division and remainder (remainder has b's sign; a zero result gets the
    sign of a / b; x // 0 is x / 0): fmod-based, exact where floor(a / b) is not."""
    mod = tf.truncatemod(a, b)
    div = (a - mod) / b
    fix = tf.not_equal(mod, 0) & tf.not_equal(b < 0, mod < 0)
    mod = tf.where(fix, mod + b, mod)
    div = tf.where(fix, div - 1, div)
    mod = tf.where(tf.equal(mod, 0), _copysign(tf.zeros_like(mod), b), mod)
    fd = tf.math.floor(div)
    fd = tf.where(div - fd > 0.5, fd + 1, fd)
    q = a / b
    fd = tf.where(tf.equal(div, 0), _copysign(tf.zeros_like(div), q), fd)
    return tf.where(tf.equal(b, 0), q, fd), mod


def _unbroadcast(g, shape, other):
    """Sum gradient ``g`` over the axes broadcasting added or stretched in an operand of ``shape``."""
    axes, _ = tf.raw_ops.BroadcastGradientArgs(s0=shape, s1=other)
    return tf.reshape(tf.reduce_sum(g, axis=axes), shape)


# tf.truncatemod has no gradient: the two results carry their own (floor division: zero almost
# everywhere; remainder a - b * floor(a / b): 1 for a, -floor(a / b) for b)
@tf.custom_gradient
def _ffloordiv(a, b):
    def grad(dy):
        return tf.zeros_like(a), tf.zeros_like(b)

    # the standard's special cases with exactly one infinite operand are those of a / b (+-inf over
    # a finite, +-0 for a finite over +-inf; NumPy's divmod gives nan and -1)
    q = tf.where(tf.math.is_inf(a) != tf.math.is_inf(b), a / b, _fdivmod(a, b)[0])
    return q, grad


@tf.custom_gradient
def _fremainder(a, b):
    div, mod = _fdivmod(a, b)

    def grad(dy):
        sa, sb = tf.shape(a), tf.shape(b)
        return _unbroadcast(dy, sa, sb), _unbroadcast(-dy * div, sb, sa)

    return mod, grad


def _cmp(f):
    """Comparison: TF has no ordering kernel for bool (compared as uint8)."""
    return {BOOL: lambda x1, x2: f(tf.cast(x1, U8), tf.cast(x2, U8))}


# --- kernels ---------------------------------------------------------------------------------
def abs(x, /):  # noqa: A001 - wrapped: no unsigned kernel (identity there)
    i = id(x.dtype)
    if i in UNSIGNED_ID:
        return tf.identity(x)
    if i in COMPLEX_ID:  # the ComplexAbs op
        return tf.math.abs(x)
    return _ABS(x)


_ABS = gen("Abs", tf.math.abs)


acos = gen("Acos", tf.math.acos)
acosh = gen("Acosh", tf.math.acosh)
add = binary("add", gen("AddV2", tf.math.add))
asin = gen("Asin", tf.math.asin)
asinh = gen("Asinh", tf.math.asinh)
atan = gen("Atan", tf.math.atan)
atan2 = binary("atan2", gen("Atan2", tf.math.atan2))
atanh = gen("Atanh", tf.math.atanh)
bitwise_and = binary("bitwise_and", gen("BitwiseAnd", tf.bitwise.bitwise_and),
                     dfix([BOOL], tf.math.logical_and))


def bitwise_invert(x, /):  # wrapped: bool is logical_not
    if x.dtype is BOOL:
        return tf.math.logical_not(x)
    return tf.bitwise.invert(x)


bitwise_left_shift = binary("bitwise_left_shift", gen("LeftShift", tf.bitwise.left_shift))
bitwise_or = binary("bitwise_or", gen("BitwiseOr", tf.bitwise.bitwise_or), dfix([BOOL], tf.math.logical_or))
bitwise_right_shift = binary("bitwise_right_shift", gen("RightShift", tf.bitwise.right_shift))
bitwise_xor = binary("bitwise_xor", gen("BitwiseXor", tf.bitwise.bitwise_xor),
                     dfix([BOOL], tf.math.logical_xor))


def ceil(x, /):  # wrapped: integers are returned as they are (TF has no integer kernel)
    if id(x.dtype) in INTS_ID:
        return tf.identity(x)
    return _CEIL(x)


def clip(x, /, min=None, max=None):  # noqa: A002 - wrapped: bounds cast to x.dtype, NaN kept
    d = x.dtype
    r = x
    if min is not None:
        r = tf.math.maximum(r, cast(min, d))
    if max is not None:
        r = tf.math.minimum(r, cast(max, d))
    return tf.identity(r) if r is x else r


def conj(x, /):
    return tf.math.conj(x) if id(x.dtype) in COMPLEX_ID else tf.identity(x)


def _copysign(x1, x2):  # TF has no copysign: |x1| with x2's sign bit (also for -0.0 and nan)
    a = tf.math.abs(x1)
    return tf.where(signbit(x2), -a, a)


copysign = binary("copysign", _copysign, scalars=False)
cos = gen("Cos", tf.math.cos)
cosh = gen("Cosh", tf.math.cosh)


def divide(x1, x2, /):  # wrapped: promotion, and integer inputs give Ivy's default float dtype
    if type(x1) is T and type(x2) is T and x1.dtype is x2.dtype and x1.dtype in _INEXACT:
        return tf.math.truediv(x1, x2)
    if type(x1) not in SCALARS and type(x2) not in SCALARS and x1.dtype not in _INEXACT and \
            x2.dtype not in _INEXACT:
        d = default_float()
        return tf.math.truediv(tf.cast(x1, d), tf.cast(x2, d))
    x1, x2 = promote(x1, x2)
    if x1.dtype not in _INEXACT:
        d = default_float()
        x1, x2 = tf.cast(x1, d), tf.cast(x2, d)
    return tf.math.truediv(x1, x2)


equal = binary("equal", gen("Equal", tf.math.equal))
exp = gen("Exp", tf.math.exp)


def expm1(x, /):  # wrapped: TF's complex expm1 gets inputs with an infinite / nan part wrong
    if id(x.dtype) not in COMPLEX_ID:
        return _EXPM1(x)
    return expm1_via_exp(_OPS, x, tf.math.expm1(x), tf.math.exp)  # exp(x) - 1 there


def floor(x, /):  # wrapped: integers are returned as they are
    if id(x.dtype) in INTS_ID:
        return tf.identity(x)
    return _FLOOR(x)


floor_divide = binary("floor_divide", tf.math.floordiv, {**dfix(FLOATS, _ffloordiv),
                                                          **dfix(HALF, in_float32(_ffloordiv))})
greater = binary("greater", gen("Greater", tf.math.greater), _cmp(tf.math.greater))
greater_equal = binary("greater_equal", gen("GreaterEqual", tf.math.greater_equal),
                       _cmp(tf.math.greater_equal))


def _hypot(x1, x2):  # TF has no hypot: scaled by the larger magnitude to avoid overflow
    a, b = tf.math.abs(x1), tf.math.abs(x2)
    m, n = tf.math.maximum(a, b), tf.math.minimum(a, b)
    safe = tf.where(tf.equal(m, 0), tf.ones((), m.dtype), m)
    q = n / safe
    r = m * tf.math.sqrt(1 + q * q)
    inf = tf.math.is_inf(a) | tf.math.is_inf(b)  # inf even when the other operand is nan
    return tf.where(inf, tf.constant(math.inf, r.dtype), r)


hypot = binary("hypot", _hypot, scalars=False)


def imag(x, /):
    return tf.math.imag(x) if id(x.dtype) in COMPLEX_ID else tf.zeros_like(x)


def isfinite(x, /):  # wrapped: complex (both parts) and integers (always finite)
    d = x.dtype
    if id(d) in FLOATS_ID:
        return _IS_FINITE(x)
    if d in COMPLEX:
        return tf.math.is_finite(tf.math.real(x)) & tf.math.is_finite(tf.math.imag(x))
    return _one_bool(x)


def isinf(x, /):
    d = x.dtype
    if id(d) in FLOATS_ID:
        return _IS_INF(x)
    if d in COMPLEX:
        return tf.math.is_inf(tf.math.real(x)) | tf.math.is_inf(tf.math.imag(x))
    return _zero_bool(x)


def isnan(x, /):
    d = x.dtype
    if id(d) in FLOATS_ID:
        return _IS_NAN(x)
    if d in COMPLEX:
        return tf.math.is_nan(tf.math.real(x)) | tf.math.is_nan(tf.math.imag(x))
    return _zero_bool(x)


less = binary("less", gen("Less", tf.math.less), _cmp(tf.math.less))
less_equal = binary("less_equal", gen("LessEqual", tf.math.less_equal), _cmp(tf.math.less_equal))
log = gen("Log", tf.math.log)
log10 = _log_base(10)


def log1p(x, /):  # wrapped: TF's complex log1p gives nan + nan j for most infinite inputs and
    # log1p(-1 + 0j) = -inf + nan j
    if id(x.dtype) not in COMPLEX_ID:
        return _LOG1P(x)
    return log1p_via_log(_OPS, x, tf.math.log1p(x), tf.math.log)  # log(1 + x) there


log2 = _log_base(2)


def _logaddexp(x1, x2):  # TF has no logaddexp: max + log1p(exp(-|x1 - x2|)); equal infinities
    m = tf.math.maximum(x1, x2)
    r = m + tf.math.log1p(tf.math.exp(-tf.math.abs(x1 - x2)))
    return tf.where(tf.equal(x1, x2), x1 + tf.constant(math.log(2), x1.dtype), r)


logaddexp = binary("logaddexp", _logaddexp, scalars=False)


def _logical(f):
    def kernel(x1, x2):
        return f(_as_bool(x1), _as_bool(x2))

    return kernel


# bool operands call the op directly; the others are compared with zero first
_NOT_BOOL = INTS | _INEXACT
logical_and = binary("logical_and", _LOGICAL_AND, dfix(_NOT_BOOL, _logical(_LOGICAL_AND)))


def logical_not(x, /):
    return _LOGICAL_NOT(_as_bool(x))


logical_or = binary("logical_or", _LOGICAL_OR, dfix(_NOT_BOOL, _logical(_LOGICAL_OR)))
logical_xor = binary("logical_xor", _logical(tf.math.logical_xor))  # (a composition in TF)
maximum = binary("maximum", gen("Maximum", tf.math.maximum))
minimum = binary("minimum", gen("Minimum", tf.math.minimum))
multiply = binary("multiply", gen("Mul", tf.math.multiply))


def negative(x, /):  # wrapped: no unsigned kernel (wraps modulo 2**bits through the signed view)
    s = _SAME_ID.get(id(x.dtype))
    if s is not None:
        return tf.bitcast(_NEG(tf.bitcast(x, s)), x.dtype)
    return _NEG(x)


def _hnextafter(x1, x2):
    # TF's nextafter has float32/float64 kernels only: one step of the 16-bit pattern (sign and
    # magnitude: +1 moves away from zero), the smallest subnormal of x2's sign from a zero
    d = x1.dtype
    bits = tf.bitcast(x1, tf.int16)
    step = tf.where(tf.equal(x2 > x1, bits >= 0), tf.constant(1, tf.int16), tf.constant(-1, tf.int16))
    out = tf.bitcast(bits + step, d)
    tiny = tf.bitcast(tf.constant(1, tf.int16), d)
    out = tf.where(tf.equal(x1, 0), tf.where(x2 > 0, tiny, -tiny), out)
    out = tf.where(tf.equal(x1, x2), x2, out)
    return tf.where(tf.math.is_nan(x1) | tf.math.is_nan(x2), tf.constant(math.nan, d), out)


nextafter = binary("nextafter", tf.math.nextafter, dfix(HALF, _hnextafter))
not_equal = binary("not_equal", gen("NotEqual", tf.math.not_equal))


def positive(x, /):
    return tf.identity(x)


pow = binary("pow", tf.math.pow, {**dfix((U8, U16, U32, U64), _upow),  # noqa: A001
                                  **dfix(COMPLEX, _cpow), **dfix(FLOATS, _fpow)})


def real(x, /):
    return tf.math.real(x) if id(x.dtype) in COMPLEX_ID else tf.identity(x)


reciprocal = gen("Reciprocal", tf.math.reciprocal)


remainder = binary("remainder", tf.math.floormod, {**dfix(FLOATS, _fremainder),
                                                    **dfix(HALF, in_float32(_fremainder))})


def round(x, /):  # noqa: A001 - wrapped: complex rounds each part; integers unchanged
    d = x.dtype
    if id(d) in INTS_ID:
        return tf.identity(x)
    if id(d) in COMPLEX_ID:
        return tf.complex(tf.math.round(tf.math.real(x)), tf.math.round(tf.math.imag(x)))
    return _ROUND(x)


def sign(x, /):  # wrapped: unsigned (no kernel); complex nan
    d = x.dtype
    i = id(d)
    if i in UNSIGNED_ID:
        return tf.cast(tf.not_equal(x, 0), d)
    if i in COMPLEX_ID:
        r = tf.math.sign(x)
        bad = isnan(x)
        nan = tf.constant(complex(math.nan, math.nan), d)
        return tf.where(bad, nan, r)
    return _SIGN(x)


def signbit(x, /):  # TF has no signbit: the sign bit of the same-width integer view
    return tf.less(tf.bitcast(x, _BITS[x.dtype]), 0)


# the primitives of the complex special-case repairs (_complex_special)
_OPS = make_ops(tf, tf.complex, where=tf.where, signbit=signbit, abs=tf.math.abs, real=tf.math.real,
                imag=tf.math.imag, isfinite=tf.math.is_finite, isnan=tf.math.is_nan,
                isinf=tf.math.is_inf)
sin = gen("Sin", tf.math.sin)
sinh = gen("Sinh", tf.math.sinh)


def sqrt(x, /):  # wrapped: TF's complex sqrt loses the sign of a zero/infinite imaginary part
    r = _SQRT(x)
    if id(x.dtype) in COMPLEX_ID:
        return tf.complex(tf.math.real(r), _copysign(tf.math.imag(r), tf.math.imag(x)))
    return r


square = gen("Square", tf.math.square)
subtract = binary("subtract", gen("Sub", tf.math.subtract))
tan = gen("Tan", tf.math.tan)
tanh = gen("Tanh", tf.math.tanh)


def trunc(x, /):  # TF has no trunc: ceil below zero, floor above (keeps -0.0); integers unchanged
    if id(x.dtype) in INTS_ID:
        return tf.identity(x)
    return tf.where(x < 0, tf.math.ceil(x), tf.math.floor(x))


