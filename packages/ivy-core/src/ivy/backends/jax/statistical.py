"""JAX kernels: statistical functions. Sums and products of small integers accumulate in the
default integer width (unsigned stays unsigned), as the standard says."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

import jax.numpy as jnp

from ...errors import IvyValueError
from .._composed import scan_kernel
from ._helpers import accumulation_dtype, promote_all

# dtypes that are their own accumulator: cumsum/cumprod of them without Ivy's options is JAX's
_SCAN_SELF = frozenset(jnp.dtype(d) for d in ("float16", "bfloat16", "float32", "float64",
                                              "complex64", "complex128", "int64"))
cumprod = scan_kernel("jax", "cumprod", jnp.cumprod, _SCAN_SELF)
cumsum = scan_kernel("jax", "cumsum", jnp.cumsum, _SCAN_SELF)


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return jnp.cumulative_prod(x, axis=axis, dtype=accumulation_dtype(x, dtype, "cumulative_prod"),
                               include_initial=include_initial)


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return jnp.cumulative_sum(x, axis=axis, dtype=accumulation_dtype(x, dtype, "cumulative_sum"),
                              include_initial=include_initial)


def einsum(equation, *operands):
    operands = promote_all(operands)  # Ivy's promotion, not JAX's
    try:
        out = jnp.einsum(equation, *operands)
    except (ValueError, TypeError) as e:
        raise IvyValueError(f"ivy.einsum: {equation!r} does not fit operands of shapes "
                            f"{[o.shape for o in operands]}: {e}") from e
    if operands and operands[0].dtype == bool:  # JAX sums bool products as integers
        return out != 0
    return out


max = jnp.max
mean = jnp.mean
min = jnp.min


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return jnp.prod(x, axis=axis, dtype=accumulation_dtype(x, dtype, "prod"), keepdims=keepdims)


def std(x, /, *, axis=None, correction=0.0, keepdims=False):  # correction=: a native keyword
    if x.dtype.itemsize == 2 and x.dtype.kind in "fV":  # half: squares in float32 (as PyTorch)
        return jnp.std(x, axis=axis, correction=correction, keepdims=keepdims,
                       dtype=jnp.float32).astype(x.dtype)
    return jnp.std(x, axis=axis, correction=correction, keepdims=keepdims)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    return jnp.sum(x, axis=axis, dtype=accumulation_dtype(x, dtype, "sum"), keepdims=keepdims)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    if x.dtype.itemsize == 2 and x.dtype.kind in "fV":  # half: squares in float32 (as PyTorch)
        return jnp.var(x, axis=axis, correction=correction, keepdims=keepdims,
                       dtype=jnp.float32).astype(x.dtype)
    return jnp.var(x, axis=axis, correction=correction, keepdims=keepdims)
