"""``tf.math``'s special functions, composed of elementwise Ivy functions (Ivy has no erf or
gamma kernel): ``erf``, ``erfc``, ``erfinv``, ``erfcinv``, ``ndtri``, ``lgamma``, ``digamma``,
``lbeta``, ``zeta``, ``polygamma``, ``bessel_i0`` / ``i0e`` / ``i1`` / ``i1e``.

Each is written from its defining series (no fitted coefficients), evaluated in the input's dtype
(float16 / bfloat16 through float32, as TensorFlow's kernels; the gamma family in float64), with
a fixed number of terms that reaches the dtype's precision on the whole real line:

* ``erf``: ``2/sqrt(pi) exp(-x^2) sum 2^k x^(2k+1) / (2k+1)!!`` (positive terms, no cancellation)
  for ``|x| < 2``; ``erfc`` by its continued fraction beyond.
* ``erfinv`` / ``erfcinv`` / ``ndtri``: Newton's method from a closed-form first guess, on
  ``erf(y) = x`` near 0 and on ``log erfc(y) = log q`` in the tails (so ``ndtri(1e-300)`` keeps
  its relative precision).
* ``lgamma`` / ``digamma``: shifted up to 10 by the recurrence, then Stirling's series (Bernoulli
  numbers); reflection below 1/2. ``zeta`` (Hurwitz) by Euler-Maclaurin summation;
  ``polygamma(n, x) = (-1)^(n+1) n! zeta(n+1, x)``.
* ``igamma`` / ``igammac`` (regularised incomplete gamma): the series of P for ``x < a + 1``,
  Legendre's continued fraction of Q beyond; ``betainc``: the incomplete beta's continued
  fraction (on the side of ``x`` where it converges fast). Each with a fixed 300 terms: float64
  precision for arguments up to ~1e3 (the terms needed grow as their square root), less the
  rounding of the prefactor's exponent (~eps * lgamma(a), as TensorFlow's).
* ``bessel_i0`` / ``i1``: the power series up to 30, the asymptotic expansion beyond; ``i0`` /
  ``i1`` as ``exp(|x|) * i0e`` as TensorFlow (inf beyond ~709, nan at +-inf).

Where this differs from TensorFlow: ``erf`` of +-inf is +-1 (TensorFlow's float64 kernel gives
nan); ``erfinv`` near +-1 in float64 is correctly rounded where TensorFlow's is within ~1e-10;
float32 ``igamma`` / ``betainc`` of large arguments (~500) keep float64's value where
TensorFlow's float32 kernels lose ~1e-4.
"""

from __future__ import annotations

import math as _math

import ivy

from .. import _special_math as _sm
from .._common import ivy_dtype_of
from ._promotion import FLOATING, binary, check_kind, convert
from .tensor import native, wrap

__all__ = ["bessel_i0", "bessel_i0e", "bessel_i1", "bessel_i1e", "betainc", "digamma", "erf",
           "erfc", "erfcinv", "erfinv", "igamma", "igammac", "lbeta", "lgamma", "ndtri",
           "polygamma", "zeta"]

_TWO_OVER_SQRT_PI = 2.0 / _math.sqrt(_math.pi)


def _float_in(op, x, wide=False):
    """(the input as a float32 / float64 native, its dtype name to return in); ``wide``: as
    float64 (the gamma family: the recurrence's cancellation near the zeros of lgamma costs
    float32 a few digits)."""
    d = check_kind(op, convert(x), FLOATING)
    name = str(ivy_dtype_of(d.dtype))
    if wide:
        return (d if name == "float64" else ivy.astype(d, "float64")), name
    return (d if name in ("float32", "float64") else ivy.astype(d, "float32")), name


def _out(y, name):
    return wrap(y if str(ivy_dtype_of(y.dtype)) == name else ivy.astype(y, name))


def _f64(x):
    return str(ivy_dtype_of(x.dtype)) == "float64"


def _full(x, v):
    return ivy.full_like(x, v)


