"""More of ``tf``: assertions, shapes, partitions, histograms, FFTs over n axes, ``complex``,
``clip_by_global_norm``, ``custom_gradient``, and the graph-building helpers of eager code.

The frontend runs eagerly, as TensorFlow 2 does outside ``tf.function``. The helpers that only
shape a graph change nothing numerical there and are written as such, each said in its
docstring: ``control_dependencies``, ``device``, ``init_scope`` (context managers that do
nothing), ``group`` / ``no_gradient`` (nothing), ``function`` / ``recompute_grad`` (the function
itself, run eagerly), ``guarantee_const`` / ``tuple`` (identities). Assertions check eagerly and
raise ``tf.errors.InvalidArgumentError`` as TensorFlow's eager ones.
"""

from __future__ import annotations

import builtins
import contextlib
import logging
import sys
import time

import numpy as np

import ivy

from .._common import ivy_dtype_of, reject_option
from ._control_flow import map_fn
from ._dtypes import DTYPES, as_dtype
from ._linalg_extra import global_norm
from ._promotion import FLOATING, backend_name, binary, check_kind, convert, same_dtype
from .errors import InvalidArgumentError
from .math import _approx_k
from .tensor import Tensor, TensorShape, native, wrap

__all__ = ["Assert", "approx_top_k", "assert_equal", "assert_greater", "assert_less",
           "assert_rank", "broadcast_dynamic_shape", "broadcast_static_shape",
           "clip_by_global_norm", "complex", "control_dependencies", "custom_gradient", "device",
           "dynamic_partition", "dynamic_stitch", "fftnd", "function", "get_current_name_scope",
           "get_logger", "grad_pass_through", "group", "guarantee_const",
           "histogram_fixed_width", "histogram_fixed_width_bins", "ifftnd", "init_scope",
           "irfftnd", "no_gradient", "numpy_function", "print", "py_function", "recompute_grad",
           "reverse_sequence", "rfftnd", "shape_n", "timestamp", "tuple", "unravel_index",
           "vectorized_map"]

_I32 = DTYPES["int32"]


def _index_on(rows, like):
    """NumPy int64 indices as an array of ``like``'s backend."""
    a = ivy.asarray(rows.astype(np.int64))
    b = backend_name(like)
    return a if backend_name(a) == b else ivy.to_backend(a, b)


def _numpy(x):
    return np.asarray(ivy.to_numpy(native(x))) if hasattr(x, "_data") or ivy.is_native_array(x) \
        else np.asarray(x)


# --- assertions ----------------------------------------------------------------------------------
def Assert(condition, data, summarize=None, name=None):  # noqa: N802 - TensorFlow's name
    """Raise ``InvalidArgumentError`` with ``data`` printed when ``condition`` is false."""
    if not bool(_numpy(condition)):
        shown = ", ".join(str(_numpy(d)) if hasattr(d, "_data") or ivy.is_native_array(d)
                          else str(d) for d in data)
        raise InvalidArgumentError(None, "Assert", f"assertion failed: [{shown}]")


def _assert_pair(op, relation, x, y, message, summarize=None):
    a, b = binary(op, x, y)
    a = convert(a)
    b = b if hasattr(b, "dtype") else ivy.asarray(b, dtype=ivy_dtype_of(a.dtype))
    if not bool(ivy.all(relation(a, b))):
        msg = (message + "\n") if message else ""
        raise InvalidArgumentError(None, op, f"{msg}Condition x {op} y did not hold "
                                   f"element-wise:\nx = {_numpy(a)}\ny = {_numpy(b)}")


def assert_equal(x, y, message=None, summarize=None, name=None):
    """Raise ``InvalidArgumentError`` unless ``x == y`` element-wise."""
    _assert_pair("==", ivy.equal, x, y, message)


def assert_greater(x, y, message=None, summarize=None, name=None):
    """Raise ``InvalidArgumentError`` unless ``x > y`` element-wise."""
    _assert_pair(">", ivy.greater, x, y, message)


