"""``jax.numpy`` functions whose semantics are NumPy's, computed by the NumPy frontend's
compositions (``ivy.frontends.numpy``) on the same native arrays, then brought to JAX's rules:
results in JAX's 32-bit dtypes (64-bit mode off), histogram counts as floats, new arrays instead of
writes in place (JAX arrays are immutable: ``fill_diagonal``, ``place``, ``put``,
``put_along_axis`` need ``inplace=False``, as in JAX). Also the few written here for JAX alone
(``apply_along_axis`` / ``fromfunction`` / ``piecewise`` / ``mask_indices`` call the user's
function with JAX frontend arrays; ``partition`` / ``argpartition`` sort fully, one valid
partition; ``spacing`` from ``nextafter``).
"""

from __future__ import annotations

import ivy

from ..._common import reject_option
from ...numpy import _ndarray as _np_nd
from ...numpy import bits as _np_bits
from ...numpy import histograms as _np_hist
from ...numpy import manipulation as _np_manip
from ...numpy import other as _np_other
from ...numpy import sorting as _np_sort
from ...numpy import statistics as _np_stats
from ...numpy import writers as _np_writers
from ...numpy.linear_algebra import einsum_path as _np_einsum_path
from ..array import Array, wrap
from .creation import ones
from .extras import indices
from .math import _arr, _inexact

__all__ = ["apply_along_axis", "apply_over_axes", "argpartition", "bitwise_count", "choose",
           "einsum_path", "fill_diagonal", "frexp", "fromfunction", "gradient", "histogram",
           "histogram2d", "histogram_bin_edges", "histogramdd", "insert", "mask_indices",
           "packbits", "partition", "piecewise", "place", "poly", "polydiv", "polyfit", "put",
           "put_along_axis", "unpackbits",
           "ravel_multi_index", "sort_complex", "spacing", "unwrap"]

COMPOSED = frozenset(__all__)


def _to_np(x):
    """A JAX frontend value as the NumPy frontend takes it (Arrays as their native arrays)."""
    if type(x) is Array:
        return x._data
    if isinstance(x, (list, tuple)):
        return type(x)(_to_np(i) for i in x)
    return x


def _to_jax(r):
    """A NumPy frontend result as JAX's (arrays and scalars wrapped, 64-bit dtypes to 32)."""
    if isinstance(r, (list, tuple)):
        return type(r)(_to_jax(i) for i in r)
    if isinstance(r, _np_nd._NumpyObject):
        return wrap(r._data)
    return r


def _immutable(name, inplace):
    if inplace:
        raise ValueError(f"JAX arrays are immutable, so jnp.{name} cannot modify the array in "
                         "place: pass inplace=False and use the result")


def _copy(a):
    """A NumPy frontend array holding ``a``'s native array: NumPy's writers give it a new native
    array with the values written, ``a`` itself is left as it is."""
    return _np_nd.wrap(_arr(a))


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    """``func1d`` applied to each 1-d slice of ``arr`` along ``axis`` (a JAX frontend Array each),
    the results stacked where the axis was."""
    x = _arr(arr)
    nd = len(x.shape)
    axis = axis % nd
    moved = ivy.moveaxis(x, axis, -1)
    outer = tuple(int(s) for s in moved.shape[:-1])
    rows = ivy.reshape(moved, (-1, int(moved.shape[-1])))
    outs = [_arr(func1d(wrap(rows[i]), *args, **kwargs)) for i in range(int(rows.shape[0]))]
    res = ivy.stack(outs, axis=0)
    res = ivy.reshape(res, outer + tuple(int(s) for s in res.shape[1:]))
    extra = len(res.shape) - len(outer)
    for _ in range(extra):  # the function's result axes go where ``axis`` was
        res = ivy.moveaxis(res, -1, axis)
    return wrap(res)


def apply_over_axes(func, a, axes):
    """``func(a, axis)`` applied for each axis in turn, keeping the dimensions."""
    res = a if type(a) is Array else wrap(_arr(a))
    for ax in ([axes] if isinstance(axes, int) else axes):
        out = func(res, ax)
        if len(_arr(out).shape) != len(res.shape):
            out = wrap(ivy.expand_dims(_arr(out), axis=ax))
        res = out
    return res