# --- erf family ---------------------------------------------------------------------------------
def _erf_series(x):
    """erf(x) for |x| <= 2: 2/sqrt(pi) exp(-x^2) sum_k 2^k x^(2k+1) / (1*3*...*(2k+1))."""
    x2 = ivy.multiply(ivy.square(x), 2.0)
    term = x
    total = x
    for k in range(1, 44 if _f64(x) else 26):
        term = ivy.multiply(term, ivy.divide(x2, float(2 * k + 1)))
        total = ivy.add(total, term)
    return ivy.multiply(ivy.multiply(total, ivy.exp(ivy.negative(ivy.square(x)))),
                        _TWO_OVER_SQRT_PI)


def _erfc_cf(x):
    """erfc(x) for x >= 2: exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...))))."""
    f = x
    for k in range(60 if _f64(x) else 30, 0, -1):
        f = ivy.add(x, ivy.divide(k / 2.0, f))
    return ivy.divide(ivy.exp(ivy.negative(ivy.square(x))), ivy.multiply(f, _math.sqrt(_math.pi)))


def _erf_parts(x):
    """(small, erf(x) where |x| < 2, erfc(|x|) where |x| >= 2), each input kept in its range."""
    ax = ivy.abs(x)
    small = ivy.less(ax, 2.0)
    s = _erf_series(ivy.where(small, x, ivy.zeros_like(x)))
    c = _erfc_cf(ivy.where(small, _full(x, 2.0), ax))
    return small, s, c


def _erf(x):
    small, s, c = _erf_parts(x)
    tail = ivy.multiply(ivy.sign(x), ivy.subtract(1.0, c))
    return ivy.where(ivy.isnan(x), x, ivy.where(small, s, tail))


def _erfc(x):
    small, s, c = _erf_parts(x)
    tail = ivy.where(ivy.less(x, 0), ivy.subtract(2.0, c), c)
    return ivy.where(ivy.isnan(x), x, ivy.where(small, ivy.subtract(1.0, s), tail))


def erf(x, name=None):
    d, n = _float_in("Erf", x)
    return _out(_erf(d), n)


def erfc(x, name=None):
    d, n = _float_in("Erfc", x)
    return _out(_erfc(d), n)


def _newton_erf(a):
    """y with erf(y) = a, for 0 <= a <= 1/2 (Newton's method from erfinv's Taylor series)."""
    c = _math.sqrt(_math.pi) / 2.0
    a2 = ivy.square(a)
    y = ivy.multiply(ivy.multiply(a, c), ivy.add(ivy.add(ivy.multiply(a2, _math.pi / 12.0), 1.0),
                                                 ivy.multiply(ivy.square(a2),
                                                              7.0 * _math.pi ** 2 / 480.0)))
    for _ in range(4):
        slope = ivy.multiply(ivy.exp(ivy.negative(ivy.square(y))), _TWO_OVER_SQRT_PI)
        y = ivy.subtract(y, ivy.divide(ivy.subtract(_erf_series(y), a), slope))
    return y


def _newton_erfc(q):
    """y > 0 with erfc(y) = q, for 0 < q <= 1/2: Newton's method on log erfc(y) = log q from a
    closed-form first guess of erfinv (within ~2e-3)."""
    big = ivy.log(q)
    lg = ivy.add(big, ivy.log(ivy.subtract(2.0, q)))  # log(1 - x^2) = log(q (2 - q))
    a = 0.147
    b = ivy.add(ivy.multiply(lg, 0.5), 2.0 / (_math.pi * a))
    y = ivy.sqrt(ivy.subtract(ivy.sqrt(ivy.subtract(ivy.square(b), ivy.divide(lg, a))), b))
    for _ in range(4):
        small, s, c = _erf_parts(y)
        e = ivy.where(small, ivy.subtract(1.0, s), c)
        slope = ivy.multiply(ivy.exp(ivy.negative(ivy.square(y))), _TWO_OVER_SQRT_PI)
        y = ivy.add(y, ivy.multiply(ivy.subtract(ivy.log(e), big), ivy.divide(e, slope)))
    return y


