"""``torch.special`` of the frontend: the functions Ivy has (or composes from its elementwise
functions), with PyTorch's promotion (integer and bool inputs computed in the default float
dtype). The orthogonal polynomials are their three-term recurrences (``n`` a number or a
tensor; degrees below 0 give 0). ``erf``/``erfc``/``erfinv`` are the top-level ones (``erf`` from
Ivy's exact ``gelu``). The Bessel functions (``bessel_j0`` / ``j1`` / ``y0`` / ``y1``, the modified
``i0`` / ``i1`` / ``k0`` / ``k1`` and their scaled forms) are ``ivy.frontends._special_math``'s
compositions (the Cephes fits PyTorch's kernels use; float16 / bfloat16 computed in float32),
with PyTorch's edges (``y0`` / ``y1`` / ``k0`` / ``k1`` of a negative argument: nan). Ivy has no
accurate ``erfc`` tails here, and of the gamma family only ``gammaln`` / ``digamma`` / ``psi``
(the shared compositions, computed in float64; ``digamma(+-0)`` is PyTorch's ``-+inf``): the
other names raise ``IvyUnsupportedError`` with the reason.
"""

from __future__ import annotations

import math

import ivy

from .. import _common
from .. import _special_math as _sm
from .._common import ivy_dtype_of, kind_of
from .nn import _activations
from .pointwise import _erf, erf, erfc
from .tensor import native, promote, result, wrap

_POLYS = ["chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v",
          "chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
          "laguerre_polynomial_l", "legendre_polynomial_p", "shifted_chebyshev_polynomial_t",
          "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
          "shifted_chebyshev_polynomial_w"]
_GAMMA = ["digamma", "gammaln", "psi"]
_BESSEL = ["bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "i0", "i0e", "i1", "i1e",
           "modified_bessel_i0", "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1",
           "scaled_modified_bessel_k0", "scaled_modified_bessel_k1"]
__all__ = [*_BESSEL, *_GAMMA, "entr", "erf", "erfc", "erfinv", "exp2", "expit", "expm1", "log1p",
           "log_softmax", "logit", "logsumexp", "round", "sinc", "softmax", "xlog1py", "xlogy", *_POLYS]

_NO_ERF = "no accurate complementary error function (erfc in the tails) in Ivy to build it on"
_NO_GAMMA = ("not composed yet (ivy.frontends._special_math shares lgamma and digamma only; "
             "Hurwitz zeta and the incomplete gamma are tf.math's)")
_NO_BESSEL = "not composed yet (no shared fit in ivy.frontends._special_math)"
#: names of ``torch.special`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    **dict.fromkeys(("erfcx", "ndtr", "ndtri", "log_ndtr"), _NO_ERF),
    **dict.fromkeys(("polygamma", "multigammaln", "gammainc", "gammaincc", "zeta"), _NO_GAMMA),
    **dict.fromkeys(("spherical_bessel_j0", "airy_ai"), _NO_BESSEL),
}
#: functions written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset({"entr", "erf", "erfc", "erfinv", "exp2", "logit", "logsumexp",
                                 "round", "sinc", "xlog1py", "xlogy", *_POLYS, *_BESSEL, *_GAMMA})


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("torch", f"special.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.torch.special' has no attribute {name!r}")


def _f(x):
    # PyTorch computes these functions of integer/bool tensors in the default float dtype
    if type(x) in (int, bool, float):
        return ivy.asarray(float(x), dtype=ivy.default_float_dtype())
    if kind_of(x.dtype) in ("bool", "int", "uint"):
        return ivy.astype(x, ivy.default_float_dtype())
    return x


def expit(input, *, out=None):
    return result(ivy.sigmoid(_f(native(input))), out)


def expm1(input, *, out=None):
    return result(ivy.expm1(_f(native(input))), out)


def log1p(input, *, out=None):
    return result(ivy.log1p(_f(native(input))), out)


def exp2(input, *, out=None):
    return result(ivy.pow(2.0, _f(native(input))), out)


def logit(input, eps=None, *, out=None):
    x = _f(native(input))
    if eps is not None:
        x = ivy.clip(x, eps, 1.0 - eps)
    return result(ivy.log(ivy.divide(x, ivy.subtract(1.0, x))), out)


