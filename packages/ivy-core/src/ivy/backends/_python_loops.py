"""Control flow as Python loops and branches: the kernels of NumPy and MXNet (no compiler to
keep a loop a loop) and of PyTorch outside ``torch.compile``.

Every function takes flat lists of native arrays and functions of such lists (the public layer,
``ivy/functional/control_flow.py``, flattens the user's nests and checks each step's carry), so
one definition serves every backend: ``xp`` is the backend's kernel namespace where arrays are
made or stacked. Gradients flow through these loops wherever the framework records eager
operations (PyTorch's and MXNet's autograd).
"""

from __future__ import annotations

from .. import _nest


def cond(pred, true_fn, false_fn):
    """``true_fn()`` if ``pred`` else ``false_fn()`` (``pred`` a 0-d array)."""
    return true_fn() if bool(pred) else false_fn()


def switch(index, branches):
    """``branches[index]()``, the index clamped into range as ``jax.lax.switch`` does."""
    i = min(max(int(index), 0), len(branches) - 1)
    return branches[i]()


def while_loop(cond_fn, body_fn, init):
    val = init
    while bool(cond_fn(val)):
        val = body_fn(val)
    return val


def fori_loop(xp, lower, upper, body_fn, init):
    """``body_fn(i, val)`` for ``i`` in ``range(lower, upper)``, ``i`` a 0-d integer array of
    the default integer dtype (as JAX passes a traced integer)."""
    val = init
    for i in range(int(lower), int(upper)):
        val = body_fn(xp.asarray(i), val)
    return val


def scan(xp, f, init, xs, length, reverse, y_like):
    """``f(carry, [x[i] for x in xs]) -> (carry, y)`` over ``i`` in order (or reversed); the
    ``y`` of every step (a nest of arrays) stacked along a new leading axis. ``y_like()`` gives
    the per-step output of a zero-length scan (shapes and dtypes only)."""
    carry = init
    steps = []
    tree = None
    order = range(length - 1, -1, -1) if reverse else range(length)
    for i in order:
        carry, y = f(carry, [x[i] for x in xs])
        ys, t = _nest.flatten(y)
        if tree is None:
            tree = t
        elif not _nest.same(t, tree):
            raise ValueError("scan: f returned outputs y of different structures in two steps")
        steps.append(ys)
    if not steps:
        ys, tree = _nest.flatten(y_like())
        return carry, tree.unflatten([xp.zeros((0, *tuple(xp.asarray(y).shape)),
                                               dtype=xp.asarray(y).dtype) for y in ys])
    if reverse:
        steps.reverse()
    return carry, tree.unflatten([xp.stack([s[j] for s in steps]) for j in range(len(steps[0]))])