def assert_less(x, y, message=None, summarize=None, name=None):
    """Raise ``InvalidArgumentError`` unless ``x < y`` element-wise."""
    _assert_pair("<", ivy.less, x, y, message)


def assert_rank(x, rank, message=None, name=None):
    """Raise ``ValueError`` (TensorFlow's, for a static rank) unless ``x`` has rank ``rank``."""
    r = len(convert(x).shape)
    if r != int(_numpy(rank)):
        raise ValueError(f"{message + ' ' if message else ''}Tensor must have rank "
                         f"{int(_numpy(rank))}. Received rank {r}, shape {list(convert(x).shape)}")


# --- graph-building helpers in eager code --------------------------------------------------------
def control_dependencies(control_inputs):
    """A context manager that does nothing: eager code already runs in program order."""
    return contextlib.nullcontext()


def device(device_name):
    """A context manager that does nothing: arrays stay on the device of the Ivy backend's
    inputs (use ``ivy.to_device`` to move them)."""
    return contextlib.nullcontext()


def init_scope():
    """A context manager that does nothing: eager code has no graph to lift out of."""
    return contextlib.nullcontext()


def group(*inputs, **kwargs):
    """Nothing (``None``): in eager code every op has run by the time ``group`` is called."""
    return None


def no_gradient(op_type):
    """Nothing: the frontend has no registry of graph ops' gradients."""
    return None


def guarantee_const(input, name=None):  # noqa: A002
    """``input`` itself (a hint to TensorFlow's graph optimiser)."""
    return wrap(convert(input))


def tuple(tensors, name=None, control_inputs=None):  # noqa: A001 - TensorFlow's name
    """The tensors themselves, as a list (eager code needs no grouping)."""
    return [None if t is None else wrap(convert(t)) for t in tensors]


def function(func=None, input_signature=None, autograph=True, jit_compile=None,
             reduce_retracing=False, experimental_implements=None,
             experimental_autograph_options=None, experimental_attributes=None,
             experimental_relax_shapes=None, experimental_compile=None,
             experimental_follow_type_hints=None):
    """``func`` itself, run eagerly (the same values as TensorFlow's traced graph; Python side
    effects run at every call). For a compiled program use ``ivy.compile``."""
    if func is None:
        return lambda f: f
    return func


def recompute_grad(f):
    """``f`` itself: recomputing activations in the backward pass saves memory, not values."""
    return f


def get_current_name_scope():
    """The empty name scope of eager code."""
    return ""


def get_logger():
    """Python's ``logging`` logger named ``tensorflow``."""
    return logging.getLogger("tensorflow")


def timestamp(name=None):
    """Seconds since the epoch, a float64 scalar."""
    return wrap(ivy.asarray(time.time(), dtype="float64"))


def print(*inputs, output_stream=None, sep=" ", end="\n", summarize=3, name=None):  # noqa: A001
    """Print tensors' values (as NumPy prints them) and other values to ``output_stream``
    (standard error by default, as TensorFlow)."""
    output_stream = sys.stderr if output_stream is None else output_stream
    parts = [str(_numpy(v)) if isinstance(v, Tensor) or ivy.is_native_array(v) else str(v)
             for v in inputs]
    builtins.print(*parts, sep=sep, end=end, file=output_stream)


# --- Python functions in the program -------------------------------------------------------------
def _outputs(result, tout):
    if isinstance(tout, (list, builtins.tuple)):
        return [wrap(ivy.astype(convert(np.asarray(r) if isinstance(r, np.ndarray) else r),
                                as_dtype(t))) for r, t in zip(result, tout)]
    if tout is None:
        return None
    r = result
    return wrap(ivy.astype(convert(np.asarray(r) if isinstance(r, (np.ndarray, np.generic))
                                   else r), as_dtype(tout)))


def numpy_function(func=None, inp=None, Tout=None, stateful=True, name=None):  # noqa: N803
    """``func`` called on the inputs as NumPy arrays, its results as tensors of ``Tout``."""
    return _outputs(func(*[_numpy(v) for v in inp]), Tout)


