"""JAX kernels: control flow on ``jax.lax``'s structured primitives (a loop stays one loop in
the jaxpr; ``lax.fori_loop`` with Python int bounds is a ``scan``, differentiable in reverse)."""

from jax import lax


def associative_scan(combine, leaves, reverse, axis):
    return lax.associative_scan(combine, leaves, reverse=reverse, axis=axis)


def cond(pred, true_fn, false_fn):
    return lax.cond(pred, true_fn, false_fn)


def fori_loop(xp, lower, upper, body_fn, init):
    return lax.fori_loop(lower, upper, body_fn, init)


def scan(xp, f, init, xs, length, reverse, y_like):
    return lax.scan(f, init, xs if xs else None, length=length, reverse=reverse)


def switch(index, branches):
    return lax.switch(index, branches)


def while_loop(cond_fn, body_fn, init):
    return lax.while_loop(cond_fn, body_fn, init)
