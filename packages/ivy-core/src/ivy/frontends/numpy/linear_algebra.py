"""NumPy's products in the main namespace on Ivy: ``dot``, ``vdot``, ``inner``, ``outer``,
``tensordot``, ``einsum``, ``kron``, ``trace``, ``diagonal``, ``cross``. Operands are promoted as
NumPy does here (Python numbers as arrays of their default dtypes); boolean products are
``or`` of ``and``s."""

from __future__ import annotations

import numpy as _np

import ivy

from .._common import reject_option
from ._dtypes import dtype_name
from ._ndarray import cast, name_of, result, to_native, wrap
from ._promotion import promote_types
from ._ufunc import align, normalize_axes
from ._ufuncs import add

__all__ = ["cross", "diagonal", "dot", "einsum", "inner", "kron", "outer", "tensordot",
           "trace", "vdot", "einsum_path"]

COMPOSED = frozenset({"cross", "kron", "vdot", "inner", "outer", "trace", "dot"})


def strong_promote(*values):
    """The values as natives of one backend and their common dtype (Python numbers count as
    arrays of their default dtypes, as NumPy's non-ufunc functions read them)."""
    xs = align([to_native(v) for v in values])
    name = name_of(xs[0])
    for x in xs[1:]:
        name = promote_types(name, name_of(x))
    return [cast(x, name) for x in xs], name


def _bool_product(fn, xs):
    r = fn(*(ivy.astype(x, ivy.int64) for x in xs))
    return ivy.greater(r, 0)


def _dot(x, y):
    if not len(x.shape) or not len(y.shape):
        return ivy.multiply(x, y)
    if int(x.shape[-1]) != int(y.shape[-1 if len(y.shape) == 1 else -2]):
        raise ValueError(f"shapes {tuple(x.shape)} and {tuple(y.shape)} not aligned: "
                         f"{int(x.shape[-1])} (dim {len(x.shape) - 1}) != "
                         f"{int(y.shape[-1 if len(y.shape) == 1 else -2])} "
                         f"(dim {0 if len(y.shape) == 1 else len(y.shape) - 2})")
    axes = ([len(x.shape) - 1], [0 if len(y.shape) == 1 else len(y.shape) - 2])
    return ivy.tensordot(x, y, axes=axes)


def dot(a, b, out=None):
    (x, y), name = strong_promote(a, b)
    r = _bool_product(_dot, (x, y)) if name == "bool" else _dot(x, y)
    return result(r, out)


def vdot(a, b, /):
    (x, y), name = strong_promote(a, b)
    x, y = ivy.reshape(x, (-1,)), ivy.reshape(y, (-1,))
    if int(x.shape[0]) != int(y.shape[0]):
        raise ValueError("cannot reshape array: vdot needs inputs of the same size")
    if name.startswith("complex"):
        x = ivy.conj(x)
    return dot(wrap(x), wrap(y))


def inner(a, b, /):
    (x, y), name = strong_promote(a, b)
    if not len(x.shape) or not len(y.shape):
        return result(ivy.multiply(x, y))
    if int(x.shape[-1]) != int(y.shape[-1]):
        raise ValueError("shapes not aligned: the last dimensions of inner's inputs differ")

    def f(u, v):
        return ivy.tensordot(u, v, axes=([len(u.shape) - 1], [len(v.shape) - 1]))

    return result(_bool_product(f, (x, y)) if name == "bool" else f(x, y))


def outer(a, b, out=None):
    (x, y), name = strong_promote(a, b)
    x, y = ivy.reshape(x, (-1, 1)), ivy.reshape(y, (1, -1))
    r = ivy.logical_and(x, y) if name == "bool" else ivy.multiply(x, y)
    return result(r, out)


def tensordot(a, b, axes=2):
    (x, y), name = strong_promote(a, b)
    if not isinstance(axes, int):
        ax, bx = axes
        ax = [ax] if isinstance(ax, int) else list(ax)
        bx = [bx] if isinstance(bx, int) else list(bx)
        if len(ax) != len(bx):
            raise ValueError("shape-mismatch for sum")
        axes = ([normalize_axes(i, len(x.shape))[0] for i in ax],
                [normalize_axes(i, len(y.shape))[0] for i in bx])

    def f(u, v):
        return ivy.tensordot(u, v, axes=axes)

    return wrap(_bool_product(f, (x, y)) if name == "bool" else f(x, y))


