"""JAX kernels: function transformations through JAX's own (``jax.vmap``, ``jax.jacrev``,
``jax.jacfwd``, ``jax.hessian``), which compose with each other and with ``jax.jit``. The
functions take and return flat lists of arrays."""

import jax


def hessian(func, xs, /, *, nested):
    return jax.hessian(func)(xs)


def jacobian(func, xs, mode, /, *, nested):
    return (jax.jacrev if mode == "reverse" else jax.jacfwd)(func)(xs)


def vmap(func, xs, size, /):
    return jax.vmap(func)(xs)