def argpartition(a, kth, axis=-1):
    """Indices that partition ``a`` around its ``kth`` element (a full stable sort: one valid
    partition; JAX's order inside the two parts is unspecified)."""
    x = _arr(a)
    _check_kth(x, kth, axis)
    return wrap(ivy.argsort(x, axis=axis, stable=True))


def partition(a, kth, axis=-1):
    """``a`` partitioned around its ``kth`` element (sorted along ``axis``: one valid partition)."""
    x = _arr(a)
    _check_kth(x, kth, axis)
    return wrap(ivy.sort(x, axis=axis))


def _check_kth(x, kth, axis):
    n = int(x.shape[axis])
    if not -n <= int(kth) < n:
        raise ValueError(f"kth={kth} is out of bounds for an axis of length {n}")


def bitwise_count(x, /):
    """The number of 1 bits of each element's absolute value (uint8)."""
    return wrap(_np_bits.bitwise_count_native(_arr(x)))


def choose(a, choices, out=None, mode="raise"):
    """The elements of ``choices`` picked by the indices ``a``."""
    if out is not None:
        reject_option("jax.numpy", "choose", "out", out, "None (JAX arrays are immutable)")
    return _to_jax(_np_manip.choose(_to_np(a), _to_np(list(choices)), mode=mode))


def einsum_path(subscripts, /, *operands, optimize="auto"):
    """The contraction order (NumPy's search on the operands' shapes: the optimal order for up to
    four operands, greedy beyond, as opt_einsum's "auto") and NumPy's report of it; JAX reports
    opt_einsum's ``PathInfo`` as the second item."""
    if optimize in ("auto", True):  # opt_einsum's "auto": the optimal order for a few operands
        optimize = "optimal" if len(operands) <= 4 else "greedy"
    path, report = _np_einsum_path(subscripts, *(_to_np(o) for o in operands),
                                   optimize=optimize)
    return [p for p in path if p != "einsum_path"], report


def fill_diagonal(a, val, wrap=False, *, inplace=True):  # noqa: A002 - JAX's name
    """A copy of ``a`` with its main diagonal set to ``val`` (``inplace=False`` required)."""
    _immutable("fill_diagonal", inplace)
    out = _copy(a)
    _np_writers.fill_diagonal(out, _to_np(val), wrap)
    return _to_jax(out)


def place(arr, mask, vals, *, inplace=True):
    """A copy of ``arr`` with the places where ``mask`` holds set from ``vals`` in turn."""
    _immutable("place", inplace)
    out = _copy(arr)
    _np_writers.place(out, _to_np(mask), _to_np(vals))
    return _to_jax(out)


def put(a, ind, v, mode=None, *, inplace=True):
    """A copy of ``a`` with the flat positions ``ind`` set to ``v`` (out-of-range positions
    clipped, JAX's default, unless ``mode="wrap"``)."""
    _immutable("put", inplace)
    if mode not in (None, "clip", "wrap"):
        reject_option("jax.numpy", "put", "mode", mode, "None, 'clip' or 'wrap'")
    out = _copy(a)
    _np_writers.put(out, _to_np(ind), _to_np(v), mode="clip" if mode is None else mode)
    return _to_jax(out)


def put_along_axis(arr, indices, values, axis, inplace=True, *, mode=None):
    """A copy of ``arr`` with ``values`` put at ``indices`` along ``axis``."""
    _immutable("put_along_axis", inplace)
    if mode is not None:
        reject_option("jax.numpy", "put_along_axis", "mode", mode, "None")
    out = _copy(arr)
    _np_writers.put_along_axis(out, _to_np(indices), _to_np(values), axis)
    return _to_jax(out)


def frexp(x, /):
    """The mantissas (in [0.5, 1)) and the int32 exponents of ``x``."""
    return _to_jax(_np_other.frexp(_to_np(x)))


def fromfunction(function, shape, *, dtype=float, **kwargs):
    """``function`` called on the index grids of ``shape`` (JAX frontend Arrays of ``dtype``)."""
    return function(*indices(shape, dtype=dtype), **kwargs)


