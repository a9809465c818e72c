"""PyTorch kernels: elementwise functions. Bound directly where torch matches the standard;
binary functions are wrapped for Ivy's promotion (torch treats 0-d tensors like scalars), and the
shell dtypes uint16/32/64 are routed through signed views where torch has no kernel."""

import math

import torch

from ..._rules.float_input import bool_refused
from .._complex_special import acosh_zero_nan, expm1_via_exp, log1p_via_log, make_ops
from .._self_check import failed, first_array
from ._helpers import (
    RANK,
    SRANK,
    SRANK_NOBOOL,
    UINT,
    WIDE,
    T,
    as_tensor_like,
    binary,
    default_float,
    is_float,
    promote,
    scalar_like,
    u_mod,
    u_ord,
    u_unord,
    u_view,
    ufix,
)

_I64_MAX = 2**63 - 1
_MIN64 = -(2**63)


# --- shell uint (uint16/32/64) fallbacks -------------------------------------------------------
def _umod2(f):
    """Binary modular op (add, subtract, multiply, left shift, bitwise) on shell uints through the
    signed view (PyTorch's CUDA build has no uint16/32/64 kernels for most of them)."""

    def kernel(x1, x2):
        return f(u_view(x1), u_view(x2)).view(x1.dtype)

    return kernel


def _uord2(f):
    """Binary comparison on shell uints through the order-preserving signed map."""

    def kernel(x1, x2):
        return f(u_ord(x1), u_ord(x2))

    return kernel


def _uord_val(f):
    """Binary selection (maximum, minimum) on shell uints, mapped back to the uint dtype."""

    def kernel(x1, x2):
        return u_unord(f(u_ord(x1), u_ord(x2)), x1.dtype)

    return kernel


def _udivmod64(a, b):
    """Unsigned 64-bit floor division and remainder on int64 views (exact; x // 0 gives 0)."""
    a, b = torch.broadcast_tensors(a, b)
    bs = torch.where(b > 0, b, 1)
    half = (a >> 1) & _I64_MAX  # a // 2 as a non-negative int64
    q1 = half // bs
    t = 2 * (half - q1 * bs) + (a & 1)  # < 2 b (may wrap: compare unsigned)
    ge = (t ^ _MIN64) >= (bs ^ _MIN64)
    q = 2 * q1 + ge
    r = t - torch.where(ge, bs, 0)
    big = b < 0  # divisor >= 2**63: quotient 0 or 1
    geb = (a ^ _MIN64) >= (b ^ _MIN64)
    q = torch.where(big, geb.to(a.dtype), q)
    r = torch.where(big, a - torch.where(geb, b, 0), r)
    zero = b == 0
    return torch.where(zero, 0, q), torch.where(zero, 0, r)


def _ufloordiv(x1, x2):
    w = WIDE.get(x1.dtype)
    if w is not None:
        return torch.floor_divide(x1.to(w), x2.to(w)).to(x1.dtype)
    return _udivmod64(x1.view(torch.int64), x2.view(torch.int64))[0].view(x1.dtype)


def _uremainder(x1, x2):
    w = WIDE.get(x1.dtype)
    if w is not None:
        return torch.remainder(x1.to(w), x2.to(w)).to(x1.dtype)
    return _udivmod64(x1.view(torch.int64), x2.view(torch.int64))[1].view(x1.dtype)


def _upow(x1, x2):
    w = WIDE.get(x1.dtype)
    if w is not None:  # wider product wraps modulo a multiple of 2**bits: exact after the cast
        return torch.pow(x1.to(w), x2.to(w)).to(x1.dtype)
    return torch.pow(x1.view(torch.int64), x2.view(torch.int64)).view(x1.dtype)


