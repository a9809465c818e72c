"""What every backend's gather/scatter kernels share: argument checks (once, at the edge) and the
shape rules. Shapes are tuples of ints, dtypes anything ``ivy.as_ivy_dtype`` reads.

``gather_plan`` / ``gather_nd_plan`` check a call and return what its kernel needs, cached per
(shapes, index dtype, options) (``_rules/cache.py``): a repeated call checks nothing twice.
"""

import math
import operator

from .. import dtypes as _dt
from .._rules.cache import Cache, Uncacheable, options
from ..errors import (
    IvyDtypeError,
    IvyIndexError,
    IvyUnsupportedError,
    IvyValueError,
    framework_message,
)

REDUCTIONS = ("sum", "min", "max", "mul", "replace")
_GATHER, _GATHER_ND, _SCATTER = Cache(), Cache(), Cache()
_UNKEYED = (TypeError, ValueError, Uncacheable)


class GatherPlan:
    """A checked ``gather`` call: ``axis``/``batch_dims`` normalised, the result ``shape``;
    ``along``: the batched call is one native ``take_along_axis`` on ``axis`` as it is (``x`` is
    ``[*B, N]``, ``indices`` ``[*B, I]``), else ``xs``/``js`` view it as ``[nB, nP, N, nS]`` /
    ``[nB, 1, nI, 1]`` (axis 2); ``flat``: ``indices`` is 1-D (an unbatched result needs no
    reshape)."""

    __slots__ = ("axis", "batch_dims", "shape", "along", "xs", "js", "flat")