def _erfinv(x):
    a = ivy.abs(x)
    near = ivy.less_equal(a, 0.5)
    y_near = _newton_erf(ivy.where(near, a, _full(a, 0.5)))
    q = ivy.subtract(1.0, a)  # exact for a >= 1/2
    y_far = _newton_erfc(ivy.where(ivy.logical_and(ivy.logical_not(near), ivy.greater(q, 0)), q,
                                   _full(a, 0.5)))
    y = ivy.multiply(ivy.sign(x), ivy.where(near, y_near, y_far))
    y = ivy.where(ivy.equal(a, 1.0), ivy.multiply(ivy.sign(x), float("inf")), y)
    return ivy.where(ivy.logical_or(ivy.greater(a, 1.0), ivy.isnan(x)), _full(x, float("nan")), y)


def _erfcinv(q):
    """y with erfc(y) = q, 0 <= q <= 2: each quarter of the range from the exact difference."""
    lo = ivy.less_equal(q, 0.5)
    mid_lo = ivy.logical_and(ivy.greater(q, 0.5), ivy.less_equal(q, 1.0))
    mid_hi = ivy.logical_and(ivy.greater(q, 1.0), ivy.less(q, 1.5))
    half = _full(q, 0.5)
    zero = ivy.zeros_like(q)
    y_lo = _newton_erfc(ivy.where(ivy.logical_and(lo, ivy.greater(q, 0)), q, half))
    y_hi = ivy.negative(_newton_erfc(ivy.where(ivy.logical_and(ivy.greater_equal(q, 1.5),
                                                               ivy.less(q, 2.0)),
                                               ivy.subtract(2.0, q), half)))
    y_mid = _newton_erf(ivy.where(mid_lo, ivy.subtract(1.0, q),
                                  ivy.where(mid_hi, ivy.subtract(q, 1.0), zero)))
    y = ivy.where(lo, y_lo, ivy.where(mid_lo, y_mid, ivy.where(mid_hi, ivy.negative(y_mid), y_hi)))
    y = ivy.where(ivy.equal(q, 0.0), _full(q, float("inf")), y)
    y = ivy.where(ivy.equal(q, 2.0), _full(q, -float("inf")), y)
    bad = ivy.logical_or(ivy.logical_or(ivy.less(q, 0.0), ivy.greater(q, 2.0)), ivy.isnan(q))
    return ivy.where(bad, _full(q, float("nan")), y)


def erfinv(x, name=None):
    d, n = _float_in("Erfinv", x)
    return _out(_erfinv(d), n)


def erfcinv(x, name=None):
    d, n = _float_in("Erfcinv", x)
    return _out(_erfcinv(d), n)


def ndtri(x, name=None):
    """The standard normal's quantile: ``-sqrt(2) erfcinv(2 p)``."""
    d, n = _float_in("Ndtri", x)
    return _out(ivy.multiply(_erfcinv(ivy.multiply(d, 2.0)), -_math.sqrt(2.0)), n)


# --- gamma family: ivy.frontends._special_math (lgamma, digamma) -------------------------


def lgamma(x, name=None):
    d, n = _float_in("Lgamma", x, wide=True)
    return _out(_sm.lgamma(d), n)


def digamma(x, name=None):
    d, n = _float_in("Digamma", x, wide=True)
    return _out(_sm.digamma(d), n)


def lbeta(x, name=None):
    """``log |B(x)|`` over the last axis: ``sum lgamma(x) - lgamma(sum x)``."""
    d, n = _float_in("lbeta", x, wide=True)
    return _out(ivy.subtract(ivy.sum(_sm.lgamma(d), axis=-1), _sm.lgamma(ivy.sum(d, axis=-1))), n)


# Euler-Maclaurin: B_2j / (2j)!
_EM = (1 / 12, -1 / 720, 1 / 30240, -1 / 1209600, 1 / 47900160, -691 / 1307674368000,
       1 / 74724249600, -3617 / 10670622842880000)