def _urshift(x1, x2):
    w = WIDE.get(x1.dtype)
    if w is not None:
        return torch.bitwise_right_shift(x1.to(w), x2.to(w)).to(x1.dtype)
    a, s = x1.view(torch.int64), x2.view(torch.int64)
    k = torch.where(s < 0, 64, s.clamp(max=64))  # shift counts >= 2**63 read as negative
    logical1 = (a >> 1) & _I64_MAX
    return torch.where(k == 0, a, logical1 >> (k - 1).clamp(min=0)).view(x1.dtype)


def _creal(f):
    """torch's complex add/sub multiply x2 by alpha (inf components give nan): use real views."""

    def kernel(x1, x2):
        return torch.view_as_complex(f(torch.view_as_real(x1), torch.view_as_real(x2)))

    return kernel


def _cpow(x1, x2):
    r = torch.pow(x1, x2)  # torch gives nan for nan ** 0; the standard says 1
    return torch.where(x2 == 0, torch.ones((), dtype=r.dtype, device=r.device), r)


def _fremainder(x1, x2):
    return torch.copysign(torch.remainder(x1, x2), x2)  # torch gives a zero result x1's sign


_C = (torch.complex64, torch.complex128)
_F = (torch.float32, torch.float64)


# --- kernels ---------------------------------------------------------------------------------
def abs(x, /):  # noqa: A001 - wrapped: torch.abs has no uint16/32/64 kernel (identity there)
    if x.dtype in UINT:
        return x.clone()
    return torch.abs(x)


_OPS = make_ops(torch, torch.complex)


def acos(x, /):  # wrapped: torch's complex acos(±0 + 0j) has a +0 imaginary part (the standard: -0)
    if not x.dtype.is_complex:
        return torch.acos(x)
    out = torch.acos(x)
    # a zero imaginary part of the result takes the opposite sign of x's (acos(conj(x)) ==
    # conj(acos(x)), acos(a + 0j) = acos(a) - 0j for |a| <= 1)
    im = out.imag
    im = torch.where(im == 0, torch.copysign(torch.zeros_like(im), -x.imag), im)
    return torch.complex(out.real, im)




def acosh(x, /):  # wrapped: torch's CUDA complex acosh(+0 + nan j) is nan + nan j (nan ± πj/2)
    if not x.dtype.is_complex:
        return torch.acosh(x)
    return acosh_zero_nan(_OPS, x, torch.acosh(x))


add = binary("add", torch.add, {**ufix(_umod2(torch.add)), **dict.fromkeys(_C, _creal(torch.add))}, SRANK)
asin = torch.asin
asinh = torch.asinh
atan = torch.atan
atan2 = binary("atan2", torch.atan2)
atanh = torch.atanh
bitwise_and = binary("bitwise_and", torch.bitwise_and, ufix(_umod2(torch.bitwise_and)), SRANK)  # uints: CUDA


def bitwise_invert(x, /):  # wrapped: no uint16/32/64 kernel
    if x.dtype in UINT:
        return u_mod(torch.bitwise_not)(x)
    return torch.bitwise_not(x)


bitwise_left_shift = binary("bitwise_left_shift", torch.bitwise_left_shift,
                            ufix(_umod2(torch.bitwise_left_shift)), SRANK)
bitwise_or = binary("bitwise_or", torch.bitwise_or, ufix(_umod2(torch.bitwise_or)), SRANK)  # uints: CUDA
bitwise_right_shift = binary("bitwise_right_shift", torch.bitwise_right_shift, ufix(_urshift), SRANK)
bitwise_xor = binary("bitwise_xor", torch.bitwise_xor, ufix(_umod2(torch.bitwise_xor)), SRANK)  # uints: CUDA
ceil = torch.ceil


_FLOAT_BOUND = frozenset((int, float))


def clip(x, /, min=None, max=None):  # noqa: A002 - wrapped: result dtype is x.dtype; uint16/32/64
    try:  # checks x itself (_self_check)
        if not isinstance(x, T):
            first_array(x, "torch", "clip")
        d = x.dtype
        if type(min) in _FLOAT_BOUND and type(max) in _FLOAT_BOUND and d.is_floating_point:
            return torch.clamp(x, min, max)  # number bounds of a floating x: torch's own result
        return _clip(x, d, min, max)
    except Exception as e:
        failed(e, "clip", (x,))
        raise


