"""Write ivy_mech's 72 pairwise rotation and pose converters out as ordinary Python files.

Each converter is a plain ``def`` with its own signature, docstring and input check, whose body
calls the chain of private primitives of ``ivy_mech/_rotation.py`` (``m2q``, ``q2e``, ...) that a
breadth-first search picks: a shortest chain through the graph of those primitives (ties: the
first found, trying the primitives in alphabetical order). One module per source representation,
``src/ivy_mech/_convert_from_<rep>.py``, holds the converters from the rotation ``<rep>`` and from
the poses built on it; :mod:`ivy_mech.orientation` and :mod:`ivy_mech.pose` re-export them.

The generated files are committed; ``tests/test_conversions.py`` fails when they differ from this
script's output, and checks that every chain written in them is a shortest one. Run from anywhere
(standard library only; the primitives are read from the source of ``_rotation.py``)::

    python packages/ivy-mech/tools/generate_conversions.py          # rewrite the files
    python packages/ivy-mech/tools/generate_conversions.py --check  # exit 1 if they are stale
"""

import ast
import sys
from collections import deque
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "ivy_mech"
COMMAND = "python packages/ivy-mech/tools/generate_conversions.py"

# rotation name -> (short name in _rotation, shape, argument name, description, example input,
# example output); the examples are a rotation of 90 degrees about z
REPRESENTATIONS = {
    "rot_mat": ("m", (3, 3), "rot_mat", "rotation matrix",
                "[[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]",
                "[[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]"),
    "quaternion": ("q", (4,), "quaternion", "quaternion ``[qx, qy, qz, qw]``",
                   "[0.0, 0.0, 0.7071068, 0.7071068]", "[0.0, 0.0, 0.7071, 0.7071]"),
    "axis_angle": ("aa", (4,), "axis_angle", "axis-angle ``[ex, ey, ez, theta]``",
                   "[0.0, 0.0, 1.0, 1.5707963]", "[0.0, 0.0, 1.0, 1.5708]"),
    "rot_vec": ("rv", (3,), "rot_vec", "rotation vector ``theta * e``",
                "[0.0, 0.0, 1.5707963]", "[0.0, 0.0, 1.5708]"),
    "polar_axis_angle": ("paa", (3,), "polar_axis_angle",
                         "polar axis-angle ``[inclination, azimuth, theta]``",
                         "[0.0, 0.0, 1.5707963]", "[0.0, 0.0, 1.5708]"),
    "euler": ("e", (3,), "euler_angles", "Euler angles ``[a1, a2, a3]`` (extrinsic ``convention``)",
              "[1.5707963, 0.0, 0.0]", "[1.5708, 0.0, 0.0]"),
}
# notes on the output of a rotation converter, by target
NOTES = {
    "quaternion": "The quaternion is unit, with ``qw >= 0``.",
    "axis_angle": "``theta`` is in ``[0, pi]``; at ``theta = 0`` the axis is ``[0, 0, 1]``.",
    "euler": ("First and third angles are in ``[-pi, pi)``, the middle one in ``[0, pi]`` "
              "(symmetric\nconventions) or ``[-pi/2, pi/2]``; at gimbal lock the third angle is 0, "
              "as in SciPy."),
    "polar_axis_angle": "At ``theta = 0`` the axis is ``[0, 0, 1]`` (inclination 0, azimuth 0).",
}
CONVENTION_ARG = ("    convention: extrinsic Euler convention, one of ``xyx yzy zxz xzx yxy zyz "
                  "xyz yzx zxy xzy yxz zyx``\n        (default ``zyx``).\n")

_HOM = ("[[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0], "
        "[0.0, 0.0, 0.0, 1.0]]")
_MAT = "[[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0]]"
# pose name -> (rotation representation, shape, example input, example output); the argument is
# named as the pose. Vector poses are [x, y, z, <rotation>].
POSES = {"mat_pose": ("rot_mat", (3, 4), _MAT, _MAT),
         "homogeneous_pose": ("rot_mat", (4, 4), _HOM, _HOM)}
for _rep in ("quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler"):
    _shape, _in, _out = REPRESENTATIONS[_rep][1], REPRESENTATIONS[_rep][4], REPRESENTATIONS[_rep][5]
    POSES[f"{_rep}_pose"] = (_rep, (_shape[0] + 3,), "[1.0, 2.0, 3.0, " + _in[1:],
                             "[1.0, 2.0, 3.0, " + _out[1:])
MATRIX_POSES = ("mat_pose", "homogeneous_pose")
JOIN = {"mat_pose": "join_mat_pose", "homogeneous_pose": "join_homogeneous_pose"}


# --- the graph of primitives and its shortest chains -------------------------------------------

