"""``Graph.to_source("mxnet")``: the graph's NumPy source run by MXNet's NumPy interface.

MXNet 1.9's ``mxnet.numpy`` spells most of NumPy's calls as NumPy does, but not all of them
mean the same (``sign`` of nan is 0 there, ``logical_and`` is missing), so the MXNet source is
the NumPy source (the NumPy emitters, unchanged) in which the name ``np`` is a namespace of
MXNet's functions holding only the names of :data:`SAME`: each one checked against NumPy, in
the forms the emitters write, by ``tests/test_graph_mxnet.py`` (XLA's gather and scatter,
written with advanced indexing, are not among them: MXNet's indexing has its own rules). A
graph whose NumPy source calls any other name has no MXNet source: :func:`mxnet_module`
raises ``IvyUnsupportedError`` naming the call and its line (``ivy.compile`` on MXNet then
runs the function eagerly, and says why). So do float literals MXNet's text parser would read
inexactly (it reads about a third of float64 values an ulp off; the graph's constants come
from ``params`` or ``np.asarray``, not operator arguments).

The module needs MXNet's NumPy semantics (``mxnet.npx.set_np()``, which Ivy's MXNet backend
turns on when it loads): it says so when they are off, rather than compute with the legacy
shape rules.
"""

from __future__ import annotations

import ast
import re

from ..errors import IvyUnsupportedError

#: ``np.<name>`` calls of the NumPy source that mean the same in ``mxnet.numpy``
SAME = frozenset((
    # elementwise
    "abs", "add", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctan2", "arctanh",
    "ceil", "cos", "cosh", "divide", "equal", "exp", "expm1", "floor", "greater",
    "greater_equal", "isfinite", "less", "less_equal", "log", "log1p", "logical_not",
    "maximum", "minimum", "multiply", "negative", "not_equal", "power", "sin", "sinh", "sqrt",
    "subtract", "tan", "tanh", "where",
    # arrays, shapes, reductions, products
    "arange", "asarray", "broadcast_to", "clip", "concatenate", "einsum", "flip", "full",
    "matmul", "max", "min", "pad", "reciprocal", "linalg.solve",
    # dtypes
    "bool_", "float16", "float32", "float64", "int8", "int32", "int64", "uint8",
))
_CALL = re.compile(r"\bnp\.((?:linalg\.)?\w+)")

_PRELUDE = '''\
import types

from mxnet import np as mxnp
from mxnet import npx

if not npx.is_np_array():
    raise RuntimeError("this module computes with MXNet's NumPy semantics: call "
                       "mxnet.npx.set_np() before importing it")


def _asarray(x, dtype=None):
    """numpy.asarray for MXNet: an MXNet array as it is (cast where dtype differs), anything
    else a new MXNet array."""
    if isinstance(x, mxnp.ndarray):
        return x if dtype is None or x.dtype == dtype else x.astype(dtype)
    return mxnp.array(x, dtype=dtype)


'''


def mxnet_module(text: str, graph_desc: str = "") -> str:
    """The NumPy module ``text`` of ``Graph.to_source`` as MXNet's (see the module docstring).

    Raises:
        IvyUnsupportedError: the source calls a NumPy name MXNet does not mean the same by, or
            writes a float literal MXNet would read inexactly.
    """
    names = sorted(set(_CALL.findall(text)))
    for name in names:
        if name not in SAME:
            line = next(x.strip() for x in text.splitlines() if f"np.{name}" in x)
            raise IvyUnsupportedError(f"ivy.Graph.to_source: no mxnet source{graph_desc}: "
                                      f"np.{name} has no equivalent in mxnet.numpy known to "
                                      f"mean the same (in: {line[:160]})")
    tree = ast.parse(text)
    made = {id(c) for call in ast.walk(tree) if _is_asarray(call) for c in ast.walk(call)}
    for node in ast.walk(tree):  # (values made into arrays by np.asarray go through NumPy)
        if (isinstance(node, ast.Constant) and type(node.value) is float
                and id(node) not in made and not _read_exactly(node.value)):
            raise IvyUnsupportedError(f"ivy.Graph.to_source: no mxnet source{graph_desc}: "
                                      f"MXNet would read the literal {node.value!r} inexactly")
    text = text.replace("'numpy'", "'mxnet'").replace("as numpy:", "as mxnet:")
    header = "import numpy as np\n"
    if header not in text:  # pragma: no cover - the NumPy source always starts so
        raise IvyUnsupportedError("ivy.Graph.to_source: no mxnet source: unexpected NumPy text")
    return text.replace(header, _PRELUDE + _namespace(names), 1)


def _is_asarray(node) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "asarray" and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "np")


#: names bound to a function of the module's own: NumPy's meaning where MXNet's differs
_OWN = {"asarray": "_asarray", "pad": "_pad", "linalg.solve": "_solve"}
_SOLVE = '''

def _solve(a, b):
    """numpy.linalg.solve for MXNet: a vector b as a one-column matrix (MXNet 1.9's gradient of
    solve with a vector b fails)."""
    if b.ndim == 1:
        return mxnp.linalg.solve(a, b[:, None])[:, 0]
    return mxnp.linalg.solve(a, b)

'''


_PAD = '''

def _pad(x, pads, constant_values=0):
    """numpy.pad with a constant for MXNet, where the constant may be an array (MXNet's pad
    takes a Python number): each padded axis one concatenation with the constant broadcast."""
    v = mxnp.array(constant_values, dtype=x.dtype) if not isinstance(
        constant_values, mxnp.ndarray) else constant_values.astype(x.dtype)
    for axis, (lo, hi) in enumerate(pads):
        if lo or hi:
            shape = list(x.shape)
            parts = [x]
            if lo:
                shape[axis] = lo
                parts.insert(0, mxnp.broadcast_to(v, tuple(shape)))
            if hi:
                shape[axis] = hi
                parts.append(mxnp.broadcast_to(v, tuple(shape)))
            x = mxnp.concatenate(parts, axis=axis)
    return x

'''


def _namespace(names):
    """``np = types.SimpleNamespace(...)``: the names used, as MXNet's."""
    top = [n for n in names if "." not in n]
    linalg = [n.split(".", 1)[1] for n in names if n.startswith("linalg.")]
    parts = [f"{n}={_OWN.get(n, f'mxnp.{n}')}" for n in top]
    if linalg:
        parts.append("linalg=types.SimpleNamespace("
                     + ", ".join(f"{n}={_OWN.get(f'linalg.{n}', f'mxnp.linalg.{n}')}"
                                 for n in linalg) + ")")
    inner = ",\n    ".join(parts)
    own = (_PAD if "pad" in names else "") + (_SOLVE if "linalg.solve" in names else "")
    return (f"{own}# the NumPy names this module calls, as MXNet's\n"
            f"np = types.SimpleNamespace(\n    {inner},\n)\n" if parts else
            "np = types.SimpleNamespace()\n")


def _read_exactly(v: float) -> bool:
    """Whether MXNet's operators read the float literal ``v`` exactly at any dtype: integers up
    to 2**53 and short binary fractions (``0.5``) are; ``-0.0`` loses its sign."""
    if v == 0.0:
        return str(v)[0] != "-"
    if v != v or v in (float("inf"), float("-inf")):
        return True
    scaled = v * 1024.0
    return scaled.is_integer() and abs(scaled) <= 2.0 ** 53
