"""Input checks shared by ivy_mech's public functions, and numerically safe building blocks.

Every public function validates its inputs once, at the edge (STYLE habit 14), and raises
:class:`ivy.IvyValueError` naming the function and the expected shape. The private helpers below
trust their inputs.

Safe helpers use the "double where" trick: where an expression is singular (a norm at zero, an
``atan2`` at the origin), it is evaluated on a harmless substitute input and the result is then
replaced by a where. Both branches stay finite, so reverse-mode gradients are finite too (a where
alone would multiply a nan gradient of the unused branch by zero, which is still nan).
"""

import ivy

# the 12 extrinsic Euler conventions, R = R_c3(a3) @ R_c2(a2) @ R_c1(a1)
CONVENTIONS = ("xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx")
_AXIS = {"x": 0, "y": 1, "z": 2}
_AXES = {c: tuple(_AXIS[a] for a in c) for c in CONVENTIONS}


def _fits(tail, trailing):
    """Each size of ``tail`` equals ``trailing``'s (``None`` in either matches any): a loop,
    not ``any()`` of a generator (these checks run on every call of a planning step)."""
    for d, t in zip(tail, trailing):
        if t is not None and d is not None and d != t:
            return False
    return True


def check_shape(x, trailing, fname, argname):
    """Raise IvyValueError unless ``x`` is an array whose shape ends with ``trailing``."""
    shape = getattr(x, "shape", None)
    if shape is None:
        raise ivy.IvyValueError(
            f"ivy_mech.{fname}: expected {argname} to be an array of shape "
            f"{_shape_text(trailing)}, got a {type(x).__name__}")
    shape = tuple(shape)
    n = len(trailing)
    if len(shape) < n or not _fits(shape[-n:], trailing):
        raise ivy.IvyValueError(
            f"ivy_mech.{fname}: expected {argname} of shape {_shape_text(trailing)}, "
            f"got shape {shape}")


def euler_axes(convention, fname):
    """The axis indices ``(i, j, k)`` of an Euler convention string, or IvyValueError."""
    axes = _AXES.get(convention)
    if axes is None:
        raise ivy.IvyValueError(
            f"ivy_mech.{fname}: unknown Euler convention {convention!r}; expected one of "
            f"{', '.join(CONVENTIONS)} (extrinsic, lowercase)")
    return axes


def _shape_text(trailing):
    return "[..., " + ", ".join("n" if t is None else str(t) for t in trailing) + "]"


# --- numerically safe helpers (double where) ------------------------------------------------
def safe_norm(x, keepdims=False):
    """Euclidean norm over the last axis, with a zero (not nan) gradient at the origin."""
    sq = ivy.sum(ivy.multiply(x, x), axis=-1, keepdims=keepdims)
    pos = ivy.greater(sq, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)


def safe_sqrt(x):
    """``sqrt(x)`` of ``x >= 0`` with a zero (not inf) gradient at 0."""
    pos = ivy.greater(x, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, x, 1.0)), 0.0)


def safe_hypot(a, b):
    """``sqrt(a**2 + b**2)`` with a zero (not nan) gradient at ``a = b = 0``."""
    sq = ivy.add(ivy.multiply(a, a), ivy.multiply(b, b))
    pos = ivy.greater(sq, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)


def safe_atan2(y, x):
    """``atan2(y, x)``, 0 at the origin, with finite gradients there."""
    origin = ivy.logical_and(ivy.equal(x, 0.0), ivy.equal(y, 0.0))
    return ivy.where(origin, 0.0, ivy.atan2(y, ivy.where(origin, 1.0, x)))


def unit(x, default_axis=2):
    """``x / |x|`` over the last axis (size 3); the unit vector of ``default_axis`` where x = 0."""
    n = safe_norm(x, keepdims=True)
    pos = ivy.greater(n, 0.0)
    zero = ivy.zeros_like(n)
    default = ivy.concat([ivy.ones_like(n) if i == default_axis else zero for i in range(3)],
                         axis=-1)
    return ivy.where(pos, ivy.divide(x, ivy.where(pos, n, 1.0)), default)


def wrap_angle(a):
    """Wrap angles in ``[-2 pi, 2 pi]`` to ``[-pi, pi)`` (one shift by 2 pi; gradient 1).

    Written with wheres rather than ``remainder``: exact, and differentiable on every backend."""
    a = ivy.where(ivy.greater_equal(a, ivy.pi), ivy.subtract(a, 2.0 * ivy.pi), a)
    return ivy.where(ivy.less(a, -ivy.pi), ivy.add(a, 2.0 * ivy.pi), a)