def _clip(x, d, min, max):  # noqa: A002
    if min is None and max is None:
        return x.clone()
    if type(min) is T:
        min = min.to(d)  # noqa: A001
    if type(max) is T:
        max = max.to(d)  # noqa: A001
    if d in UINT:
        lo = None if min is None else u_ord(as_tensor_like(min, x))
        hi = None if max is None else u_ord(as_tensor_like(max, x))
        return u_unord(torch.clamp(u_ord(x), lo, hi), d)
    if min is not None and max is not None and (type(min) is T) is not (type(max) is T):
        # torch.clamp takes two tensor bounds or two numbers: one of each is applied in turn
        r = torch.clamp(torch.clamp(x, min=min), max=max)
    else:
        r = torch.clamp(x, min, max)
    return r if r.dtype is d else r.to(d)




conj = torch.conj_physical  # not torch.conj: a lazy conj bit breaks .numpy() on the result
copysign = binary("copysign", torch.copysign, None, SRANK)
cos = torch.cos


def cosh(x, /):  # wrapped: torch's CUDA complex cosh(a ± 0j) with a negative a (-0, -inf included)
    if not x.dtype.is_complex:  # gives the zero imaginary part the wrong sign
        return torch.cosh(x)
    out = torch.cosh(x)
    a, b = x.real, x.imag
    # b = ±0: the imaginary part sinh(a) * sin(b) is a zero with the sign of a times b's
    zero = torch.zeros_like(b)
    im = torch.where(b == 0, torch.where(torch.signbit(a) != torch.signbit(b), -zero, zero), out.imag)
    return torch.complex(out.real, im)




def divide(x1, x2, /):  # wrapped: promotion, and integer inputs give Ivy's default float dtype
    if type(x1) is T:
        d = x1.dtype
        if type(x2) is T:
            if x2.dtype is d and is_float(d):
                return torch.div(x1, x2)
        elif RANK[d] >= 2 and SRANK.get(type(x2), 9) <= RANK[d]:
            return torch.div(x1, scalar_like(x2, d, x1))  # x / 2.0: promote's cast, no look-up
    elif type(x2) is T and type(x1) in SRANK:
        d = x2.dtype
        if RANK[d] >= 2 and SRANK[type(x1)] <= RANK[d]:
            return torch.div(scalar_like(x1, d, x2), x2)
    x1, x2 = promote(x1, x2)
    if not is_float(x1.dtype):
        d = default_float()
        x1, x2 = x1.to(d), x2.to(d)
    return torch.div(x1, x2)


equal = binary("equal", torch.eq, None, SRANK)
exp = torch.exp


def expm1(x, /):  # wrapped: torch's complex expm1 gets inputs with an infinite / nan part wrong
    if not x.dtype.is_complex:
        return torch.expm1(x)
    return expm1_via_exp(_OPS, x, torch.expm1(x), torch.exp)  # exp(x) - 1 there


floor = torch.floor
# torch.floor_divide has no derivative; the same division through torch.div has (zero)
def _floor_divide(x1, x2):
    q = torch.div(x1, x2, rounding_mode="floor")
    if q.is_floating_point():  # the standard's special cases with exactly one infinite operand are
        # those of x1 / x2 (+-inf over a finite, +-0 for a finite over +-inf; torch follows Python)
        inf1 = torch.isinf(x1) if type(x1) is torch.Tensor else math.isinf(x1)
        inf2 = torch.isinf(x2) if type(x2) is torch.Tensor else math.isinf(x2)
        q = torch.where(torch.as_tensor(inf1 != inf2, device=q.device), (x1 / x2).detach(), q)
    return q