def round(input, *, decimals=0, out=None):  # noqa: A001 - PyTorch's name
    x = native(input)
    if decimals == 0:
        return result(ivy.round(x), out)
    f = 10.0 ** decimals
    return result(ivy.divide(ivy.round(ivy.multiply(x, f)), f), out)


def sinc(input, *, out=None):
    x = _f(native(input))
    px = ivy.multiply(x, math.pi)
    zero = ivy.equal(x, 0)
    safe = ivy.where(zero, ivy.ones_like(px), px)
    return result(ivy.where(zero, ivy.ones_like(px), ivy.divide(ivy.sin(safe), safe)), out)


def entr(input, *, out=None):
    x = _f(native(input))
    pos = ivy.greater(x, 0)
    y = ivy.negative(ivy.multiply(x, ivy.log(ivy.where(pos, x, ivy.ones_like(x)))))
    y = ivy.where(ivy.less(x, 0), ivy.full_like(x, -math.inf), ivy.where(pos, y, x * 0))
    return result(ivy.where(ivy.isnan(x), x, y), out)


def _xlog(fn, input, other):
    x, y = promote(input, other)
    x, y = _f(x), _f(y)
    v = ivy.multiply(x, fn(y))
    v = ivy.where(ivy.equal(x, 0), ivy.zeros_like(v), v)
    return ivy.where(ivy.isnan(y), y + v * 0, v)


def xlogy(input, other, *, out=None):
    return result(_xlog(ivy.log, input, other), out)


def xlog1py(input, other, *, out=None):
    return result(_xlog(ivy.log1p, input, other), out)


def logsumexp(input, dim, keepdim=False, *, out=None):
    x = _f(native(input))
    axis = dim if isinstance(dim, int) else tuple(dim)
    m = ivy.stop_gradient(ivy.max(x, axis=axis, keepdims=True))
    m = ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m))
    s = ivy.add(ivy.log(ivy.sum(ivy.exp(ivy.subtract(x, m)), axis=axis, keepdims=True)), m)
    return result(s if keepdim else ivy.squeeze(s, axis=axis), out)


def softmax(input, dim, *, dtype=None):
    return _activations.softmax(input, dim, dtype=dtype)


def log_softmax(input, dim, *, dtype=None):
    return _activations.log_softmax(input, dim, dtype=dtype)




# --- Bessel functions: ivy.frontends._special_math ----------------------------------------------
def _bessel(fn, input, out, nan_below_zero=False):
    x = _f(native(input))
    name = str(ivy_dtype_of(x.dtype))
    d = x if name in ("float32", "float64") else ivy.astype(x, "float32")
    y = fn(d)
    if nan_below_zero:  # PyTorch: nan for x < 0 (TensorFlow's, the shared edge: -inf / inf)
        y = ivy.where(ivy.less(d, 0), ivy.full_like(d, math.nan), y)
    return result(y if d is x else ivy.astype(y, name), out)


def bessel_j0(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_j(d, 0), input, out)


def bessel_j1(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_j(d, 1), input, out)


def bessel_y0(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_y(d, 0), input, out, True)


def bessel_y1(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_y(d, 1), input, out, True)


def modified_bessel_i0(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_i(d, 0), input, out)


def modified_bessel_i1(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_i(d, 1), input, out)


def i0(input, *, out=None):
    return modified_bessel_i0(input, out=out)


def i1(input, *, out=None):
    return modified_bessel_i1(input, out=out)


def i0e(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_ie(d, 0), input, out)


def i1e(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_ie(d, 1), input, out)


def modified_bessel_k0(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_k(d, 0, False), input, out, True)


def modified_bessel_k1(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_k(d, 1, False), input, out, True)


def scaled_modified_bessel_k0(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_k(d, 0, True), input, out, True)


def scaled_modified_bessel_k1(input, *, out=None):
    return _bessel(lambda d: _sm.bessel_k(d, 1, True), input, out, True)


# --- gamma family: ivy.frontends._special_math, in float64 (float32's digits near the zeros) --
def _wide(fn, input, out):
    x = _f(native(input))
    name = str(ivy_dtype_of(x.dtype))
    d = x if name == "float64" else ivy.astype(x, "float64")
    y = fn(d)
    return result(y if d is x else ivy.astype(y, name), out)


def _digamma(d):
    # PyTorch: digamma(+-0) = -+inf (the shared edge: nan); -1 / x carries the zero's sign
    return ivy.where(ivy.equal(d, 0), ivy.negative(ivy.reciprocal(d)), _sm.digamma(d))


