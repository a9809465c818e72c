"""What the convolution, pooling and interpolation functions share: argument rules and the sizes
that follow from them (pure Python on shapes), and the gather-based resampling composition.

Every kernel of ``convolutions``, ``pooling`` and ``interpolation`` starts with one of the
``*_args`` parsers below, so every backend checks its arguments the same way and raises the same
``IvyValueError`` / ``IvyDtypeError``; the parsers return plain objects whose fields the kernels
read (output sizes, explicit per-dimension paddings).

Conventions (the same on every backend):

* ``x`` is ``[*batch, *spatial, C]`` (``data_format="channel_last"``) or ``[*batch, C, *spatial]``
  (``"channel_first"``), with at least one batch dimension; kernels flatten the batch dimensions.
* Padding is ``"SAME"`` (TensorFlow's rule: output ``ceil(n / s)``, total padding
  ``max((out - 1) * s + eff - n, 0)``, the smaller half before), ``"VALID"`` (none), an int (that
  many on both sides of every spatial dimension), or one entry per spatial dimension: an int or a
  ``(lo, hi)`` pair. ``eff = d * (k - 1) + 1`` is the dilated kernel extent.
"""

from __future__ import annotations

import functools
import math

import numpy as np

from .. import dtypes as _dt
from ..errors import IvyDtypeError, IvyValueError
from .cache import Cache, Uncacheable, memoize, options

# parsed calls, per (shapes, dtypes, options): the checks run once per call signature
_CONV, _POOL, _RESIZE, _ADAPTIVE = Cache(), Cache(), Cache(), Cache()
_UNKEYED = (TypeError, ValueError, Uncacheable)  # no key (unhashable, unknown TF rank): parse


def channel_first(fname, data_format):
    """Whether ``data_format`` is ``"channel_first"`` (``"channel_last"``: False)."""
    if data_format == "channel_last":
        return False
    if data_format == "channel_first":
        return True
    raise IvyValueError(f"ivy.{fname}: data_format must be 'channel_last' or 'channel_first', "
                        f"got {data_format!r}")


def ints(fname, name, value, n, minimum=1):
    """``value`` (an int, or a sequence of ``n`` ints) as an ``n``-tuple of ints >= ``minimum``."""
    if _is_int(value):
        out = (int(value),) * n
    else:
        try:
            out = tuple(value)
        except TypeError:
            out = None
        if out is None or len(out) != n or not all(_is_int(v) for v in out):
            raise IvyValueError(f"ivy.{fname}: {name} must be an int or a sequence of {n} ints "
                                f"(one per spatial dimension), got {value!r}")
        out = tuple(int(v) for v in out)
    if any(v < minimum for v in out):
        raise IvyValueError(f"ivy.{fname}: {name} must be >= {minimum}, got {value!r}")
    return out


def _is_int(v):
    return isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def padding_arg(fname, padding, n):
    """``"SAME"``, ``"VALID"`` or an ``n``-tuple of ``(lo, hi)`` pairs of non-negative ints."""
    if isinstance(padding, str):
        p = padding.upper()
        if p in ("SAME", "VALID"):
            return p
        raise IvyValueError(f"ivy.{fname}: padding must be 'SAME', 'VALID', an int or one "
                            f"(lo, hi) pair per spatial dimension, got {padding!r}")
    if _is_int(padding):
        pairs = ((int(padding), int(padding)),) * n
    else:
        try:
            items = list(padding)
        except TypeError:
            items = None
        if items is None or len(items) != n:
            raise IvyValueError(f"ivy.{fname}: padding must be 'SAME', 'VALID', an int or {n} "
                                f"entries (an int or a (lo, hi) pair per spatial dimension), got "
                                f"{padding!r}")
        pairs = []
        for p in items:
            if _is_int(p):
                pairs.append((int(p), int(p)))
                continue
            try:
                lo, hi = p
            except (TypeError, ValueError):
                lo = hi = None
            if not (_is_int(lo) and _is_int(hi)):
                raise IvyValueError(f"ivy.{fname}: each padding entry must be an int or a "
                                    f"(lo, hi) pair of ints, got {p!r} in {padding!r}")
            pairs.append((int(lo), int(hi)))
        pairs = tuple(pairs)
    if any(lo < 0 or hi < 0 for lo, hi in pairs):
        raise IvyValueError(f"ivy.{fname}: explicit padding must be >= 0, got {padding!r}")
    return pairs


