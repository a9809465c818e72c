"""JAX kernels: ``astype`` (the other data type functions are backend-agnostic, in ivy.dtypes)."""

import jax.numpy as jnp

from ._helpers import native_device, native_dtype


def astype(x, dtype, /, *, copy=True, device=None):
    d = native_dtype(dtype)
    if not copy and device is None and x.dtype == d:
        return x
    return jnp.astype(x, d, copy=copy, device=native_device(device))
