"""Conversions between every pair of rotation representations, and target-facing rotations.

The 30 pairwise converters (``quaternion_to_rot_mat``, ``rot_mat_to_euler``, ...) are generated
from the primitives in :mod:`ivy_mech._rotation`: each one follows the shortest chain of
primitives through the conversion graph, with its own name, signature, input check and docstring.

Representations (batch dimensions lead):

* ``rot_mat`` ``[..., 3, 3]``: rotation matrix (orthonormal, det 1);
* ``quaternion`` ``[..., 4]``: ``[qx, qy, qz, qw]``, Hamilton, scalar last; any non-zero norm
  is accepted (inputs are normalised); outputs are unit with ``qw >= 0``;
* ``axis_angle`` ``[..., 4]``: ``[ex, ey, ez, theta]``; the axis is normalised on input; outputs
  have ``theta`` in ``[0, pi]`` and, at ``theta = 0``, the axis ``[0, 0, 1]``;
* ``rot_vec`` ``[..., 3]``: ``theta * e``;
* ``polar_axis_angle`` ``[..., 3]``: ``[inclination, azimuth, theta]``, the axis being
  ``[sin(inc) cos(az), sin(inc) sin(az), cos(inc)]``;
* ``euler`` ``[..., 3]``: angles ``[a1, a2, a3]`` of an extrinsic ``convention`` ``c1 c2 c3``
  (one of ``xyx yzy zxz xzx yxy zyz xyz yzx zxy xzy yxz zyx``, default ``zyx``):
  ``R = R_c3(a3) @ R_c2(a2) @ R_c1(a1)``, as SciPy's lowercase ``Rotation.from_euler``. Output
  first and third angles lie in ``[-pi, pi)``, the middle one in ``[0, pi]`` (symmetric conventions)
  or ``[-pi/2, pi/2]``; at gimbal lock the third angle is 0, as in SciPy.

Singularities: at ``theta = 0`` (identity) and in Euler gimbal lock the outputs are chosen as
above and gradients are finite (``double where``, see :mod:`ivy_mech._checks`); the gradient of a
quantity that is undefined there (the axis at ``theta = 0``, the split between first and third
Euler angle at gimbal lock) is 0, not its limit.
"""

import linecache
from collections import deque

import ivy

from . import _rotation as R
from ._checks import check_shape, euler_axes, safe_norm

# name -> (shape, argument name, description, example input, example output: 90 deg about z)
REPRESENTATIONS = {
    "rot_mat": ((3, 3), "rot_mat", "rotation matrix",
                "[[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]",
                "[[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]"),
    "quaternion": ((4,), "quaternion", "quaternion ``[qx, qy, qz, qw]``",
                   "[0.0, 0.0, 0.7071068, 0.7071068]", "[0.0, 0.0, 0.7071, 0.7071]"),
    "axis_angle": ((4,), "axis_angle", "axis-angle ``[ex, ey, ez, theta]``",
                   "[0.0, 0.0, 1.0, 1.5707963]", "[0.0, 0.0, 1.0, 1.5708]"),
    "rot_vec": ((3,), "rot_vec", "rotation vector ``theta * e``",
                "[0.0, 0.0, 1.5707963]", "[0.0, 0.0, 1.5708]"),
    "polar_axis_angle": ((3,), "polar_axis_angle",
                         "polar axis-angle ``[inclination, azimuth, theta]``",
                         "[0.0, 0.0, 1.5707963]", "[0.0, 0.0, 1.5708]"),
    "euler": ((3,), "euler_angles", "Euler angles ``[a1, a2, a3]`` (extrinsic ``convention``)",
              "[1.5707963, 0.0, 0.0]", "[1.5708, 0.0, 0.0]"),
}
_SHORT = {"rot_mat": "m", "quaternion": "q", "axis_angle": "aa", "rot_vec": "rv",
          "polar_axis_angle": "paa", "euler": "e"}
_NOTES = {
    "quaternion": "The quaternion is unit, with ``qw >= 0``.",
    "axis_angle": "``theta`` is in ``[0, pi]``; at ``theta = 0`` the axis is ``[0, 0, 1]``.",
    "euler": ("First and third angles are in ``[-pi, pi)``, the middle one in ``[0, pi]`` "
              "(symmetric\nconventions) or ``[-pi/2, pi/2]``; at gimbal lock the third angle is 0, "
              "as in SciPy."),
    "polar_axis_angle": "At ``theta = 0`` the axis is ``[0, 0, 1]`` (inclination 0, azimuth 0).",
}
_CONVENTION_ARG = ("    convention: extrinsic Euler convention, one of ``xyx yzy zxz xzx yxy zyz "
                   "xyz yzx zxy xzy yxz zyx``\n        (default ``zyx``).\n")


def _primitive_edges():
    edges = {}
    for name in dir(R):
        a, _, b = name.partition("2")
        if _ and a in _SHORT.values() and b in _SHORT.values():
            edges[(a, b)] = getattr(R, name)
    return edges


_EDGES = _primitive_edges()


def _route(src, dst):
    """Shortest chain of primitives from representation ``src`` to ``dst`` (short names)."""
    prev, todo = {src: None}, deque([src])
    while todo:
        node = todo.popleft()
        for a, b in _EDGES:
            if a == node and b not in prev:
                prev[b] = a
                todo.append(b)
    path = [dst]
    while path[-1] != src:
        path.append(prev[path[-1]])
    path.reverse()
    return list(zip(path[:-1], path[1:]))