def _zeta(s, q):
    """Hurwitz zeta sum_k (q + k)^-s: s > 1 and q > 0, or integral s and q > -28 not an integer
    (the terms below 12 summed, Euler-Maclaurin beyond); nan elsewhere, as TensorFlow."""
    integral = ivy.equal(s, ivy.floor(s))
    q_int = ivy.equal(q, ivy.floor(q))
    ok = ivy.logical_and(ivy.greater(s, 1.0), ivy.logical_or(
        ivy.greater(q, 0.0), ivy.logical_and(integral, ivy.logical_not(q_int))))
    s1 = ivy.where(ok, s, _full(s, 2.0))
    w = ivy.where(ok, q, _full(q, 1.0))
    total = ivy.zeros_like(s1)
    for _ in range(40):
        below = ivy.less(w, 12.0)
        total = ivy.where(below, ivy.add(total, ivy.pow(w, ivy.negative(s1))), total)
        w = ivy.where(below, ivy.add(w, 1.0), w)
    wps = ivy.pow(w, ivy.negative(s1))
    total = ivy.add(total, ivy.divide(ivy.multiply(wps, w), ivy.subtract(s1, 1.0)))
    total = ivy.add(total, ivy.multiply(wps, 0.5))
    rising = s1  # s (s+1) ... (s + 2j - 2)
    power = ivy.divide(wps, w)  # w^(-s - 2j + 1)
    inv2 = ivy.reciprocal(ivy.square(w))
    for j, c in enumerate(_EM):
        total = ivy.add(total, ivy.multiply(ivy.multiply(rising, power), c))
        rising = ivy.multiply(rising, ivy.multiply(ivy.add(s1, float(2 * j + 1)),
                                                   ivy.add(s1, float(2 * j + 2))))
        power = ivy.multiply(power, inv2)
    out = ivy.where(ok, total, _full(s, float("nan")))
    out = ivy.where(ivy.logical_and(ivy.equal(s, 1.0), ivy.logical_not(ivy.isnan(q))),
                    _full(s, float("inf")), out)
    return ivy.where(ivy.isnan(s), s, out)


def zeta(x, q, name=None):
    """Hurwitz zeta ``sum_k (q + k)^-x`` (``x > 1``, ``q > 0``; nan elsewhere, inf at x = 1)."""
    a, b = binary("Zeta", x, q)
    a, n = _float_in("Zeta", a, wide=True)
    b = convert(b) if hasattr(b, "dtype") else ivy.full_like(a, float(b))
    b = ivy.astype(b, ivy_dtype_of(a.dtype))
    return _out(_zeta(a, b), n)


def polygamma(a, x, name=None):
    """``digamma`` for ``a = 0``, ``(-1)^(a+1) a! zeta(a + 1, x)`` for integral ``a > 0``."""
    n_, v = binary("Polygamma", a, x)
    v, n = _float_in("Polygamma", v, wide=True)
    order = convert(n_) if hasattr(n_, "dtype") else ivy.full_like(v, float(n_))
    order = ivy.astype(order, ivy_dtype_of(v.dtype))
    order, v = ivy.broadcast_arrays(order, v)
    sign = ivy.where(ivy.equal(ivy.remainder(order, 2.0), 0), _full(v, -1.0), _full(v, 1.0))
    fact = ivy.exp(_sm.lgamma(ivy.add(order, 1.0)))
    high = ivy.multiply(ivy.multiply(sign, fact), _zeta(ivy.add(order, 1.0), v))
    out = ivy.where(ivy.equal(order, 0), _sm.digamma(v), high)
    pole = ivy.logical_and(ivy.less_equal(v, 0), ivy.equal(v, ivy.floor(v)))
    odd = ivy.equal(ivy.remainder(order, 2.0), 1.0)  # TensorFlow: inf at odd orders, else nan
    out = ivy.where(ivy.logical_and(pole, ivy.greater(order, 0)),
                    ivy.where(odd, _full(v, float("inf")), _full(v, float("nan"))), out)
    bad = ivy.logical_or(ivy.less(order, 0), ivy.not_equal(order, ivy.floor(order)))
    return _out(ivy.where(bad, _full(v, float("nan")), out), n)


# --- modified Bessel functions of the first kind: ivy.frontends._special_math -------------