def gammaln(input, *, out=None):
    return _wide(_sm.lgamma, input, out)


def digamma(input, *, out=None):
    return _wide(_digamma, input, out)


def psi(input, *, out=None):
    return _wide(_digamma, input, out)


# --- orthogonal polynomials: p_{k+1} = a_k(x) p_k - b_k p_{k-1} ---------------------------------
def _poly(x, n, p1, step):
    x, nn_ = promote(x, n)
    x = _f(x)
    if type(nn_) in (int, float, bool):
        degrees, top = None, int(nn_)
    else:
        degrees = nn_
        top = int(ivy.to_scalar(ivy.max(nn_))) if math.prod(nn_.shape) else 0
    p_prev, p = ivy.ones_like(x), p1(x)
    out = ivy.zeros_like(x) if top < 0 else p_prev
    if degrees is not None:
        out = ivy.where(ivy.equal(degrees, 0), p_prev, ivy.zeros_like(x))
        out = ivy.where(ivy.equal(degrees, 1), p, out) if top >= 1 else out
    elif top >= 1:
        out = p
    for k in range(1, top):
        p_prev, p = p, step(x, k, p, p_prev)
        if degrees is not None:
            out = ivy.where(ivy.equal(degrees, k + 1), p, out)
    if degrees is None:
        return out if top < 1 else p
    return out


def _cheb(x, k, p, q):
    return ivy.subtract(ivy.multiply(ivy.multiply(x, 2), p), q)


def _shift(x):
    return ivy.subtract(ivy.multiply(x, 2), 1)


def chebyshev_polynomial_t(input, n, *, out=None):
    return result(_poly(input, n, lambda x: x, _cheb), out)


def chebyshev_polynomial_u(input, n, *, out=None):
    return result(_poly(input, n, lambda x: ivy.multiply(x, 2), _cheb), out)


def chebyshev_polynomial_v(input, n, *, out=None):
    return result(_poly(input, n, lambda x: ivy.subtract(ivy.multiply(x, 2), 1), _cheb), out)


def chebyshev_polynomial_w(input, n, *, out=None):
    return result(_poly(input, n, lambda x: ivy.add(ivy.multiply(x, 2), 1), _cheb), out)


def _shifted(fn, input, n, out):
    x = _f(native(input)) if type(input) not in (int, float) else input
    return fn(wrap(_shift(x)) if type(x) not in (int, float) else 2 * x - 1, n, out=out)


def shifted_chebyshev_polynomial_t(input, n, *, out=None):
    return _shifted(chebyshev_polynomial_t, input, n, out)


def shifted_chebyshev_polynomial_u(input, n, *, out=None):
    return _shifted(chebyshev_polynomial_u, input, n, out)


def shifted_chebyshev_polynomial_v(input, n, *, out=None):
    return _shifted(chebyshev_polynomial_v, input, n, out)


def shifted_chebyshev_polynomial_w(input, n, *, out=None):
    return _shifted(chebyshev_polynomial_w, input, n, out)


def hermite_polynomial_h(input, n, *, out=None):
    def step(x, k, p, q):
        return ivy.subtract(ivy.multiply(ivy.multiply(x, 2), p), ivy.multiply(q, 2 * k))

    return result(_poly(input, n, lambda x: ivy.multiply(x, 2), step), out)


def hermite_polynomial_he(input, n, *, out=None):
    def step(x, k, p, q):
        return ivy.subtract(ivy.multiply(x, p), ivy.multiply(q, k))

    return result(_poly(input, n, lambda x: x, step), out)


def laguerre_polynomial_l(input, n, *, out=None):
    def step(x, k, p, q):
        return ivy.divide(ivy.subtract(ivy.multiply(ivy.subtract(2 * k + 1, x), p),
                                       ivy.multiply(q, k)), k + 1)

    return result(_poly(input, n, lambda x: ivy.subtract(1, x), step), out)


def legendre_polynomial_p(input, n, *, out=None):
    def step(x, k, p, q):
        return ivy.divide(ivy.subtract(ivy.multiply(ivy.multiply(x, 2 * k + 1), p),
                                       ivy.multiply(q, k)), k + 1)

    return result(_poly(input, n, lambda x: x, step), out)