def converter(src, dst):
    """Unchecked ``src -> dst`` conversion ``f(x, axes)`` (``axes``: Euler axes or None)."""
    steps = []
    for a, b in _route(_SHORT[src], _SHORT[dst]):
        fn = _EDGES[(a, b)]
        steps.append((fn, a == "e" or b == "e"))

    def convert(x, axes=None):
        for fn, uses_axes in steps:
            x = fn(x, axes) if uses_axes else fn(x)
        return x

    return convert


def _doc(src, dst, name):
    s_shape, s_arg, s_desc, s_in, _ = REPRESENTATIONS[src]
    d_shape, _, d_desc, _, d_out = REPRESENTATIONS[dst]
    shape = lambda t: "[..., " + ", ".join(map(str, t)) + "]"  # noqa: E731
    conv = _CONVENTION_ARG if "euler" in (src, dst) else ""
    note = ("\n" + _NOTES[dst] + "\n") if dst in _NOTES else ""
    return (
        f"Convert a {s_desc.split(' ``')[0]} to a {d_desc.split(' ``')[0]}.\n{note}\n"
        f"Args:\n    {s_arg}: {s_desc}, shape ``{shape(s_shape)}``, float32 or float64.\n{conv}\n"
        f"Returns:\n    The {d_desc}, shape ``{shape(d_shape)}``, same dtype and device.\n\n"
        f"Raises:\n    IvyValueError: wrong trailing shape"
        f"{', or an unknown convention' if conv else ''}.\n\n"
        f"Example:\n    >>> import numpy as np, ivy_mech\n"
        f"    >>> x = np.array({s_in})\n"
        f"    >>> (ivy_mech.{name}(x).round(4) + 0.0).tolist()\n    {d_out}\n"
    )


def define(name, arg, euler, impl, doc, module):
    """A function ``name(arg)`` (``name(arg, convention='zyx')`` where ``euler``) returning
    ``impl(arg, convention)`` (``convention`` None without Euler angles), with ``doc`` and
    ``module``: a real signature for ``help`` and ``inspect``. Its source is registered in
    ``linecache`` so that ``inspect.getsource``, tracebacks and ``tf.function``'s autograph can
    read it."""
    params = f"{arg}, convention='zyx'" if euler else arg
    call = f"{arg}, convention" if euler else f"{arg}, None"
    filename = f"<ivy_mech generated: {name}>"
    text = f"def {name}({params}):\n    return _impl({call})\n"
    g = {"_impl": impl}
    exec(compile(text, filename, "exec"), g)  # noqa: S102
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
    fn = g[name]
    fn.__doc__, fn.__module__ = doc, module
    return fn


def define_all(namespace, kinds, make):
    """Put ``make(src, dst)`` for every ordered pair of different ``kinds`` into ``namespace``
    (a module's globals); returns their names (the module's ``__all__``)."""
    names = []
    for src in kinds:
        for dst in kinds:
            if src != dst:
                fn = make(src, dst)
                namespace[fn.__name__] = fn
                names.append(fn.__name__)
    return names


def _make(src, dst):
    name = f"{src}_to_{dst}"
    shape, arg = REPRESENTATIONS[src][0], REPRESENTATIONS[src][1]
    convert = converter(src, dst)
    euler = "euler" in (src, dst)

    def impl(x, convention):
        check_shape(x, shape, name, arg)
        return convert(x, euler_axes(convention, name) if euler else None)

    return define(name, arg, euler, impl, _doc(src, dst, name), __name__)


__all__ = define_all(globals(), REPRESENTATIONS, _make)


def target_facing_rotation_matrix(body_pos, target_pos):
    """Rotation matrix of a body at ``body_pos`` whose z axis (forward) faces ``target_pos``.

    Camera convention: z forward, x right, y down, with "up" the world z axis. The columns of the
    result are the body's axes in world coordinates (body-to-world rotation). Where the target is
    straight above or below the body, world y is used as "up" instead.

    Args:
        body_pos: body position, shape ``[..., 3]``, float32 or float64.
        target_pos: target position, shape ``[..., 3]`` (broadcasting with ``body_pos``).

    Returns:
        Rotation matrix, shape ``[..., 3, 3]``.

    Raises:
        IvyValueError: a trailing dimension is not 3.

    Example:
        >>> import numpy as np, ivy_mech
        >>> r = ivy_mech.target_facing_rotation_matrix(np.zeros(3), np.array([1.0, 0.0, 0.0]))
        >>> (r.round(4) + 0.0).tolist()
        [[0.0, 0.0, 1.0], [-1.0, 0.0, 0.0], [0.0, -1.0, 0.0]]
    """
    fname = "target_facing_rotation_matrix"
    check_shape(body_pos, (3,), fname, "body_pos")
    check_shape(target_pos, (3,), fname, "target_pos")
    d = ivy.subtract(target_pos, body_pos)
    z = ivy.divide(d, ivy.linalg.vector_norm(d, axis=-1, keepdims=True))
    zx, zy, zz = ivy.unstack(z, axis=-1)
    zero = ivy.zeros_like(zx)
    # x = z cross up, with up = world z (or world y where z is vertical)
    x_up_z = ivy.stack([zy, ivy.negative(zx), zero], axis=-1)
    x_up_y = ivy.stack([ivy.negative(zz), zero, zx], axis=-1)
    n_z = safe_norm(x_up_z, keepdims=True)
    vertical = ivy.less(n_z, 1e-6)
    x = ivy.where(vertical, x_up_y, ivy.divide(x_up_z, ivy.where(vertical, 1.0, n_z)))
    x = ivy.divide(x, safe_norm(x, keepdims=True))
    y = ivy.linalg.cross(z, x, axis=-1)
    return ivy.stack([x, y, z], axis=-1)


__all__.append("target_facing_rotation_matrix")
