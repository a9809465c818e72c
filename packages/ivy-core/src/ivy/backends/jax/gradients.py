"""JAX kernels: gradients through JAX's transforms (``value_and_grad``, ``vjp``, ``jvp``,
``jacrev``), which nest by themselves for higher orders. JAX differentiates values: every
floating array is a variable."""

import contextlib

import jax
import jax.numpy as jnp

from ...errors import IvyDtypeError, IvyUnsupportedError


@contextlib.contextmanager
def _reverse_mode(fname):
    """JAX's refusal to differentiate a while loop in reverse mode, said in Ivy's words."""
    try:
        yield
    except ValueError as e:
        if "Reverse-mode differentiation does not work for lax.while_loop" not in str(e):
            raise
        raise IvyUnsupportedError(
            f"ivy.{fname} is not supported on the 'jax' backend through a loop of unknown trip "
            f"count (ivy.while_loop, or ivy.fori_loop with array bounds): JAX differentiates "
            f"such loops only in forward mode (ivy.jvp). Use ivy.fori_loop with Python int "
            f"bounds or ivy.scan, whose trip count is fixed") from e


def execute_with_gradients(func, xs, has_aux, /, *, nested):
    with _reverse_mode("grad"):
        if has_aux:
            (y, aux), grads = jax.value_and_grad(func, has_aux=True)(xs)
            return y, grads, aux
        y, grads = jax.value_and_grad(func)(xs)
    return y, grads, None


def is_variable(x, /):
    return bool(jnp.issubdtype(x.dtype, jnp.inexact))


def jac(func, xs, /, *, nested):
    with _reverse_mode("jac"):
        return jax.jacrev(func)(xs)


def jvp(func, xs, tangents, /, *, nested):
    return jax.jvp(func, (xs,), (tangents,))


def stop_gradient(x, /):
    return jax.lax.stop_gradient(x)


def variable(x, /):
    if not jnp.issubdtype(x.dtype, jnp.inexact):
        raise IvyDtypeError(f"ivy.variable: only floating arrays can be variables on the 'jax' "
                            f"backend, got dtype {x.dtype}; cast it first (ivy.astype)")
    return x


def vjp(func, xs, /, *, nested):
    outs, pull = jax.vjp(func, xs)

    def vjp_fn(cots, *, nested=False):
        with _reverse_mode("vjp"):
            return pull(list(cots))[0]

    return outs, vjp_fn