def _a(noun):
    """``noun`` with its indefinite article ("an axis-angle", "a quaternion")."""
    return ("an " if noun[0] in "aeiou" else "a ") + noun

def primitive_edges(names):
    """``{(a, b): name}`` for the primitives ``a2b`` among ``names`` whose ends are short names of
    representations, in alphabetical order of ``name`` (the order the search tries them)."""
    shorts = {v[0] for v in REPRESENTATIONS.values()}
    edges = {}
    for name in sorted(names):
        a, two, b = name.partition("2")
        if two and a in shorts and b in shorts:
            edges[(a, b)] = name
    return edges


def shortest_chains(edges, src):
    """``{dst: [primitive, ...]}``: a shortest chain from ``src`` to every reachable representation
    (breadth-first; ``[]`` for ``src`` itself)."""
    chains, todo = {src: []}, deque([src])
    while todo:
        node = todo.popleft()
        for (a, b), name in edges.items():
            if a == node and b not in chains:
                chains[b] = [*chains[node], name]
                todo.append(b)
    return chains


def rotation_edges():
    """The edges of the primitives defined at the top level of ``_rotation.py``."""
    tree = ast.parse((PACKAGE / "_rotation.py").read_text())
    return primitive_edges(n.name for n in tree.body if isinstance(n, ast.FunctionDef))


# --- docstrings --------------------------------------------------------------------------------
def _shape(t):
    return "[..., " + ", ".join(map(str, t)) + "]"


def rotation_doc(src, dst, name):
    _, s_shape, s_arg, s_desc, s_in, _ = REPRESENTATIONS[src]
    _, d_shape, _, d_desc, _, d_out = REPRESENTATIONS[dst]
    conv = CONVENTION_ARG if "euler" in (src, dst) else ""
    note = ("\n" + NOTES[dst] + "\n") if dst in NOTES else ""
    return (
        f"Convert {_a(s_desc.split(' ``')[0])} to {_a(d_desc.split(' ``')[0])}.\n{note}\n"
        f"Args:\n    {s_arg}: {s_desc}, shape ``{_shape(s_shape)}``, float32 or float64.\n{conv}\n"
        f"Returns:\n    The {d_desc}, shape ``{_shape(d_shape)}``, same dtype and device.\n\n"
        f"Raises:\n    IvyValueError: wrong trailing shape"
        f"{', or an unknown convention' if conv else ''}.\n\n"
        f"Example:\n    >>> import numpy as np, ivy_mech\n"
        f"    >>> x = np.array({s_in})\n"
        f"    >>> (ivy_mech.{name}(x).round(4) + 0.0).tolist()\n    {d_out}\n"
    )


def _pose_what(pose):
    return {"mat_pose": "3x4 matrix pose ``[R | t]``",
            "homogeneous_pose": "4x4 homogeneous pose ``[[R, t], [0, 0, 0, 1]]``"}.get(
        pose, f"``[x, y, z, <{POSES[pose][0]}>]`` pose")


def pose_doc(src, dst, name):
    s_rep, s_shape, s_in, _ = POSES[src]
    d_rep, d_shape, _, d_out = POSES[dst]
    euler = "euler" in (s_rep, d_rep)
    conv = ("    convention: extrinsic Euler convention of the Euler pose (default ``zyx``).\n"
            if euler else "")
    unread = " (its last row\n        is not read)" if src == "homogeneous_pose" else ""
    rot = ("the same rotation matrix" if s_rep == d_rep
           else f"its rotation as in\n    ``ivy_mech.{s_rep}_to_{d_rep}``")
    return (
        f"Convert {_a(_pose_what(src))} to {_a(_pose_what(dst))}.\n\n"
        f"Args:\n    {src}: pose, shape ``{_shape(s_shape)}``, float32 or float64{unread}.\n{conv}\n"
        f"Returns:\n    The pose, shape ``{_shape(d_shape)}``, same dtype and device; {rot}.\n\n"
        f"Raises:\n    IvyValueError: wrong trailing shape{', or an unknown convention' if euler else ''}"
        f".\n\nExample:\n    >>> import numpy as np, ivy_mech\n"
        f"    >>> x = np.array({s_in})\n"
        f"    >>> (ivy_mech.{name}(x).round(4) + 0.0).tolist()\n    {d_out}\n"
    )


# --- functions ---------------------------------------------------------------------------------
def _call_chain(chain, arg):
    """``R.b2c(R.a2b(arg))``; a primitive from or to Euler angles also takes ``axes``."""
    text = arg
    for name in chain:
        text = f"R.{name}({text}, axes)" if "e" in name.split("2") else f"R.{name}({text})"
    return text


