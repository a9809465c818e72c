"""Argument rules shared by every backend's kernels of the creation and manipulation extras (pad
widths and modes, split sizes, axes, batch shapes) and the index maps of the non-constant pad
modes. Pure Python on shapes and ints: no framework is imported, every backend raises the same
``IvyValueError`` for the same bad argument.
"""

from __future__ import annotations

import math

from .. import dtypes as _dt
from ..errors import IvyValueError
from .cache import Cache, Uncacheable, memoize, options
from .owners import _owner

PAD_MODES = ("constant", "reflect", "symmetric", "edge", "wrap")
# checked pad widths and split sizes, per (shape, type-strict arguments): see cache.py
_WIDTHS, _SPLITS = Cache(), Cache()
_UNKEYED = (TypeError, ValueError, Uncacheable)


def _plain(v):
    """Nested lists/tuples of Python ints from ints, sequences or array-likes (``.tolist()``)."""
    if not isinstance(v, (list, tuple, int)) and hasattr(v, "tolist"):
        v = v.tolist()
    if isinstance(v, (list, tuple)):
        return tuple(_plain(e) for e in v)
    return v


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def norm_axis(fname, axis, ndim):
    """``axis`` in ``[0, ndim)``; IvyValueError naming ``fname`` when it is not an axis of an
    ``ndim``-d array."""
    if not _is_int(axis) or not -ndim <= axis < ndim:
        raise IvyValueError(f"ivy.{fname}: axis {axis!r} is not an axis of a {ndim}-d array "
                            f"(valid: {-ndim} to {ndim - 1})")
    return axis % ndim


_ARRAY_TYPE: dict = {}  # type -> whether it is a backend's array type (types are few)


def _is_array(v):
    """A native array of a backend (NumPy scalars and Python numbers are scalars)."""
    t = type(v)
    r = _ARRAY_TYPE.get(t)
    if r is None:
        r = _ARRAY_TYPE[t] = _owner(t) is not None
    return r


def endpoints(fname, start, stop, axis):
    """For ``linspace``/``logspace``: None when ``start`` and ``stop`` are both scalars (``axis``
    must then be 0 or -1), else the ndim of their broadcast shape (``axis`` checked against the
    result, one dimension more; with ``axis=0``, which every result has, 0 stands for it)."""
    if axis == 0 and type(axis) is int:  # any result has axis 0: only whether arrays come
        return 0 if _is_array(start) or _is_array(stop) else None
    arrays = [v for v in (start, stop) if _is_array(v)]
    ndim = max((len(v.shape) for v in arrays), default=0)
    if axis != 0:
        norm_axis(fname, axis, ndim + 1)
    return ndim if arrays else None


_INEXACT: dict = {}  # native dtype -> its Ivy dtype if floating or complex, else False


def endpoint_dtype(start, stop, dtype):
    """Ivy dtype of ``linspace``/``logspace``: ``dtype``; else the promoted dtype of floating-point
    array endpoints (complex if a Python complex endpoint comes with real arrays); else the default
    complex dtype for a complex endpoint, the default float dtype otherwise."""
    if dtype is not None:
        return _dt.as_ivy_dtype(dtype)
    if type(start) is type(stop) and _is_array(start) and start.dtype == stop.dtype:
        d = _INEXACT.get(start.dtype)  # two arrays of one dtype: a floating one is the result
        if d is None:
            d = _dt.as_ivy_dtype(start.dtype)
            d = _INEXACT[start.dtype] = d if _dt.isdtype(
                d, ("real floating", "complex floating")) else False
        if d:
            return d
    cplx = type(start) is complex or type(stop) is complex
    inexact = [v for v in (start, stop) if _is_array(v) and
               _dt.isdtype(_dt.as_ivy_dtype(v.dtype), ("real floating", "complex floating"))]
    if inexact:
        d = _dt.result_type(*inexact)
        if cplx and not _dt.isdtype(d, "complex floating"):
            d = _dt.complex128 if d == _dt.float64 else _dt.complex64
        return d
    return _dt.default_complex_dtype() if cplx else _dt.default_float_dtype()


def check_counts(fname, what, counts):
    """IvyValueError unless the int ``counts`` (or each int of a sequence) is non-negative."""
    if any(c < 0 for c in ((counts,) if _is_int(counts) else counts)):
        raise IvyValueError(f"ivy.{fname}: {what} must be non-negative, got {counts!r}")


def batch_shape(fname, shape):
    """``shape`` (an int or a sequence of non-negative ints) as a tuple."""
    s = _plain(shape)
    s = (s,) if _is_int(s) else s
    if not isinstance(s, tuple) or not all(_is_int(v) and v >= 0 for v in s):
        raise IvyValueError(f"ivy.{fname}: batch_shape must be an int or a sequence of "
                            f"non-negative ints, got {shape!r}")
    return s


