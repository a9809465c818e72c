"""JAX kernels: elementwise functions. Bound directly where jax.numpy matches the standard;
binary functions go through ``binary`` for Ivy's promotion (JAX's lattice differs)."""

# ruff: noqa: A001, A002  (standard names shadow builtins on purpose)

import jax.numpy as jnp
from jax import lax

from ... import dtypes as _dt
from .._numpy_like import elementwise_kernels
from ._helpers import binary, native_dtype

# the kernels NumPy-API backends share (one table in _numpy_like); below, only what differs
globals().update(elementwise_kernels(jnp, binary, native_dtype))


_INF, _NAN = float("inf"), float("nan")


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


def exp(x, /):
    out = jnp.exp(x)
    if x.dtype.kind != "c":
        return out
    # C99 for an infinite real part with an infinite imaginary part (JAX gives nan + nan j):
    # exp(+inf +- inf j) = inf + nan j, exp(-inf +- inf j) = 0 + 0 j
    both = jnp.isinf(x.real) & jnp.isinf(x.imag)
    return jnp.where(both, jnp.where(x.real > 0, complex(_INF, _NAN), 0j), out)


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


def sqrt(x, /):
    if x.dtype.kind != "c":
        return jnp.sqrt(x)
    # JAX ignores the sign of a zero imaginary part (the branch cut): sqrt(-2.5 - 0j) must be
    # -1.58j. Take the root of the upper half-plane point, then give it x.imag's sign.
    out = jnp.sqrt(lax.complex(x.real, jnp.abs(x.imag)))
    return lax.complex(out.real, jnp.copysign(out.imag, x.imag))


trunc = jnp.trunc  # integer input keeps its dtype