# --- erfinv ----------------------------------------------------------------------------------------
# Giles' single-precision polynomials in w = -log(1 - x^2): the centre (w < 5, in w - 2.5) and the
# tails (in sqrt(w) - 3), ~3e-7 relative where w < 16 (float32's whole range)
_ERFINV_MID = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 2.1858087e-04,
               -1.25372503e-03, -4.17768164e-03, 0.246640727, 1.50140941)
_ERFINV_TAIL = (-2.00214257e-04, 1.00950558e-04, 1.34934322e-03, -3.67342844e-03,
                5.73950773e-03, -7.6224613e-03, 9.43887047e-03, 1.00167406, 2.83297682)
_TWO_OVER_SQRT_PI = 2.0 / math.sqrt(math.pi)


def _horner(coefs, t):
    p = ivy.full_like(t, coefs[0])
    for c in coefs[1:]:
        p = ivy.add(ivy.multiply(p, t), c)
    return p


def _erf_small_safe(y):
    # erf with full relative precision near 0 (its Maclaurin series where |y| < 0.05), where
    # 1 + erf from gelu would cancel
    y2 = ivy.square(y)
    series = ivy.multiply(ivy.multiply(y, _TWO_OVER_SQRT_PI),
                          _horner((1 / 216, -1 / 42, 1 / 10, -1 / 3, 1.0), y2))
    return ivy.where(ivy.less(ivy.abs(y), 0.05), series, _erf(y))


def _erfc_cf(y, terms=60):
    """``K`` with ``erfc(y) = exp(-y^2) / (sqrt(pi) K)`` for ``y > 0``, the continued fraction
    ``y + (1/2) / (y + 1 / (y + (3/2) / (y + ...)))`` evaluated from ``terms`` levels down."""
    k = ivy.full_like(y, 0.0)
    for n in range(terms, 0, -1):
        k = ivy.divide(n / 2.0, ivy.add(y, k))
    return ivy.add(y, k)


def erfinv(input, *, out=None):
    """The inverse error function: Giles' polynomial; in float64 then two Newton steps on erf
    (|x| < 0.9966), or, nearer 1, five on log(erfc) from its continued fraction (the polynomial
    is a few per cent off there as 1 - |x| reaches 1e-16)."""
    x = _f(native(input))
    a = ivy.abs(x)
    inside = ivy.less(a, 1)
    xs = ivy.where(inside, x, ivy.zeros_like(x))
    w = ivy.negative(ivy.log(ivy.multiply(ivy.subtract(1.0, xs), ivy.add(1.0, xs))))
    mid = _horner(_ERFINV_MID, ivy.subtract(w, 2.5))
    tail = _horner(_ERFINV_TAIL, ivy.subtract(ivy.sqrt(w), 3.0))
    y = ivy.multiply(ivy.where(ivy.less(w, 5.0), mid, tail), xs)
    if str(ivy_dtype_of(x.dtype)) == "float64":
        near = ivy.greater(w, 5.0)  # |x| > 0.9966: erf's rounding / erf'(y) would show
        for _ in range(2):  # y -= (erf(y) - x) / erf'(y)
            d = ivy.multiply(ivy.exp(ivy.negative(ivy.square(y))), _TWO_OVER_SQRT_PI)
            step = ivy.divide(ivy.subtract(_erf_small_safe(y), xs), d)
            y = ivy.subtract(y, ivy.where(near, ivy.zeros_like(step), step))
        q = ivy.where(near, ivy.subtract(1.0, ivy.abs(xs)), ivy.ones_like(xs))  # exact (Sterbenz)
        t = ivy.where(near, ivy.abs(y), ivy.full_like(y, 5.0))
        for _ in range(5):  # log erfc(t) = log q;  d/dt log erfc(t) = -2 K(t)
            k = _erfc_cf(t)
            g = ivy.subtract(ivy.negative(ivy.add(ivy.square(t), ivy.log(k))),
                             ivy.add(ivy.log(q), 0.5 * math.log(math.pi)))
            t = ivy.add(t, ivy.divide(g, ivy.multiply(k, 2.0)))
        y = ivy.where(near, ivy.multiply(ivy.sign(xs), t), y)
    edge = ivy.where(ivy.equal(a, 1), ivy.multiply(x, math.inf), ivy.full_like(x, math.nan))
    return result(ivy.where(inside, y, edge), out)