floor_divide = binary("floor_divide", _floor_divide, ufix(_ufloordiv), SRANK)
greater = binary("greater", torch.gt, ufix(_uord2(torch.gt)), SRANK)
greater_equal = binary("greater_equal", torch.ge, ufix(_uord2(torch.ge)), SRANK)
hypot = binary("hypot", torch.hypot)
imag = torch.imag
isfinite = torch.isfinite
isinf = torch.isinf
isnan = torch.isnan
less = binary("less", torch.lt, ufix(_uord2(torch.lt)), SRANK)
less_equal = binary("less_equal", torch.le, ufix(_uord2(torch.le)), SRANK)
log = torch.log
log10 = torch.log10


def log1p(x, /):  # wrapped: torch's complex log1p(±inf + nan j), log1p(nan ± inf j) give nan + nan j
    if not x.dtype.is_complex:
        return torch.log1p(x)
    return log1p_via_log(_OPS, x, torch.log1p(x), torch.log)  # log(1 + x) there


log2 = torch.log2
logaddexp = binary("logaddexp", torch.logaddexp)
logical_and = binary("logical_and", torch.logical_and)
logical_not = torch.logical_not
logical_or = binary("logical_or", torch.logical_or)
logical_xor = binary("logical_xor", torch.logical_xor)
maximum = binary("maximum", torch.maximum, ufix(_uord_val(torch.maximum)))
minimum = binary("minimum", torch.minimum, ufix(_uord_val(torch.minimum)))
multiply = binary("multiply", torch.mul, ufix(_umod2(torch.mul)), SRANK)  # uints: CUDA


def negative(x, /):  # wrapped: no uint16/32/64 kernel (wraps modulo 2**bits there)
    if x.dtype in UINT:
        return u_mod(torch.neg)(x)
    return torch.neg(x)


nextafter = binary("nextafter", torch.nextafter)
not_equal = binary("not_equal", torch.ne, None, SRANK)
positive = torch.positive
pow = binary("pow", torch.pow, {**ufix(_upow), **dict.fromkeys(_C, _cpow)}, SRANK)  # noqa: A001
real = torch.real
reciprocal = torch.reciprocal
remainder = binary("remainder", torch.remainder, {**ufix(_uremainder), **dict.fromkeys(_F, _fremainder)},
                   SRANK)


def round(x, /):  # noqa: A001 - wrapped: torch.round has no complex kernel
    if x.dtype.is_complex:
        return torch.complex(torch.round(x.real), torch.round(x.imag))
    return torch.round(x)


def sign(x, /):  # wrapped: torch.sign(nan) is 0; complex needs torch.sgn; no uint16/32/64 kernel
    d = x.dtype
    if d.is_floating_point:
        return torch.where(torch.isnan(x), x, torch.sign(x))
    if d.is_complex:
        r = torch.sgn(x)
        bad = torch.isnan(x.real) | torch.isnan(x.imag)
        return torch.where(bad, torch.full((), complex("nan+nanj"), dtype=d, device=x.device), r)
    if d in UINT:
        return (x != 0).to(d)
    return torch.sign(x)


signbit = torch.signbit
sin = torch.sin
sinh = torch.sinh


def sqrt(x, /):  # wrapped: torch's CUDA complex64 sqrt(-0 ± 0j) has a -0 real part
    if not x.dtype.is_complex:
        return torch.sqrt(x)
    out = torch.sqrt(x)
    return torch.complex(out.real.abs(), out.imag)  # the principal root: real part >= +0




def _refuse_bool_square(x):
    raise bool_refused("square")


_SQUARE = {**dict.fromkeys(UINT, u_mod(torch.square)), torch.bool: _refuse_bool_square}


def square(x, /):  # wrapped: no uint16/32/64 kernel; bool refused (torch squares it in int64)
    f = _SQUARE.get(x.dtype)
    return torch.square(x) if f is None else f(x)


subtract = binary("subtract", torch.sub, {**ufix(_umod2(torch.sub)), **dict.fromkeys(_C, _creal(torch.sub))},
                  SRANK_NOBOOL)  # torch.sub refuses a bool scalar
tan = torch.tan
tanh = torch.tanh
trunc = torch.trunc