def py_function(func=None, inp=None, Tout=None, name=None):  # noqa: N803
    """``func`` called on the inputs as tensors, its results as tensors of ``Tout``."""
    return _outputs(func(*[wrap(convert(v)) for v in inp]), Tout)


def vectorized_map(fn, elems, fallback_to_while_loop=True, warn=True):
    """``fn`` of each row of ``elems`` stacked (``tf.map_fn``'s values)."""
    return map_fn(fn, elems)


def grad_pass_through(f):
    """``f`` in the forward pass, the identity's gradient in the backward:
    ``x + stop_gradient(f(x) - x)``."""
    def wrapped(x):
        d = convert(x)
        y = convert(f(wrap(d)))
        return wrap(ivy.add(d, ivy.stop_gradient(ivy.subtract(y, d))))

    return wrapped


def custom_gradient(f=None):
    """``f(*x)`` returning ``(y, grad_fn)``; gradients of ``y`` are ``grad_fn(dy)`` (one per
    input), through ``ivy.custom_vjp``. The backward pass calls ``f`` again on the saved inputs
    to get ``grad_fn`` (JAX refuses arrays reached by closure). Tensor arguments only (no
    ``variables``)."""
    if f is None:
        return custom_gradient

    def func(*args):
        y, _ = f(*[wrap(a) for a in args])
        return native(y)

    def fwd(*args):
        return func(*args), args

    def bwd(saved, g):
        _, grad_fn = f(*[wrap(a) for a in saved])
        grads = grad_fn(wrap(g))
        grads = grads if isinstance(grads, (list, builtins.tuple)) else [grads]
        return builtins.tuple(None if v is None else native(v) for v in grads)

    vjp = ivy.custom_vjp(func, fwd, bwd)

    def call(*args):
        return wrap(vjp(*[convert(a) for a in args]))

    call.__name__ = getattr(f, "__name__", "custom_gradient")
    return call


# --- values --------------------------------------------------------------------------------------
def complex(real, imag, name=None):  # noqa: A001 - TensorFlow's name
    """``real + 1j * imag``: float32 -> complex64, float64 -> complex128."""
    a, b = binary("Complex", real, imag)
    a = check_kind("Complex", convert(a), frozenset({"float32", "float64"}))
    b = b if hasattr(b, "dtype") else ivy.asarray(b, dtype=ivy_dtype_of(a.dtype))
    c = "complex128" if str(ivy_dtype_of(a.dtype)) == "float64" else "complex64"
    return wrap(ivy.add(ivy.astype(a, c), ivy.multiply(ivy.astype(b, c), 1j)))


def clip_by_global_norm(t_list, clip_norm, use_norm=None, name=None):
    """``(t * clip_norm / max(global_norm, clip_norm) for t in t_list, global_norm)``; ``None``
    entries stay ``None``; every entry NaN where the global norm is not finite (TensorFlow)."""
    gn = global_norm(t_list)._data if use_norm is None else convert(use_norm)
    c = native(clip_norm)
    c = c if hasattr(c, "dtype") else ivy.asarray(c, dtype=ivy_dtype_of(gn.dtype))
    scale = ivy.divide(c, ivy.maximum(gn, c))
    scale = ivy.where(ivy.isfinite(gn), scale, ivy.full_like(scale, float("nan")))
    out = [None if t is None else wrap(ivy.multiply(convert(t), ivy.astype(scale, convert(t).dtype)))
           for t in t_list]
    return out, wrap(gn)


def broadcast_static_shape(shape_x, shape_y):
    """The broadcast of two ``TensorShape`` s (``ValueError`` where they do not broadcast)."""
    try:
        out = np.broadcast_shapes(builtins.tuple(shape_x), builtins.tuple(shape_y))
    except ValueError as e:
        raise ValueError(f"Incompatible shapes for broadcasting: {shape_x} and {shape_y}") from e
    return TensorShape(out)