def einsum(*operands, out=None, dtype=None, order="K", casting="safe", optimize=False):
    if not operands or not isinstance(operands[0], str):
        reject_option("numpy", "einsum", "operands", "(interleaved form)",
                      "give the subscripts string first")
    subscripts, arrays = operands[0], operands[1:]
    xs, name = strong_promote(*arrays)
    if dtype is not None:
        name = dtype_name(dtype)
        xs = [cast(x, name) for x in xs]
    if name == "bool":
        r = ivy.greater(ivy.einsum(subscripts, *(ivy.astype(x, ivy.int64) for x in xs)), 0)
    else:
        r = ivy.einsum(subscripts, *xs)
    return result(r, out)


def einsum_path(*operands, optimize="greedy", einsum_call=False):
    """The contraction order NumPy would pick (computed by NumPy on the operands' shapes)."""
    shapes = [o if isinstance(o, str) else _np.empty(tuple(to_native(o).shape))
              for o in operands]
    return _np.einsum_path(*shapes, optimize=optimize)


def kron(a, b):
    (x, y), name = strong_promote(a, b)
    nd = max(len(x.shape), len(y.shape))
    xs = (1,) * (nd - len(x.shape)) + tuple(int(s) for s in x.shape)
    ys = (1,) * (nd - len(y.shape)) + tuple(int(s) for s in y.shape)
    x = ivy.reshape(x, tuple(v for s in xs for v in (s, 1)))
    y = ivy.reshape(y, tuple(v for s in ys for v in (1, s)))
    r = ivy.logical_and(x, y) if name == "bool" else ivy.multiply(x, y)
    return wrap(ivy.reshape(r, tuple(p * q for p, q in zip(xs, ys))))


def diagonal(a, offset=0, axis1=0, axis2=1):
    x = to_native(a)
    nd = len(x.shape)
    if nd < 2:
        raise ValueError("diag requires an array of at least two dimensions")
    a1, a2 = normalize_axes(axis1, nd)[0], normalize_axes(axis2, nd)[0]
    if a1 == a2:
        raise ValueError("axis1 and axis2 cannot be the same")
    rest = [i for i in range(nd) if i not in (a1, a2)]
    x = ivy.permute_dims(x, tuple(rest + [a1, a2]))
    return wrap(ivy.linalg.diagonal(x, offset=int(offset)))


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    d = diagonal(a, offset, axis1, axis2)
    return add.reduce(d, axis=-1, dtype=dtype, out=out)


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    if axis is not None:
        axisa = axisb = axisc = axis
    (x, y), name = strong_promote(a, b)
    x = ivy.moveaxis(x, normalize_axes(axisa, len(x.shape))[0], -1)
    y = ivy.moveaxis(y, normalize_axes(axisb, len(y.shape))[0], -1)
    na, nb = int(x.shape[-1]), int(y.shape[-1])
    if na not in (2, 3) or nb not in (2, 3):
        raise ValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
    if name == "bool":
        raise TypeError("numpy boolean subtract, the `-` operator, is not supported, use the "
                        "bitwise_xor, the `^` operator, or the logical_xor function instead.")

    def comp(v, i, n):
        return v[..., i] if i < n else None

    def mul(p, q):
        return None if p is None or q is None else ivy.multiply(p, q)

    def sub(p, q):
        if p is None and q is None:
            return None
        if q is None:
            return p
        if p is None:
            return ivy.negative(q)
        return ivy.subtract(p, q)

    a0, a1, a2 = (comp(x, i, na) for i in range(3))
    b0, b1, b2 = (comp(y, i, nb) for i in range(3))
    z = sub(mul(a0, b1), mul(a1, b0))
    if na == 2 and nb == 2:
        return result(z)
    c0 = sub(mul(a1, b2), mul(a2, b1))
    c1 = sub(mul(a2, b0), mul(a0, b2))
    shape = tuple(ivy.broadcast_arrays(x[..., 0], y[..., 0])[0].shape)
    parts = [ivy.broadcast_to(c if c is not None else ivy.zeros_like(z), shape)
             for c in (c0, c1, z)]
    r = ivy.stack(parts, axis=-1)
    return wrap(ivy.moveaxis(r, -1, normalize_axes(axisc, len(r.shape))[0]))