def pad_widths(fname, shape, pad_width):
    """``((before, after), ...)``, one pair per axis of an array of ``shape``.

    ``pad_width`` takes NumPy's forms: an int (every side of every axis), ``(w,)``, a
    ``(before, after)`` pair (every axis), ``((before, after),)``, or one ``(before, after)`` (or
    ``(w,)``) per axis. Widths are non-negative ints. Cached per (shape, pad_width).
    """
    try:
        k = (fname, shape, options(pad_width))
        return _WIDTHS[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    w = _pad_widths(fname, shape, pad_width)
    return w if k is None else _WIDTHS.put(k, w)


def _pad_widths(fname, shape, pad_width):
    ndim = len(shape)
    w = _plain(pad_width)
    pairs = None
    if _is_int(w):
        pairs = ((w, w),) * ndim
    elif isinstance(w, tuple) and w and all(_is_int(v) for v in w) and len(w) <= 2:
        pairs = ((w[0], w[-1]),) * ndim
    elif (isinstance(w, tuple) and len(w) in (1, ndim) and
          all(isinstance(r, tuple) and len(r) in (1, 2) and all(_is_int(v) for v in r) for r in w)):
        pairs = tuple((r[0], r[-1]) for r in w)
        if len(pairs) == 1:
            pairs = pairs * ndim
    if pairs is None:
        raise IvyValueError(f"ivy.{fname}: pad_width must be an int, a (before, after) pair or one "
                            f"(before, after) pair per axis of the {ndim}-d input, got "
                            f"{pad_width!r}")
    if any(v < 0 for p in pairs for v in p):
        raise IvyValueError(f"ivy.{fname}: pad widths must be non-negative, got {pad_width!r}")
    return pairs


def plain_zero(v):
    """Whether ``v`` is the Python number 0 (``+0.0`` included, ``-0.0`` not): a pad value the
    frameworks' zero fills give exactly."""
    return (type(v) is int and v == 0) or (type(v) is float and v == 0.0
                                            and math.copysign(1.0, v) == 1.0)


def pad_mode(mode):
    """Check ``mode`` is one of :data:`PAD_MODES`."""
    if mode not in PAD_MODES:
        raise IvyValueError(f"ivy.pad: mode {mode!r} is not one of {', '.join(PAD_MODES)}")
    return mode


def check_extends_empty(shape, widths, mode):
    """A non-constant mode has no value to repeat along an empty axis (NumPy refuses it too)."""
    for axis, (n, (lo, hi)) in enumerate(zip(shape, widths)):
        if n == 0 and (lo or hi):
            raise IvyValueError(f"ivy.pad: mode {mode!r} cannot extend the empty axis {axis} of an "
                                f"array of shape {tuple(shape)}; use mode='constant'")


def pad_index(n, lo, hi, mode):
    """Indices into an axis of length ``n`` giving that axis padded by ``lo``/``hi`` in ``mode``
    (``reflect``, ``symmetric``, ``edge`` or ``wrap``); NumPy's results, also for widths larger
    than the axis (the pattern repeats)."""
    span = range(-lo, n + hi)
    if mode == "edge":
        return [0 if p < 0 else n - 1 if p >= n else p for p in span]
    if mode == "wrap":
        return [p % n for p in span]
    if mode == "symmetric":
        period = 2 * n
        return [q if q < n else period - 1 - q for q in (p % period for p in span)]
    if n == 1:  # reflect about a single element: that element
        return [0] * len(span)
    period = 2 * (n - 1)
    return [q if q < n else period - q for q in (p % period for p in span)]


def split_sizes(shape, num_or_size_splits, axis, with_remainder):
    """``(axis, sizes)``: the axis in ``[0, ndim)`` and the length of each piece of ``split``
    (cached per shape and arguments)."""
    try:
        k = (shape, options(num_or_size_splits, axis, with_remainder))
        return _SPLITS[k]
    except KeyError:
        pass
    except _UNKEYED:
        k = None
    r = _split_sizes(shape, num_or_size_splits, axis, with_remainder)
    return r if k is None else _SPLITS.put(k, r)


def _split_sizes(shape, num_or_size_splits, axis, with_remainder):
    ndim = len(shape)
    if ndim == 0:
        raise IvyValueError("ivy.split: a 0-d array has no axis to split; reshape it first")
    axis = norm_axis("split", axis, ndim)
    n = shape[axis]
    s = _plain(num_or_size_splits)
    if s is None:
        return axis, (1,) * n
    if _is_int(s):
        if s < 1:
            raise IvyValueError(f"ivy.split: the number of pieces must be positive, got {s}")
        if n % s == 0:
            return axis, (n // s,) * s
        if with_remainder:
            return axis, (n // s,) * s + (n % s,)
        raise IvyValueError(f"ivy.split: axis {axis} of length {n} does not split into {s} equal "
                            f"pieces; pass the sizes of the pieces, or with_remainder=True for "
                            f"{s} pieces of {n // s} and one of {n % s}")
    if not isinstance(s, tuple) or not all(_is_int(v) and v >= 0 for v in s):
        raise IvyValueError(f"ivy.split: num_or_size_splits must be None, a positive int or a "
                            f"sequence of non-negative sizes, got {num_or_size_splits!r}")
    total = sum(s)
    if total == n or (with_remainder and total < n):
        return axis, s + ((n - total,) if total < n else ())
    raise IvyValueError(f"ivy.split: the sizes {list(s)} sum to {total}, but axis {axis} has "
                        f"length {n}" + ("" if total > n else
                                         "; pass with_remainder=True to keep the rest as a piece"))


@memoize(maxsize=256)
def split_slices(axis, sizes):
    """The index of each piece of ``split`` (``(slice(None),) * axis + (slice(a, b),)``): slicing
    is cheaper than ``np.split``, which swaps the axes twice per piece."""
    out, a = [], 0
    for n in sizes:
        out.append((slice(None),) * axis + (slice(a, a + n),))
        a += n
    return tuple(out)