def broadcast_dynamic_shape(shape_x, shape_y):
    """The broadcast of two shape vectors, as an int32 (int64) vector."""
    sx, sy = convert(shape_x), convert(shape_y)
    try:
        out = np.broadcast_shapes(builtins.tuple(int(v) for v in _numpy(sx)),
                                  builtins.tuple(int(v) for v in _numpy(sy)))
    except ValueError as e:
        raise InvalidArgumentError(None, "BroadcastArgs", f"Incompatible shapes: "
                                   f"{list(_numpy(sx))} vs. {list(_numpy(sy))}") from e
    return wrap(ivy.asarray(list(out), dtype=ivy_dtype_of(sx.dtype)))


def shape_n(input, out_type=_I32, name=None):  # noqa: A002
    """The shapes of several tensors, one int32 (``out_type``) vector each."""
    return [wrap(ivy.asarray([int(s) for s in convert(t).shape], dtype=as_dtype(out_type)))
            for t in input]


def unravel_index(indices, dims, name=None):
    """The coordinates of flat ``indices`` in an array of shape ``dims``: ``[len(dims), ...]``."""
    idx = convert(indices)
    d = [int(v) for v in _numpy(dims).reshape(-1)]
    coords = []
    rest = idx
    for size in reversed(d):
        coords.append(ivy.remainder(rest, size))
        rest = ivy.floor_divide(rest, size)
    return wrap(ivy.stack(coords[::-1], axis=0))


def reverse_sequence(input, seq_lengths, seq_axis=None, batch_axis=None, name=None):  # noqa: A002
    """Each batch entry's first ``seq_lengths[b]`` elements along ``seq_axis`` reversed."""
    x = convert(input)
    lens = ivy.astype(convert(seq_lengths), "int64")
    nd = len(x.shape)
    sa = int(seq_axis) % nd
    ba = int(batch_axis or 0) % nd
    t = int(x.shape[sa])
    pos = ivy.arange(t, dtype="int64")  # [T]
    shape_b = [1] * nd
    shape_b[ba] = int(x.shape[ba])
    shape_t = [1] * nd
    shape_t[sa] = t
    ln = ivy.reshape(lens, shape_b)
    p = ivy.reshape(pos, shape_t)
    src = ivy.where(ivy.less(p, ln), ivy.subtract(ivy.subtract(ln, 1), p), p)
    src = ivy.broadcast_to(src, builtins.tuple(int(s) for s in x.shape))
    return wrap(ivy.take_along_axis(x, src, axis=sa))


def dynamic_partition(data, partitions, num_partitions, name=None):
    """``[data[partitions == i] for i in range(num_partitions)]`` (rows of ``data`` over the
    dimensions of ``partitions``)."""
    x = convert(data)
    p = convert(partitions)
    k = len(p.shape)
    flat = ivy.reshape(x, (-1,) + builtins.tuple(int(s) for s in x.shape[k:]))
    pf = _numpy(p).reshape(-1)
    out = []
    for i in range(int(num_partitions)):
        rows = np.nonzero(pf == i)[0]
        out.append(wrap(ivy.gather(flat, _index_on(rows, flat), axis=0)))
    return out


def dynamic_stitch(indices, data, name=None):
    """``merged[indices[m][i]] = data[m][i]``, later entries winning; the first dimension
    ``max(indices) + 1``."""
    idx = [convert(i) for i in indices]
    vals = same_dtype("DynamicStitch", list(data))
    inner = builtins.tuple(int(s) for s in vals[0].shape[len(idx[0].shape):])
    flat_i = ivy.concat([ivy.reshape(ivy.astype(i, "int64"), (-1,)) for i in idx], axis=0)
    flat_v = ivy.concat([ivy.reshape(v, (-1,) + inner) for v, i in zip(vals, idx)], axis=0)
    order = _numpy(flat_i)
    n = int(order.max()) + 1 if order.size else 0
    last = {int(j): pos for pos, j in enumerate(order)}  # later entries win
    rows = np.zeros(n, np.int64)
    for j, pos in last.items():
        rows[j] = pos
    return wrap(ivy.gather(flat_v, _index_on(rows, flat_v), axis=0))


