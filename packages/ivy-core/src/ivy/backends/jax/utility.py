"""JAX kernels: utility functions."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

import jax.numpy as jnp

from ... import dtypes as _dt
from ._helpers import native_dtype


def all(x, /, *, axis=None, keepdims=False):
    if x.dtype.kind == "c":  # jnp.all tests only the real part of complex input
        x = x != 0
    return jnp.all(x, axis=axis, keepdims=keepdims)


def any(x, /, *, axis=None, keepdims=False):
    if x.dtype.kind == "c":  # jnp.any tests only the real part of complex input
        x = x != 0
    return jnp.any(x, axis=axis, keepdims=keepdims)


def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    # mixed dtypes of x / prepend / append follow Ivy's promotion, not JAX's
    if prepend is None and append is None:
        return jnp.diff(x, n=n, axis=axis)
    parts = [a for a in (prepend, x, append) if a is not None]
    if [a for a in parts if a.dtype != x.dtype]:  # (``any`` is shadowed here)
        d = native_dtype(_dt.result_type(*parts))
        x = x.astype(d)
        prepend = None if prepend is None else prepend.astype(d)
        append = None if append is None else append.astype(d)
    return jnp.diff(x, n=n, axis=axis, prepend=prepend, append=append)
