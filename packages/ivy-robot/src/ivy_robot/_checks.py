"""Input checks of ivy_robot's public functions (once, at the edge) and safe building blocks."""

import ivy


def check_shape(x, trailing, fname, argname):
    """The shape of ``x`` (a tuple), or IvyValueError unless it is an array ending in
    ``trailing`` (``None`` matches any length)."""
    shape = getattr(x, "shape", None)
    if shape is None:
        raise ivy.IvyValueError(f"ivy_robot.{fname}: expected {argname} to be an array of shape "
                                f"{shape_text(trailing)}, got a {type(x).__name__}")
    shape = tuple(shape)
    n = len(trailing)
    if len(shape) < n or any(t is not None and d is not None and d != t
                             for d, t in zip(shape[-n:], trailing)):
        raise ivy.IvyValueError(f"ivy_robot.{fname}: expected {argname} of shape "
                                f"{shape_text(trailing)}, got shape {shape}")
    return shape


def shape_text(trailing):
    return "[..., " + ", ".join("n" if t is None else str(t) for t in trailing) + "]"


def concrete(x):
    """``x`` as a NumPy array where its values are known (eager), else None (being traced by
    a compiler): value checks run only on concrete arrays."""
    if ivy.compiler.is_compiling():  # torch.compile: a value read would break the graph
        return None
    try:
        return ivy.to_numpy(x)
    except Exception:  # noqa: BLE001 - a tracer or symbolic tensor has no values
        return None


def safe_sqrt(sq):
    """``sqrt(sq)`` of ``sq >= 0`` with a zero (not inf / nan) gradient at 0 (double where)."""
    pos = ivy.greater(sq, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)