def histogram_fixed_width_bins(values, value_range, nbins=100, dtype=_I32, name=None):
    """The bin of each value among ``nbins`` equal bins over ``value_range`` (values outside go
    to the first or last bin)."""
    v, r = binary("HistogramFixedWidth", values, value_range)
    v = convert(v)
    r = r if hasattr(r, "dtype") else ivy.asarray(r, dtype=ivy_dtype_of(v.dtype))
    lo, hi = r[0], r[1]
    vf = ivy.astype(v, "float64")
    scaled = ivy.divide(ivy.subtract(vf, ivy.astype(lo, "float64")),
                        ivy.astype(ivy.subtract(hi, lo), "float64"))
    b = ivy.floor(ivy.multiply(scaled, float(nbins)))
    b = ivy.clip(b, 0, int(nbins) - 1)
    return wrap(ivy.astype(b, as_dtype(dtype)))


def histogram_fixed_width(values, value_range, nbins=100, dtype=_I32, name=None):
    """Counts of ``values`` in ``nbins`` equal bins over ``value_range`` (outside values counted
    in the first or last bin)."""
    bins = ivy.reshape(histogram_fixed_width_bins(values, value_range, nbins, "int64")._data,
                       (-1,))
    d = as_dtype(dtype)
    return wrap(ivy.scatter_flat(bins, ivy.ones(bins.shape, dtype=d), int(nbins)))


# --- FFTs over n axes ----------------------------------------------------------------------------
def _fft_args(x, fft_length, axes):
    ax = None if axes is None else [int(a) for a in _numpy(axes).reshape(-1)]
    s = None if fft_length is None else [int(v) for v in _numpy(fft_length).reshape(-1)]
    if ax is None:
        n = len(s) if s is not None else len(x.shape)
        ax = list(range(len(x.shape) - n, len(x.shape)))
    return s, ax


_COMPLEX = frozenset({"complex64", "complex128"})


def fftnd(input, fft_length=None, axes=None, name=None):  # noqa: A002
    """The n-dimensional FFT over ``axes`` (the last ``len(fft_length)`` by default)."""
    x = check_kind("FFTND", convert(input), _COMPLEX)
    s, ax = _fft_args(x, fft_length, axes)
    return wrap(ivy.fft.fftn(x, s=s, axes=ax))


def ifftnd(input, fft_length=None, axes=None, name=None):  # noqa: A002
    """The n-dimensional inverse FFT over ``axes``."""
    x = check_kind("IFFTND", convert(input), _COMPLEX)
    s, ax = _fft_args(x, fft_length, axes)
    return wrap(ivy.fft.ifftn(x, s=s, axes=ax))


def rfftnd(input, fft_length=None, axes=None, Tcomplex=DTYPES["complex64"], name=None):  # noqa: A002, N803
    """The n-dimensional FFT of a real tensor (half the last axis), of ``Tcomplex``."""
    x = check_kind("RFFTND", convert(input), FLOATING)
    s, ax = _fft_args(x, fft_length, axes)
    return wrap(ivy.astype(ivy.fft.rfftn(x, s=s, axes=ax), as_dtype(Tcomplex)))


def irfftnd(input, fft_length=None, axes=None, Treal=DTYPES["float32"], name=None):  # noqa: A002, N803
    """The inverse of ``rfftnd``, of ``Treal``."""
    x = check_kind("IRFFTND", convert(input), _COMPLEX)
    s, ax = _fft_args(x, fft_length, axes)
    return wrap(ivy.astype(ivy.fft.irfftn(x, s=s, axes=ax), as_dtype(Treal)))


def approx_top_k(input, k, reduction_dimension=-1, recall_target=0.95, is_max_k=True,  # noqa: A002
                 reduction_input_size_override=-1, aggregate_to_topk=True, name=None):
    """The exact top (``is_max_k``) or bottom ``k`` (recall 1, as TensorFlow's CPU kernel)."""
    if reduction_input_size_override not in (-1, None):
        reject_option("tf", "approx_top_k", "reduction_input_size_override",
                      reduction_input_size_override, "the whole dimension")
    return _approx_k("ApproxTopK", input, k, reduction_dimension, bool(is_max_k))