def _function(name, arg, euler, doc, body):
    params = f'{arg}: Array, convention: str = "zyx"' if euler else f"{arg}: Array"
    first, *rest = doc.split("\n")
    lines = [first] + ["    " + line if line else "" for line in rest]
    noqa = "  # noqa: E501" if any(len(line) > 110 for line in lines) else ""
    out = [f"def {name}({params}) -> Array:", f'    """{lines[0]}', *lines[1:-1], f'    """{noqa}']
    check = f'    check_shape({arg}, {body[0]}, "{name}",'
    if len(check) + len(arg) + 4 > 110:
        out.extend([check, f'                "{arg}")'])
    else:
        out.append(f'{check} "{arg}")')
    if euler:
        out.append(f'    axes = euler_axes(convention, "{name}")')
    out.extend("    " + line for line in body[1:])
    return "\n".join(out) + "\n"


def rotation_function(src, dst, chains):
    name = f"{src}_to_{dst}"
    short, shape, arg = REPRESENTATIONS[src][:3]
    chain = chains[short][REPRESENTATIONS[dst][0]]
    body = [shape, f"return {_call_chain(chain, arg)}"]
    return _function(name, arg, "euler" in (src, dst), rotation_doc(src, dst, name), body)


def pose_function(src, dst, chains):
    name = f"{src}_to_{dst}"
    s_rep, shape = POSES[src][:2]
    d_rep = POSES[dst][0]
    chain = chains[REPRESENTATIONS[s_rep][0]][REPRESENTATIONS[d_rep][0]]
    if src in MATRIX_POSES:
        split = f"position, rotation = {src}[..., :3, 3], {src}[..., :3, :3]"
    else:
        split = f"position, rotation = {src}[..., :3], {src}[..., 3:]"
    join = JOIN.get(dst, "join_vector_pose")
    body = [shape, split, f"return {join}(position, {_call_chain(chain, 'rotation')})"]
    return _function(name, src, "euler" in (s_rep, d_rep), pose_doc(src, dst, name), body)


def _poses_of(rep):
    return [p for p, v in POSES.items() if v[0] == rep]


def render_module(rep, chains):
    """The text of ``_convert_from_<rep>.py``."""
    poses = _poses_of(rep)
    names = [f"{rep}_to_{d}" for d in REPRESENTATIONS if d != rep]
    names += [f"{p}_to_{d}" for p in poses for d in POSES if d != p]
    functions = [rotation_function(rep, d, chains) for d in REPRESENTATIONS if d != rep]
    functions += [pose_function(p, d, chains) for p in poses for d in POSES if d != p]
    sources = [f"``{n}``" for n in (rep, *poses)]
    sources = ", ".join(sources[:-1]) + " and " + sources[-1]
    all_lines, line = [], "__all__ = ["
    for n in names:
        item = f'"{n}", '
        if len(line) + len(item) > 100:
            all_lines.append(line.rstrip())
            line = "           "
        line += item
    all_lines.append(line.rstrip(", ") + "]")
    header = (
        f'"""Generated converters from {sources}.\n\n'
        f"Generated by ``{COMMAND}``: do not edit by hand, edit\n"
        f"the generator and rerun it (``tests/test_conversions.py`` fails while this file differs "
        f"from its\noutput). Re-exported by :mod:`ivy_mech.orientation` and :mod:`ivy_mech.pose`. "
        f"Each converter\nchecks its input, then runs a shortest chain of the primitives of "
        f":mod:`ivy_mech._rotation` on\nthe rotation (a pose is split into position and rotation, "
        f"and joined again by\n:mod:`ivy_mech._pose_parts`).\n"
        f'"""\n\n'
        f"from __future__ import annotations\n\nfrom ivy.types import Array\n\n"
        f"from . import _rotation as R\nfrom ._checks import check_shape, euler_axes\n"
        f"from ._pose_parts import join_homogeneous_pose, join_mat_pose, join_vector_pose\n\n"
    )
    return header + "\n".join(all_lines) + "\n\n\n" + "\n\n".join(functions)


def render():
    """``{path: text}`` of every generated file."""
    edges = rotation_edges()
    chains = {v[0]: shortest_chains(edges, v[0]) for v in REPRESENTATIONS.values()}
    return {PACKAGE / f"_convert_from_{rep}.py": render_module(rep, chains)
            for rep in REPRESENTATIONS}


def main(argv):
    stale = [p for p, text in render().items() if not p.exists() or p.read_text() != text]
    if "--check" in argv:
        for p in stale:
            print(f"stale: {p} (run {COMMAND})")
        return 1 if stale else 0
    for p, text in render().items():
        if p in stale:
            p.write_text(text)
            print(f"wrote {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