def gradient(f, *varargs, axis=None, edge_order=None):
    """Second-order central differences inside, first-order at the edges."""
    if edge_order is not None:
        reject_option("jax.numpy", "gradient", "edge_order", edge_order, "None (JAX has none)")
    return _to_jax(_np_other.gradient(_to_np(f), *(_to_np(v) for v in varargs), axis=axis))


def _float_counts(res):
    """JAX's histograms count in the edges' floating dtype."""
    hist = res[0]
    edges = res[1] if not isinstance(res[1], (list, tuple)) else res[1][0]
    hist = wrap(ivy.astype(hist._data, edges._data.dtype))
    return (hist, *res[1:])


def _dd_counts(hist, edges, weights, density):
    """JAX's dtype of a multi-dimensional histogram: int32 counts; with weights or ``density``
    the edges' dtype promoted with the (floating) weights'."""
    if weights is None and not density:
        return wrap(ivy.astype(hist._data, "int32"))
    dt = edges._data.dtype
    if weights is not None:
        dt = ivy.promote_types(dt, _inexact(_arr(weights)).dtype)
    return wrap(ivy.astype(hist._data, dt))


def histogram_bin_edges(a, bins=10, range=None, weights=None):  # noqa: A002 - JAX's name
    """The edges of ``bins`` equal bins over ``range`` (the data's extent if None)."""
    return _to_jax(_np_stats.histogram_bin_edges(_to_np(_inexact(_arr(a))), _to_np(bins),
                                                 range))


def histogram(a, bins=10, range=None, weights=None, density=None):  # noqa: A002
    """The histogram of ``a`` (counts as floats, as JAX) and the bin edges."""
    res = _to_jax(_np_stats.histogram(_to_np(_inexact(_arr(a))), _to_np(bins), range, density,
                                      _to_np(weights)))
    return _float_counts(res)


def histogram2d(x, y, bins=10, range=None, weights=None, density=None):  # noqa: A002
    """The 2-D histogram of the points ``(x, y)`` (float counts) and its x and y edges."""
    res = _to_jax(_np_hist.histogram2d(_to_np(_inexact(_arr(x))), _to_np(_inexact(_arr(y))),
                                       _to_np(bins), range, density, _to_np(weights)))
    return _dd_counts(res[0], res[1], weights, density), res[1], res[2]


def histogramdd(sample, bins=10, range=None, weights=None, density=None):  # noqa: A002
    """The D-dimensional histogram of ``sample`` (float counts) and the list of D edge arrays."""
    if isinstance(sample, (list, tuple)):
        sample = [_to_np(_inexact(_arr(s))) for s in sample]
    else:
        sample = _to_np(_inexact(_arr(sample)))
    res = _to_jax(_np_hist.histogramdd(sample, _to_np(bins), range, density, _to_np(weights)))
    return _dd_counts(res[0], res[1][0], weights, density), list(res[1])


def insert(arr, obj, values, axis=None):
    """A new array: ``values`` inserted before the positions ``obj`` along ``axis``."""
    return _to_jax(_np_manip.insert(_to_np(arr), _to_np(obj), _to_np(values), axis))


def mask_indices(n, mask_func, k=0, *, size=None):
    """The indices where ``mask_func(ones((n, n)), k)`` is nonzero."""
    if size is not None:
        reject_option("jax.numpy", "mask_indices", "size", size, "None (eager shapes)")
    m = _arr(mask_func(ones((n, n), dtype="int32"), k))
    return tuple(wrap(i) for i in ivy.nonzero(ivy.not_equal(m, ivy.zeros_like(m))))