def bessel_i0(x, name=None):
    d, n = _float_in("BesselI0", x)
    return _out(_sm.bessel_i(d, 0), n)


def bessel_i0e(x, name=None):
    d, n = _float_in("BesselI0e", x)
    return _out(_sm.bessel_ie(d, 0), n)


def bessel_i1(x, name=None):
    d, n = _float_in("BesselI1", x)
    return _out(_sm.bessel_i(d, 1), n)


def bessel_i1e(x, name=None):
    d, n = _float_in("BesselI1e", x)
    return _out(_sm.bessel_ie(d, 1), n)


# --- incomplete gamma and beta -------------------------------------------------------------------
_TERMS = 300


def _igamma_parts(a, x):
    """(use_series, P by its series, Q by its continued fraction), inputs kept in range."""
    ok = ivy.logical_and(ivy.greater(a, 0), ivy.greater(x, 0))
    a1 = ivy.where(ok, a, ivy.ones_like(a))
    x1 = ivy.where(ok, x, ivy.ones_like(x))
    series = ivy.less(x1, ivy.add(a1, 1.0))
    # log(x^a e^-x / Gamma(a)): the common factor of both forms
    log_pre = ivy.subtract(ivy.subtract(ivy.multiply(a1, ivy.log(x1)), x1), _sm.lgamma(a1))
    # P = x^a e^-x / Gamma(a + 1) * sum_n x^n / ((a+1) ... (a+n))
    xs = ivy.where(series, x1, ivy.zeros_like(x1))
    term = ivy.ones_like(a1)
    total = term
    for n in range(1, _TERMS):
        term = ivy.multiply(term, ivy.divide(xs, ivy.add(a1, float(n))))
        total = ivy.add(total, term)
    p = ivy.divide(ivy.multiply(ivy.exp(log_pre), total), a1)
    # Q = x^a e^-x / Gamma(a) / (x + 1 - a - 1(1-a) / (x + 3 - a - 2(2-a) / (x + 5 - a - ...)))
    xc = ivy.where(series, ivy.add(a1, 1.0), x1)
    f = ivy.subtract(ivy.add(xc, float(2 * _TERMS + 1)), a1)
    for n in range(_TERMS, 0, -1):
        f = ivy.subtract(ivy.subtract(ivy.add(xc, float(2 * n - 1)), a1),
                         ivy.divide(ivy.multiply(ivy.subtract(float(n), a1), float(n)), f))
    q = ivy.divide(ivy.exp(log_pre), f)
    return series, p, q


def _igamma_edges(a, x, out, lower):
    """TensorFlow's values at the domain's edges: nan for a <= 0 or x < 0, P(a, 0) = 0,
    P(a, inf) = 1 (Q the complements)."""
    zero, one = ivy.zeros_like(out), ivy.ones_like(out)
    out = ivy.where(ivy.equal(x, 0), zero if lower else one, out)
    out = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), one if lower else zero, out)
    bad = ivy.logical_or(ivy.logical_or(ivy.less_equal(a, 0), ivy.less(x, 0)),
                         ivy.logical_or(ivy.isnan(a), ivy.isnan(x)))
    return ivy.where(bad, _full(out, float("nan")), out)


def _pair(op, a, x):
    a_, x_ = binary(op, a, x)
    a_, n = _float_in(op, a_, wide=True)
    x_ = convert(x_) if hasattr(x_, "dtype") else ivy.full_like(a_, float(x_))
    x_ = ivy.astype(x_, ivy_dtype_of(a_.dtype))
    a_, x_ = ivy.broadcast_arrays(a_, x_)
    return a_, x_, n


def igamma(a, x, name=None):
    """The regularised lower incomplete gamma function ``P(a, x)``."""
    a_, x_, n = _pair("Igamma", a, x)
    series, p, q = _igamma_parts(a_, x_)
    return _out(_igamma_edges(a_, x_, ivy.where(series, p, ivy.subtract(1.0, q)), True), n)