def gather_plan(fname, x, indices, axis, batch_dims):
    """Check a ``gather`` call (index dtype, axis, batch dimensions): its :class:`GatherPlan`."""
    try:
        k = ((fname, x.shape, indices.shape, indices.dtype, axis, batch_dims)
             if type(axis) is int and type(batch_dims) is int  # exact ints are their own keys
             else (fname, x.shape, indices.shape, indices.dtype, options(axis, batch_dims)))
        return _GATHER[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    index_dtype(fname, indices.dtype)
    xshape, ishape = tuple(x.shape), tuple(indices.shape)
    p = GatherPlan()
    p.axis, p.batch_dims = a, b = gather_args(fname, xshape, ishape, axis, batch_dims)
    p.flat = len(ishape) == 1
    p.along = b > 0 and a == b == len(xshape) - 1 == len(ishape) - 1
    if b > 0:
        p.xs, p.js, p.shape = batched_gather_shapes(xshape, ishape, a, b)
    else:
        p.xs = p.js = None
        p.shape = gather_shape(xshape, ishape, a, 0)
    return p if k is None else _GATHER.put(k, p)


def gather_nd_plan(fname, x, indices, batch_dims):
    """Check a ``gather_nd`` call (index dtype, shapes, batch dimensions): ``(batch_dims, K)``."""
    try:
        k = (fname, x.shape, indices.shape, indices.dtype,
             batch_dims if type(batch_dims) is int else options(batch_dims))
        return _GATHER_ND[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    index_dtype(fname, indices.dtype)
    bk = gather_nd_args(fname, tuple(x.shape), tuple(indices.shape), batch_dims)
    return bk if k is None else _GATHER_ND.put(k, bk)


def index_dtype(fname, dtype):
    """Raise unless ``dtype`` (of an index array) is an integer dtype."""
    d = _dt.as_ivy_dtype(dtype)
    if not _dt.isdtype(d, "integral"):
        raise IvyDtypeError(f"ivy.{fname}: indices must have an integer dtype, got {d}")


def gather_args(fname, xshape, ishape, axis, batch_dims):
    """``(axis, batch_dims)`` normalised to non-negative ints, after checking them."""
    n, m = len(xshape), len(ishape)
    b = batch_dims + m if batch_dims < 0 else batch_dims
    if not 0 <= b <= m or b > n:
        raise IvyValueError(f"ivy.{fname}: batch_dims={batch_dims} is out of range for indices "
                            f"of shape {ishape} and x of shape {xshape}")
    if not -n <= axis < n:
        raise IvyValueError(f"ivy.{fname}: axis {axis} is out of range for x of shape {xshape}")
    a = axis + n if axis < 0 else axis
    if a < b:
        raise IvyValueError(f"ivy.{fname}: axis {axis} must come after the {b} batch dimensions")
    _same_batch(fname, xshape, ishape, b)
    return a, b


def gather_shape(xshape, ishape, axis, b):
    """Result shape of ``gather``: ``B + P + I + S``."""
    return tuple(xshape[:axis]) + tuple(ishape[b:]) + tuple(xshape[axis + 1:])


def gather_nd_args(fname, xshape, ishape, batch_dims):
    """``(batch_dims, K)`` after checking them against the shapes."""
    n, m = len(xshape), len(ishape)
    if m < 1:
        raise IvyValueError(f"ivy.{fname}: indices must have at least one dimension (the "
                            f"coordinates), got shape {ishape}")
    b = batch_dims
    if type(b) is not int or not 0 <= b < m:
        raise IvyValueError(f"ivy.{fname}: batch_dims must be an int in [0, {m - 1}] for indices "
                            f"of shape {ishape}, got {batch_dims!r}")
    k = ishape[-1]
    if b + k > n:
        raise IvyValueError(f"ivy.{fname}: indices of shape {ishape} hold {k} coordinates, more "
                            f"than the {n - b} dimensions of x (shape {xshape}) after the batch "
                            f"dimensions")
    _same_batch(fname, xshape, ishape, b)
    return b, k


def _same_batch(fname, xshape, ishape, b):
    if tuple(xshape[:b]) != tuple(ishape[:b]):
        raise IvyValueError(f"ivy.{fname}: the {b} batch dimensions of x (shape {xshape}) and "
                            f"indices (shape {ishape}) differ")


def scatter_args(fname, ishape, idtype, ushape, udtype, shape, x, out, reduction):
    """Check a scatter's arguments; return ``(result shape, result dtype as Ivy dtype, K)``
    (cached per shapes, dtypes and options).

    ``x`` and ``out`` are native arrays or None (only their shapes and dtypes are read).
    """
    try:
        k = (fname, ishape, idtype, ushape, udtype, options(shape, reduction),
             None if x is None else (x.shape, x.dtype),
             None if out is None else (out.shape, out.dtype))
        return _SCATTER[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    r = _scatter_args(fname, ishape, idtype, ushape, udtype, shape, x, out, reduction)
    return r if k is None else _SCATTER.put(k, r)


def _scatter_args(fname, ishape, idtype, ushape, udtype, shape, x, out, reduction):
    if reduction not in REDUCTIONS:
        raise IvyValueError(f"ivy.{fname}: reduction must be one of {', '.join(REDUCTIONS)}; got "
                            f"{reduction!r}")
    index_dtype(fname, idtype)
    if len(ishape) < 1:
        raise IvyValueError(f"ivy.{fname}: indices must have at least one dimension (the "
                            f"coordinates), got shape {ishape}")
    if shape is not None:
        shape = (int(shape),) if isinstance(shape, int) else tuple(int(s) for s in shape)
        if any(s < 0 for s in shape):
            raise IvyValueError(f"ivy.{fname}: shape {shape} has a negative dimension")
    if x is not None:
        xs = tuple(x.shape)
        if shape is not None and xs != shape:
            raise IvyValueError(f"ivy.{fname}: x has shape {xs}, shape says {shape}")
        shape = xs
    if shape is None:
        if out is None:
            raise IvyValueError(f"ivy.{fname}: give shape, or x or out to scatter into")
        shape = tuple(out.shape)
    k = ishape[-1]
    if not 1 <= k <= len(shape):
        raise IvyValueError(f"ivy.{fname}: indices of shape {tuple(ishape)} hold {k} coordinates; "
                            f"between 1 and the {len(shape)} dimensions of the result {shape} "
                            f"are needed")
    want = tuple(ishape[:-1]) + shape[k:]
    if not _broadcasts(tuple(ushape), want):
        raise IvyValueError(f"ivy.{fname}: updates of shape {tuple(ushape)} do not fit indices of "
                            f"shape {tuple(ishape)} and the result {shape}: expected {want}")
    d = _dt.as_ivy_dtype(x.dtype if x is not None else udtype)
    if reduction in ("sum", "mul") and d == "bool":
        raise IvyDtypeError(f"ivy.{fname}: reduction {reduction!r} needs a numeric dtype, got "
                            f"bool (cast to an integer dtype first, or use 'replace')")
    if reduction in ("min", "max") and not _dt.isdtype(d, ("integral", "real floating")):
        raise IvyDtypeError(f"ivy.{fname}: reduction {reduction!r} needs a real numeric dtype, "
                            f"got {d}")
    if out is not None:
        if tuple(out.shape) != shape:
            raise IvyValueError(f"ivy.{fname}: out has shape {tuple(out.shape)}, the result "
                                f"{shape}")
        if _dt.as_ivy_dtype(out.dtype) != d:
            raise IvyDtypeError(f"ivy.{fname}: out has dtype {_dt.as_ivy_dtype(out.dtype)}, the "
                                f"result {d}")
    return shape, d, k


def _broadcasts(s, target):
    if len(s) > len(target):
        return False
    return all(a == 1 or a == b for a, b in zip(s[::-1], target[::-1]))


def out_of_range(fname, err=None):
    """The error for an out-of-range index (``err``: the backend's own message, chained)."""
    detail = "" if err is None else \
        f" ({framework_message(err, fname).strip().splitlines()[0][:200]})"
    return IvyIndexError(f"ivy.{fname}: an index is out of range for the axis it indexes{detail}; "
                         f"valid indices of an axis of length N are in [-N, N)")


def immutable_out(fname, backend, kind):
    return IvyUnsupportedError(
        f"ivy.{fname} is not supported with out= on the {backend!r} backend: {kind} are "
        f"immutable. Use the returned array instead (pass the array to scatter into as x=)")


def fixed_rows_args(fname, size, fill_value):
    """Check ``size``/``fill_value`` of nonzero/argwhere; return ``fill_value`` as an int."""
    if size is not None and (type(size) is not int or size < 0):
        raise IvyValueError(f"ivy.{fname}: size must be None or a non-negative int, got {size!r}")
    try:
        if type(fill_value) is bool:
            raise TypeError
        return operator.index(fill_value)
    except TypeError:
        raise IvyValueError(f"ivy.{fname}: fill_value must be an int, got {fill_value!r}") from None


def batched_gather_shapes(xshape, ishape, axis, b):
    """``gather`` with batch dimensions as one ``take_along_axis`` on axis 2: the shapes x and
    indices are viewed as (``[nB, nP, N, nS]``, ``[nB, 1, nI, 1]``), and the result's shape."""
    nb, npre = math.prod(xshape[:b]), math.prod(xshape[b:axis])
    ni, ns = math.prod(ishape[b:]), math.prod(xshape[axis + 1:])
    return (nb, npre, xshape[axis], ns), (nb, 1, ni, 1), gather_shape(xshape, ishape, axis, b)