def same_pads(sizes, eff, strides):
    """TensorFlow's SAME padding of inputs of ``sizes``: ``((lo, hi), ...)``."""
    pads = []
    for n, e, s in zip(sizes, eff, strides):
        total = max((-(-n // s) - 1) * s + e - n, 0)
        pads.append((total // 2, total - total // 2))
    return tuple(pads)


def shape_of(x):
    return tuple(int(d) for d in x.shape)


class Like:
    """Stands for an array of ``shape`` and ``dtype`` where a parser only reads those."""

    __slots__ = ("shape", "dtype")

    def __init__(self, shape, dtype):
        self.shape, self.dtype = shape, dtype


def split(fname, shape, n, cf, what="x"):
    """``(batch, spatial, channels)`` of an array of ``shape`` with ``n`` spatial dimensions."""
    if len(shape) < n + 2:
        layout = "[*batch, C, *spatial]" if cf else "[*batch, *spatial, C]"
        raise IvyValueError(f"ivy.{fname}: {what} must have at least {n + 2} dimensions {layout} "
                            f"(one batch dimension or more, {n} spatial), got shape {shape}")
    if cf:
        return shape[:-n - 1], shape[-n:], shape[-n - 1]
    return shape[:-n - 1], shape[-n - 1:-1], shape[-1]


def float_dtype(fname, *arrays):
    """Ivy's result dtype of the arrays, which must be real floating."""
    for name, a in arrays:
        if a is not None and not _dt.isdtype(_dt.as_ivy_dtype(a.dtype), "real floating"):
            raise IvyDtypeError(f"ivy.{fname}: {name} must have a real floating dtype, got "
                                f"{_dt.as_ivy_dtype(a.dtype)}")
    return _dt.result_type(*(a for _, a in arrays if a is not None))


# --- convolutions --------------------------------------------------------------------------
class ConvArgs:
    """A convolution call, checked: sizes, strides, dilations and explicit paddings.

    For a transpose, ``spatial`` is the input's (``y``) and ``out`` the result's; ``pads`` are the
    paddings of the forward convolution whose adjoint it is.
    """

    __slots__ = ("n", "cf", "batch", "spatial", "cin", "cout", "kernel", "strides", "dilations",
                 "padding", "pads", "groups", "out", "dtype", "eff", "symmetric", "memo")

    def __init__(self):
        self.memo = {}  # what a backend's kernel derives from the call once (its native arguments)

    def out_shape(self):
        """The result's shape with one flat batch dimension first."""
        b = math.prod(self.batch)
        return (b, self.cout, *self.out) if self.cf else (b, *self.out, self.cout)

    def result_shape(self):
        return (*self.batch, self.cout, *self.out) if self.cf else (*self.batch, *self.out,
                                                                    self.cout)


def conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
              transpose=False, output_shape=None, output_padding=0):
    """Check a convolution's arguments (``filters``: ``[*kernel, C_in / groups, C_out]`` forward,
    ``[*kernel, C_out / groups, C_in]`` transposed) and return its :class:`ConvArgs` (cached per
    shapes, dtypes and options: callers never modify it)."""
    try:
        k = (fname, n, x.shape, x.dtype, filters.shape, filters.dtype,
             None if bias is None else (bias.shape, bias.dtype),
             options(strides, padding, data_format, dilations, groups, transpose, output_shape,
                     output_padding))
        return _CONV[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    a = _conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
                   transpose, output_shape, output_padding)
    return a if k is None else _CONV.put(k, a)


def _conv_args(fname, n, x, filters, strides, padding, data_format, dilations, groups, bias,
               transpose, output_shape, output_padding):
    a = ConvArgs()
    a.n, a.cf = n, channel_first(fname, data_format)
    a.dtype = float_dtype(fname, ("x", x), ("filters", filters), ("bias", bias))
    a.batch, a.spatial, c = split(fname, shape_of(x), n, a.cf)
    fs = shape_of(filters)
    if len(fs) != n + 2:
        layout = "C_out / groups, C_in" if transpose else "C_in / groups, C_out"
        raise IvyValueError(f"ivy.{fname}: filters must have {n + 2} dimensions [*kernel ({n}), "
                            f"{layout}], got shape {fs}")
    if not _is_int(groups) or groups < 1:
        raise IvyValueError(f"ivy.{fname}: groups must be a positive int, got {groups!r}")
    a.groups = g = int(groups)
    a.kernel = fs[:n]
    if transpose:
        if fs[-1] != c or c % g:
            raise IvyValueError(f"ivy.{fname}: x has {c} channels and groups={g}: the channels "
                                f"must be divisible by groups and equal filters.shape[-1] "
                                f"(filters shape {fs})")
        a.cin, a.cout = c, fs[-2] * g
    else:
        if c % g or fs[-2] * g != c:
            raise IvyValueError(f"ivy.{fname}: x has {c} channels and groups={g}: the channels "
                                f"must be divisible by groups and equal filters.shape[-2] * groups "
                                f"(filters shape {fs})")
        if fs[-1] % g:
            raise IvyValueError(f"ivy.{fname}: the output channels (filters.shape[-1] = "
                                f"{fs[-1]}) must be divisible by groups={g}")
        a.cin, a.cout = c, fs[-1]
    if min(a.kernel + (a.cin, a.cout)) < 1:
        raise IvyValueError(f"ivy.{fname}: filters of shape {fs} are empty")
    if bias is not None and shape_of(bias) != (a.cout,):
        raise IvyValueError(f"ivy.{fname}: bias must have shape ({a.cout},) (the output "
                            f"channels), got {shape_of(bias)}")
    a.strides = ints(fname, "strides", strides, n)
    a.dilations = ints(fname, "dilations", dilations, n)
    a.padding = padding_arg(fname, padding, n)
    a.eff = eff = tuple(d * (k - 1) + 1 for k, d in zip(a.kernel, a.dilations))
    if not transpose:
        a.pads = (same_pads(a.spatial, eff, a.strides) if a.padding == "SAME" else
                  ((0, 0),) * n if a.padding == "VALID" else a.padding)
        a.out = tuple((m + lo + hi - e) // s + 1 for m, (lo, hi), e, s in
                      zip(a.spatial, a.pads, eff, a.strides))
        if min(a.out) < 1:
            raise IvyValueError(f"ivy.{fname}: the spatial shape {a.spatial} padded by {a.pads} "
                                f"is smaller than the dilated kernel {eff}")
    else:
        _transpose_sizes(fname, a, output_shape, output_padding)
    a.symmetric = all(lo == hi for lo, hi in a.pads)
    return a


def _transpose_sizes(fname, a, output_shape, output_padding):
    n, eff, st = a.n, a.eff, a.strides
    op = ints(fname, "output_padding", output_padding, n, minimum=0)
    if output_shape is not None:
        if any(op):
            raise IvyValueError(f"ivy.{fname}: give output_shape or output_padding, not both")
        out = ints(fname, "output_shape", output_shape, n)
    elif a.padding == "SAME":
        if any(op):
            raise IvyValueError(f"ivy.{fname}: output_padding applies to 'VALID' or explicit "
                                f"padding; with 'SAME' give output_shape")
        out = tuple(m * s for m, s in zip(a.spatial, st))
    else:
        pads = ((0, 0),) * n if a.padding == "VALID" else a.padding
        if any(p >= s for p, s in zip(op, st)):
            raise IvyValueError(f"ivy.{fname}: output_padding {op} must be smaller than the "
                                f"strides {st}")
        out = tuple((m - 1) * s + e - lo - hi + p for m, s, e, (lo, hi), p in
                    zip(a.spatial, st, eff, pads, op))
    a.pads = (same_pads(out, eff, st) if a.padding == "SAME" else
              ((0, 0),) * n if a.padding == "VALID" else a.padding)
    for j, (size, m, (lo, hi), e, s) in enumerate(zip(out, a.spatial, a.pads, eff, st)):
        if size < 1 or (size + lo + hi - e) // s + 1 != m or size + lo + hi < e:
            raise IvyValueError(
                f"ivy.{fname}: output size {size} in spatial dimension {j} is not one whose "
                f"convolution (kernel extent {e}, stride {s}, padding {(lo, hi)}) has the input's "
                f"size {m}; the output sizes of the input {a.spatial} are "
                f"{_transpose_range(a, j)}")
    a.out = out
    return a


def _transpose_range(a, j):
    m, s, e = a.spatial[j], a.strides[j], a.eff[j]
    if a.padding == "SAME":
        return f"{(m - 1) * s + 1} to {m * s}"
    lo, hi = (0, 0) if a.padding == "VALID" else a.padding[j]
    low = max((m - 1) * s + e - lo - hi, 1)
    return f"{low} to {(m - 1) * s + e - lo - hi + s - 1}"


# --- pooling -------------------------------------------------------------------------------
class PoolArgs:
    """A pooling call, checked. ``pads`` are the paddings the caller asked for; ``extra`` the
    further high-end padding ceil mode needs; ``out`` the output spatial shape."""

    __slots__ = ("n", "cf", "batch", "spatial", "channels", "kernel", "strides", "dilations",
                 "padding", "pads", "extra", "out", "ceil_mode", "eff", "full_pads", "memo")
    # full_pads: ``(lo, hi + extra)`` per dimension, the padding a plain VALID pooling needs

    def __init__(self):
        self.memo = {}  # what a backend's kernel derives from the call once (its native arguments)


def pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    """Check a pooling call's arguments and return its :class:`PoolArgs` (``"SAME"``: output
    ``ceil(n / s)`` whatever ``ceil_mode``; cached per shape, dtype and options: callers never
    modify it)."""
    try:
        k = (fname, n, x.shape, x.dtype,
             options(kernel, strides, padding, data_format, dilations, ceil_mode))
        return _POOL[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    a = _pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode)
    return a if k is None else _POOL.put(k, a)


def _pool_args(fname, n, x, kernel, strides, padding, data_format, dilations, ceil_mode):
    a = PoolArgs()
    a.n, a.cf = n, channel_first(fname, data_format)
    float_dtype(fname, ("x", x))
    a.batch, a.spatial, a.channels = split(fname, shape_of(x), n, a.cf)
    a.kernel = ints(fname, "kernel", kernel, n)
    a.strides = ints(fname, "strides", strides, n)
    a.dilations = ints(fname, "dilations", dilations, n)
    a.padding = padding_arg(fname, padding, n)
    a.ceil_mode = bool(ceil_mode)
    a.eff = eff = tuple(d * (k - 1) + 1 for k, d in zip(a.kernel, a.dilations))
    if a.padding == "SAME":
        a.pads = same_pads(a.spatial, eff, a.strides)
        a.out = tuple(-(-m // s) for m, s in zip(a.spatial, a.strides))
    else:
        a.pads = ((0, 0),) * n if a.padding == "VALID" else a.padding
        a.out = tuple(_pool_len(m, lo, hi, e, s, a.ceil_mode) for m, (lo, hi), e, s in
                      zip(a.spatial, a.pads, eff, a.strides))
    if min(a.out) < 1:
        raise IvyValueError(f"ivy.{fname}: the spatial shape {a.spatial} padded by {a.pads} is "
                            f"smaller than the (dilated) kernel {eff}")
    a.extra = tuple(max((o - 1) * s + e - (m + lo + hi), 0) for o, s, e, m, (lo, hi) in
                    zip(a.out, a.strides, eff, a.spatial, a.pads))
    a.full_pads = tuple((lo, hi + e) for (lo, hi), e in zip(a.pads, a.extra))
    return a


def _pool_len(m, lo, hi, e, s, ceil_mode):
    span = m + lo + hi - e
    if span < 0:
        return 0
    if not ceil_mode:
        return span // s + 1
    out = -(-span // s) + 1
    if (out - 1) * s >= m + lo:  # the last window would start in the high padding (PyTorch's rule)
        out -= 1
    return out


@memoize(maxsize=256)
def _avg_counts(spatial, kernel, strides, pads, out, include_pad):
    per_dim = []
    for m, k, s, (lo, hi), o in zip(spatial, kernel, strides, pads, out):
        start = np.arange(o) * s - lo
        lo_b, hi_b = (-lo, m + hi) if include_pad else (0, m)
        per_dim.append(np.maximum(np.minimum(start + k, hi_b) - np.maximum(start, lo_b), 0))
    counts = functools.reduce(np.multiply.outer, per_dim).astype(np.float64)
    if counts.min() == counts.max():
        return float(counts.flat[0]) or 1.0
    return np.maximum(counts, 1.0)


def avg_divisor(a, include_pad):
    """Divisor of each output position of an average pooling: a Python float when uniform, else a
    float64 NumPy array of shape ``out``.

    ``include_pad``: count the padding's positions (not ceil mode's overhang), as PyTorch's
    ``count_include_pad``; else only the input's. A window holding none of them divides by 1 (0).
    """
    return _avg_counts(a.spatial, a.kernel, a.strides, a.pads, a.out, bool(include_pad))


@memoize(maxsize=256)
def _has_empty(spatial, kernel, strides, dilations, pads, out):
    for m, k, s, d, (lo, _), o in zip(spatial, kernel, strides, dilations, pads, out):
        taps = (np.arange(o) * s - lo)[:, None] + np.arange(k) * d
        if not np.all(np.any((taps >= 0) & (taps < m), axis=1)):
            return True
    return False


def has_empty_windows(a):
    """Whether some pooling window holds no input element (only padding)."""
    return _has_empty(a.spatial, a.kernel, a.strides, a.dilations, a.pads, a.out)


def pool_by_slices(x, a, axes, reduce):
    """Pooling composed from strided slices: ``reduce`` (a binary maximum or add) over the
    window's taps, each tap one strided slice of ``x``, already padded by ``a.full_pads`` on its
    spatial ``axes`` (native slicing: any backend)."""
    y = None
    for taps in np.ndindex(*a.kernel):
        idx = [slice(None)] * x.ndim
        for ax, t, d, s, o in zip(axes, taps, a.dilations, a.strides, a.out):
            idx[ax] = slice(t * d, t * d + (o - 1) * s + 1, s)
        v = x[tuple(idx)]
        y = v if y is None else reduce(y, v)
    return y


# --- interpolation / adaptive pooling ------------------------------------------------------
_MODES = {"nearest": (None, "nearest"), "linear": (None, "linear"), "bilinear": (2, "linear"),
          "trilinear": (3, "linear"), "bicubic": (2, "cubic"), "area": (None, "area")}


class ResizeArgs:
    """A resampling call, checked: ``mode`` is one of nearest, linear, cubic, area."""

    __slots__ = ("n", "cf", "batch", "spatial", "channels", "out", "mode", "align_corners", "memo")

    def __init__(self):
        self.memo = {}  # what a backend's kernel derives from the call once (its native arguments)

    def axes(self, ndim):
        """The spatial axes of an array of ``ndim`` dimensions."""
        return tuple(range(ndim - self.n, ndim)) if self.cf else tuple(range(ndim - self.n - 1,
                                                                             ndim - 1))


def resize_args(fname, x, size, scale_factor, mode, align_corners, data_format):
    """Check an ``interpolate`` call's arguments and return its :class:`ResizeArgs` (cached per
    shape, dtype and options: callers never modify it)."""
    try:
        k = (fname, x.shape, x.dtype, options(size, scale_factor, mode, align_corners,
                                              data_format))
        return _RESIZE[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    a = _resize_args(fname, x, size, scale_factor, mode, align_corners, data_format)
    return a if k is None else _RESIZE.put(k, a)


def _resize_args(fname, x, size, scale_factor, mode, align_corners, data_format):
    a = ResizeArgs()
    if mode not in _MODES:
        raise IvyValueError(f"ivy.{fname}: mode must be one of {', '.join(map(repr, _MODES))}, "
                            f"got {mode!r}")
    need, a.mode = _MODES[mode]
    a.cf = channel_first(fname, data_format)
    float_dtype(fname, ("x", x))
    if (size is None) == (scale_factor is None):
        raise IvyValueError(f"ivy.{fname}: give exactly one of size and scale_factor")
    shape = shape_of(x)
    given = size if size is not None else scale_factor
    n = (len(given) if isinstance(given, (list, tuple)) else need if need is not None
         else len(shape) - 2)
    if need is not None and n != need:
        raise IvyValueError(f"ivy.{fname}: mode {mode!r} resamples {need} spatial dimensions, "
                            f"got {n}")
    if n < 1:
        raise IvyValueError(f"ivy.{fname}: x of shape {shape} has no spatial dimension")
    a.n = n
    a.batch, a.spatial, a.channels = split(fname, shape, n, a.cf)
    if size is not None:
        a.out = ints(fname, "size", size, n)
    else:
        sf = (scale_factor,) * n if not isinstance(scale_factor, (list, tuple)) else scale_factor
        if len(sf) != n or not all(isinstance(f, (int, float)) and f > 0 for f in sf):
            raise IvyValueError(f"ivy.{fname}: scale_factor must be a positive number or {n} of "
                                f"them, got {scale_factor!r}")
        a.out = tuple(int(math.floor(m * f)) for m, f in zip(a.spatial, sf))
        if min(a.out) < 1:
            raise IvyValueError(f"ivy.{fname}: scale_factor {scale_factor!r} gives the empty "
                                f"output size {a.out} from {a.spatial}")
    if align_corners and a.mode in ("nearest", "area"):
        raise IvyValueError(f"ivy.{fname}: align_corners applies to the linear and cubic modes, "
                            f"not {mode!r}")
    a.align_corners = bool(align_corners)
    return a


def adaptive_args(fname, x, output_size, data_format):
    """Check an ``adaptive_avg_pool`` call's arguments: a :class:`ResizeArgs` of mode area
    (cached per shape, dtype and options: callers never modify it)."""
    try:
        k = (fname, x.shape, x.dtype, options(output_size, data_format))
        return _ADAPTIVE[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    a = _adaptive_args(fname, x, output_size, data_format)
    return a if k is None else _ADAPTIVE.put(k, a)


def _adaptive_args(fname, x, output_size, data_format):
    a = ResizeArgs()
    a.cf = channel_first(fname, data_format)
    float_dtype(fname, ("x", x))
    shape = shape_of(x)
    n = len(output_size) if isinstance(output_size, (list, tuple)) else len(shape) - 2
    if n < 1:
        raise IvyValueError(f"ivy.{fname}: x of shape {shape} has no spatial dimension")
    a.n, a.mode, a.align_corners = n, "area", False
    a.batch, a.spatial, a.channels = split(fname, shape, n, a.cf)
    a.out = ints(fname, "output_size", output_size, n)
    return a


_CUBIC_A = -0.75  # PyTorch's (and OpenCV's) cubic convolution coefficient


@memoize(maxsize=256)
def taps(mode, m, out, align_corners):
    """``(index, weight)`` NumPy arrays of shape ``[out, T]``: output ``i`` along an axis of size
    ``m`` is ``sum_t weight[i, t] * x[index[i, t]]`` (PyTorch's conventions, exact arithmetic)."""
    i = np.arange(out)
    if mode == "nearest":  # legacy nearest: floor(i * m / out)
        return np.minimum(i * m // out, m - 1)[:, None], np.ones((out, 1))
    if mode == "area":  # adaptive average: floor(i * m / out) .. ceil((i + 1) * m / out)
        start, end = i * m // out, -(-(i + 1) * m // out)
        t = np.arange((end - start).max())
        idx = np.minimum(start[:, None] + t, m - 1)
        w = np.where(t < (end - start)[:, None], 1.0 / (end - start)[:, None], 0.0)
        return idx, w
    if align_corners:
        src = i * ((m - 1) / (out - 1)) if out > 1 else np.zeros(out)
    else:
        src = (i + 0.5) * (m / out) - 0.5
    if mode == "linear":
        src = np.maximum(src, 0.0)
        i0 = np.minimum(np.floor(src).astype(np.int64), m - 1)
        lam = src - i0
        return np.stack([i0, np.minimum(i0 + 1, m - 1)], 1), np.stack([1 - lam, lam], 1)
    i0 = np.floor(src).astype(np.int64)
    t = src - i0
    A = _CUBIC_A
    w0 = ((A * (t + 1) - 5 * A) * (t + 1) + 8 * A) * (t + 1) - 4 * A
    w1 = ((A + 2) * t - (A + 3)) * t * t + 1
    w2 = ((A + 2) * (1 - t) - (A + 3)) * (1 - t) * (1 - t) + 1
    w3 = 1 - w0 - w1 - w2
    idx = np.clip(i0[:, None] + np.arange(-1, 3), 0, m - 1)
    return idx, np.stack([w0, w1, w2, w3], 1)


def resample(xp, x, a):
    """The composition: gather and weight along each spatial axis in turn (differentiable in x).

    ``xp`` is a backend's kernel namespace; one ``take``, one product and one sum per resampled
    axis (one ``take`` for nearest). Axes whose size does not change are left alone.
    """
    axes = a.axes(x.ndim)
    dev = xp.dev(x)
    for ax, m, out in zip(axes, a.spatial, a.out):
        if m == out:
            continue
        idx, w = taps(a.mode, m, out, a.align_corners)
        nt = idx.shape[1]
        g = xp.take(x, xp.asarray(idx.reshape(-1), device=dev), axis=ax)
        if nt == 1:
            x = g
            continue
        shape = tuple(int(d) for d in g.shape)
        g = xp.reshape(g, shape[:ax] + (out, nt) + shape[ax + 1:])
        wshape = (out, nt) + (1,) * (len(shape) - ax - 1)
        w = xp.asarray(w.reshape(wshape), dtype=x.dtype, device=dev)
        x = xp.sum(xp.multiply(g, w), axis=ax + 1)
    return x


@memoize(maxsize=256)
def float32_nearest_exact(m, out):
    """Whether the frameworks' float32 nearest index ``floor(i * float32(m / out))`` (PyTorch,
    TensorFlow) equals the exact ``floor(i * m / out)`` for every output ``i``."""
    if out in (m, 2 * m):
        return True
    i = np.arange(out, dtype=np.float32)
    got = np.minimum(np.floor(i * np.float32(np.float32(m) / np.float32(out))), m - 1)
    return bool(np.all(got.astype(np.int64) == np.minimum(np.arange(out) * m // out, m - 1)))