def igammac(a, x, name=None):
    """The regularised upper incomplete gamma function ``Q(a, x) = 1 - P(a, x)``."""
    a_, x_, n = _pair("Igammac", a, x)
    series, p, q = _igamma_parts(a_, x_)
    return _out(_igamma_edges(a_, x_, ivy.where(series, ivy.subtract(1.0, p), q), False), n)


def _betainc_cf(a, b, x):
    """I_x(a, b) for x < (a + 1) / (a + b + 2), from its continued fraction
    x^a (1-x)^b / (a B(a, b)) / (1 + d1 / (1 + d2 / (1 + ...))), evaluated backwards."""
    f = ivy.ones_like(x)
    for k in range(2 * _TERMS, 0, -1):
        m = float(k // 2)
        if k % 2:  # d_(2m+1) = -(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1))
            num = ivy.negative(ivy.multiply(ivy.multiply(ivy.add(a, m), ivy.add(ivy.add(a, b), m)),
                                            x))
            den = ivy.multiply(ivy.add(a, 2 * m), ivy.add(a, 2 * m + 1))
        else:  # d_(2m) = m (b - m) x / ((a + 2m - 1)(a + 2m))
            num = ivy.multiply(ivy.multiply(ivy.subtract(b, m), m), x)
            den = ivy.multiply(ivy.add(a, 2 * m - 1), ivy.add(a, 2 * m))
        f = ivy.add(1.0, ivy.divide(ivy.divide(num, den), f))
    log_front = ivy.subtract(ivy.add(ivy.multiply(a, ivy.log(x)),
                                     ivy.multiply(b, ivy.log1p(ivy.negative(x)))),
                             ivy.subtract(ivy.add(_sm.lgamma(a), _sm.lgamma(b)), _sm.lgamma(ivy.add(a, b))))
    return ivy.divide(ivy.exp(log_front), ivy.multiply(a, f))


def betainc(a, b, x, name=None):
    """The regularised incomplete beta function ``I_x(a, b)``."""
    a_, b_ = binary("Betainc", a, b)
    a_, n = _float_in("Betainc", a_, wide=True)
    like = ivy_dtype_of(a_.dtype)
    b_ = ivy.astype(convert(b_) if hasattr(b_, "dtype") else ivy.full_like(a_, float(b_)), like)
    x_ = native(x)
    x_ = ivy.astype(convert(x_) if hasattr(x_, "dtype") else ivy.full_like(a_, float(x_)), like)
    a_, b_, x_ = ivy.broadcast_arrays(a_, b_, x_)
    ok = ivy.logical_and(ivy.logical_and(ivy.greater(a_, 0), ivy.greater(b_, 0)),
                         ivy.logical_and(ivy.greater(x_, 0), ivy.less(x_, 1)))
    one = ivy.ones_like(a_)
    a1, b1 = ivy.where(ok, a_, one), ivy.where(ok, b_, one)
    x1 = ivy.where(ok, x_, ivy.multiply(one, 0.5))
    # the fraction converges fast below (a + 1) / (a + b + 2); above, I_x(a, b) = 1 - I_1-x(b, a)
    flip = ivy.greater(x1, ivy.divide(ivy.add(a1, 1.0), ivy.add(ivy.add(a1, b1), 2.0)))
    aa, bb = ivy.where(flip, b1, a1), ivy.where(flip, a1, b1)
    xx = ivy.where(flip, ivy.subtract(1.0, x1), x1)
    v = _betainc_cf(aa, bb, xx)
    out = ivy.where(flip, ivy.subtract(1.0, v), v)
    out = ivy.where(ivy.equal(x_, 0), ivy.zeros_like(out), out)
    out = ivy.where(ivy.equal(x_, 1), one, out)
    bad = ivy.logical_or(ivy.logical_or(ivy.less_equal(a_, 0), ivy.less_equal(b_, 0)),
                         ivy.logical_or(ivy.less(x_, 0), ivy.greater(x_, 1)))
    bad = ivy.logical_or(bad, ivy.logical_or(ivy.isnan(x_), ivy.logical_or(ivy.isnan(a_),
                                                                            ivy.isnan(b_))))
    return _out(ivy.where(bad, _full(out, float("nan")), out), n)
