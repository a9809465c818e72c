"""Argument checks shared by the neural-network categories (activations, losses, norms, layers).

Each check runs once, at the public edge: in a composed definition's body, or in a backend kernel
before its native fast path. They read shapes only (never values), so they cost no backend op and
work on traced arrays (``jax.jit``, ``tf.function``) whose shapes are static.
"""

from __future__ import annotations

from ..errors import IvyDtypeError, IvyValueError  # noqa: F401 - re-exported to the nn modules

REDUCTIONS = ("mean", "sum", "none")


def shape_of(x):
    """``x``'s shape as a tuple of Python ints (``None`` for a dimension unknown while tracing)."""
    return tuple(None if d is None else int(d) for d in x.shape)


def axis(fname, ndim, ax, what="axis"):
    """``ax`` as a non-negative axis of an ``ndim``-d array, or an IvyValueError naming ``fname``."""
    if type(ax) is not int and not hasattr(ax, "__index__"):
        raise IvyValueError(f"ivy.{fname}: {what} must be an int, got {ax!r}")
    a = int(ax)
    if not -ndim <= a < ndim:
        raise IvyValueError(f"ivy.{fname}: {what} {a} is out of bounds for an array of {ndim} "
                            f"dimension{'s' if ndim != 1 else ''}")
    return a % ndim


def axes(fname, ndim, ax, what="axes"):
    """A sorted tuple of distinct non-negative axes from an int or a sequence of ints."""
    seq = (ax,) if type(ax) is int or hasattr(ax, "__index__") else tuple(ax)
    if not seq:
        raise IvyValueError(f"ivy.{fname}: {what} must name at least one axis")
    out = tuple(sorted(axis(fname, ndim, a, what) for a in seq))
    if len(set(out)) != len(out):
        raise IvyValueError(f"ivy.{fname}: repeated axis in {what} {tuple(seq)}")
    return out


def reduction(fname, red):
    """Check a loss's ``reduction`` argument."""
    if red not in REDUCTIONS:
        raise IvyValueError(f"ivy.{fname}: reduction must be one of 'mean', 'sum', 'none'; got "
                            f"{red!r}")


def same_shape(fname, a, b, names):
    """``a`` and ``b`` must have equal shapes."""
    sa, sb = shape_of(a), shape_of(b)
    if sa != sb:
        raise IvyValueError(f"ivy.{fname}: {names[0]} of shape {sa} and {names[1]} of shape {sb} "
                            f"must have the same shape")


def min_ndim(fname, x, n, name, layout):
    """``x`` must have at least ``n`` dimensions (``layout`` describes them, e.g. ``[..., N, C]``)."""
    if x.ndim < n:
        raise IvyValueError(f"ivy.{fname}: {name} must have at least {n} dimension"
                            f"{'s' if n != 1 else ''} ({layout}), got shape {shape_of(x)}")


def vector(fname, v, size, name):
    """Optional ``v`` (None) or a 1-d array of length ``size``."""
    if v is not None and shape_of(v) != (size,):
        raise IvyValueError(f"ivy.{fname}: {name} must have shape ({size},), got "
                            f"{shape_of(v)}")


def broadcasts_into(fname, v, target, name):
    """Optional ``v`` broadcasts to ``target`` without enlarging it."""
    if v is None:
        return
    s = shape_of(v)
    ok = len(s) <= len(target) and all(
        d in (1, t) for d, t in zip(s[::-1], target[::-1]) if d is not None and t is not None)
    if not ok:
        raise IvyValueError(f"ivy.{fname}: {name} of shape {s} does not broadcast to the shape "
                            f"{target} it applies to")


def probability(fname, p, name):
    """``p`` is a Python number in ``[0, 1]``."""
    if not _number(p) or not 0 <= p <= 1:
        raise IvyValueError(f"ivy.{fname}: {name} must be a Python number in [0, 1], got {p!r}")


def positive(fname, v, name):
    if not _number(v) or not v > 0:
        raise IvyValueError(f"ivy.{fname}: {name} must be a positive Python number, got {v!r}")


def _number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def device_of(xp, x):
    """``x``'s Ivy device; None (the default device) for an array JAX is tracing, which has none."""
    try:
        return xp.dev(x)
    except AttributeError:
        return None