def piecewise(x, condlist, funclist, *args, **kw):
    """``funclist[i]`` (a function of the Array, or a constant) where ``condlist[i]`` holds, the
    extra last function (or 0) elsewhere; the result in ``x``'s dtype (as JAX)."""
    d = _arr(x)
    conds = [_arr(c) for c in (condlist if isinstance(condlist, (list, tuple)) else
                               [condlist[i] for i in range(int(_arr(condlist).shape[0]))])]
    n = len(conds)
    if len(funclist) not in (n, n + 1):
        raise ValueError(f"with {n} condition(s), either {n} or {n + 1} functions are expected")
    funcs = list(funclist)
    out = ivy.zeros_like(d)
    if len(funcs) == n + 1:  # "otherwise": where no condition holds
        none = ivy.logical_not(ivy.any(ivy.stack([ivy.astype(c, "bool") for c in conds]), axis=0)) \
            if n else ivy.ones_like(d, dtype="bool")
        conds.append(none)
    for c, f in zip(conds, funcs, strict=True):
        val = _arr(f(wrap(d), *args, **kw)) if callable(f) else _arr(f)
        val = ivy.broadcast_to(ivy.astype(val, d.dtype), tuple(d.shape))
        out = ivy.where(ivy.astype(c, "bool"), val, out)
    return wrap(out)


def poly(seq_of_zeros):
    """The coefficients of the polynomial with the given roots (1-d; a matrix would need a
    general eigen-solver, which Ivy has not)."""
    z = _arr(seq_of_zeros)
    if len(z.shape) == 2 and z.shape[0] == z.shape[1] and int(z.shape[0]):
        raise ivy.IvyUnsupportedError(
            "jax.numpy.poly of a matrix needs the eigenvalues of a general matrix, which Ivy "
            "does not have (pass the roots)")
    if len(z.shape) == 0:
        z = ivy.reshape(z, (0,))
    if len(z.shape) != 1:
        raise ValueError("input must be 1d or non-empty square 2d array.")
    z = _inexact(z)
    return wrap(_np_other.poly_native(z, _np_nd.name_of(z)))


def polydiv(u, v, *, trim_leading_zeros=False):
    """The quotient and the remainder (``u``'s length unless ``trim_leading_zeros``)."""
    a, b = _inexact(_arr(u)), _inexact(_arr(v))
    dt = ivy.promote_types(a.dtype, b.dtype)
    q, r = _np_other.polydiv_native(ivy.astype(ivy.reshape(a, (-1,)), dt),
                                    ivy.astype(ivy.reshape(b, (-1,)), dt))
    if trim_leading_zeros:
        while int(r.shape[0]) and abs(complex(ivy.to_scalar(r[0]))) == 0:
            r = r[1:]
    return wrap(q), wrap(r)


def packbits(a, /, axis=None, bitorder="big"):
    """The elements of ``a`` (truth values) packed 8 to a uint8 along ``axis``."""
    return _to_jax(_np_bits.packbits(_to_np(a), axis, bitorder))


def unpackbits(a, /, axis=None, count=None, bitorder="big"):
    """The bits of the uint8 array ``a`` unpacked along ``axis`` as uint8."""
    return _to_jax(_np_bits.unpackbits(_to_np(a), axis, count, bitorder))


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    """The least-squares polynomial coefficients of degree ``deg`` (highest power first)."""
    return _to_jax(_np_other.polyfit(_to_np(_inexact(_arr(x))), _to_np(_inexact(_arr(y))), deg,
                                     rcond, full, _to_np(w), cov))


def ravel_multi_index(multi_index, dims, mode="raise", order="C"):
    """The flat indices of the index arrays ``multi_index`` into an array of shape ``dims``."""
    return _to_jax(_np_other.ravel_multi_index(_to_np(tuple(multi_index)), dims, mode, order))


def sort_complex(a):
    """``a`` sorted by real then imaginary part, as a complex array."""
    return _to_jax(_np_sort.sort_complex(_to_np(a)))


def spacing(x, /):
    """The distance from ``x`` to the next representable number away from zero (signed)."""
    d = _inexact(_arr(x))
    away = ivy.where(ivy.less(d, ivy.zeros_like(d)), ivy.full_like(d, -float("inf")),
                     ivy.full_like(d, float("inf")))
    return wrap(ivy.subtract(ivy.nextafter(d, away), d))


def unwrap(p, discont=None, axis=-1, period=6.283185307179586):
    """``p`` with its jumps larger than ``max(discont, period / 2)`` taken modulo ``period``."""
    return _to_jax(_np_other.unwrap(_arr(p), _to_np(discont), axis, period=_to_np(period)))
