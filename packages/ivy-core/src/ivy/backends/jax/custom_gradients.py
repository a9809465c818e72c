"""JAX kernels: custom gradients through ``jax.custom_vjp`` and rematerialisation through
``jax.checkpoint``; both compose with every JAX transform (``jit``, ``vmap``, higher orders)."""

import jax

FORWARD_ONLY = False


def checkpoint(func, xs, /):
    return jax.checkpoint(lambda *a: func(list(a)))(*xs)


def custom_vjp(primal, fwd, bwd, xs, /):
    f = jax.custom_vjp(lambda *a: primal(list(a)))
    f.defvjp(lambda *a: fwd(list(a)), lambda res, cots: tuple(bwd(list(res), list(cots))))
    return f(*xs)
