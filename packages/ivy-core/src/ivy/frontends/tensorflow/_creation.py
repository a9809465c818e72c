"""``tf.*`` creation and conversion functions of the frontend: ``constant``, ``convert_to_tensor``,
``zeros`` / ``ones`` / ``fill`` and their ``_like``, ``range``, ``linspace``, ``eye``, ``one_hot``,
``cast``, ``identity``, ``stop_gradient``, ``shape`` / ``size`` / ``rank``.

TensorFlow's default dtypes: ``tf.constant(1)`` is int32 (int64 beyond its range),
``tf.constant(1.0)`` float32, ``tf.zeros`` float32, ``tf.range`` of ints int32. ``name=`` is
accepted and ignored; ``layout=`` (DTensor) is rejected unless None.
"""

from __future__ import annotations

import numpy as np

import ivy

from .._common import ivy_dtype_of, reject_option
from ._dtypes import DTYPES, as_dtype
from ._promotion import as_tensor, convert, infer_dtype, to_dtype
from .errors import InvalidArgumentError
from .tensor import Tensor, ivy_kind, native, wrap

__all__ = ["cast", "constant", "convert_to_tensor", "eye", "fill", "identity", "is_tensor",
           "linspace", "one_hot", "ones", "ones_like", "range", "rank", "shape", "size",
           "stop_gradient", "zeros", "zeros_like", "saturate_cast", "identity_n"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"constant", "saturate_cast"})

_F32, _I32 = DTYPES["float32"], DTYPES["int32"]


def shape_tuple(shape) -> tuple:
    """A shape argument (list, tuple, TensorShape, integer tensor, int) as a tuple of ints."""
    if type(shape) is Tensor or ivy.is_native_array(shape):
        shape = ivy.to_list(native(shape))
    if isinstance(shape, int):
        return (shape,)
    return tuple(int(native(d)) if not isinstance(d, int) else d for d in shape)


def _layout(name, layout):
    if layout is not None:
        reject_option("tf", name, "layout", layout, "DTensor layouts")


def _tensor_dtype_error(value, dtype, x):
    return TypeError(f"Expected tensor {ivy.to_numpy(x)} with dtype {as_dtype(dtype)!r}, but "
                     f"got dtype {DTYPES[ivy_dtype_of(x.dtype)]!r}.")


def _is_tensor(value):
    # a frontend Tensor or the backend's array; a NumPy array counts as a value (TensorFlow
    # converts it, casting to a requested dtype) even where NumPy is the backend
    return type(value) is Tensor or (type(value) is not np.ndarray and
                                         as_tensor(value) is not None)


def constant(value, dtype=None, shape=None, name=None):
    if _is_tensor(value):
        x = as_tensor(value)
        if dtype is not None and as_dtype(dtype) != ivy_dtype_of(x.dtype):
            raise _tensor_dtype_error(value, dtype, x)
    elif dtype is None:
        x = convert(value)
    else:
        x = to_dtype(value, str(as_dtype(dtype)))
    if shape is not None:
        shape = shape_tuple(shape)
        n = 1
        for d in shape:
            n *= d
        size_ = 1
        for d in x.shape:
            size_ *= int(d)
        if size_ == 1:
            x = ivy.broadcast_to(ivy.reshape(x, ()), shape)
        elif size_ == n:
            x = ivy.reshape(x, shape)
        else:
            raise TypeError(f"Eager execution of tf.constant with unsupported shape. Tensor "
                            f"{ivy.to_numpy(x)} (converted from {value}) has {size_} elements, "
                            f"but got `shape` {shape} with {n} elements).")
    return wrap(x)


def convert_to_tensor(value, dtype=None, dtype_hint=None, name=None):
    if _is_tensor(value):
        x = as_tensor(value)
        if dtype is not None and as_dtype(dtype) != ivy_dtype_of(x.dtype):
            raise ValueError(f"Tensor conversion requested dtype {as_dtype(dtype).name} for "
                             f"Tensor with dtype {ivy_dtype_of(x.dtype)}: {value!r}")
        return value if type(value) is Tensor else wrap(x)
    if dtype is not None:
        return constant(value, dtype)
    if dtype_hint is not None:
        try:
            return constant(value, dtype_hint)
        except TypeError:
            pass
    return wrap(convert(value))


def is_tensor(x):
    return as_tensor(x) is not None


def zeros(shape, dtype=_F32, name=None, layout=None):
    _layout("zeros", layout)
    return wrap(ivy.zeros(shape_tuple(shape), dtype=as_dtype(dtype)))


def ones(shape, dtype=_F32, name=None, layout=None):
    _layout("ones", layout)
    return wrap(ivy.ones(shape_tuple(shape), dtype=as_dtype(dtype)))


def fill(dims, value, name=None, layout=None):
    _layout("fill", layout)
    v = convert(value)
    return wrap(ivy.broadcast_to(v, shape_tuple(dims)) if len(v.shape) == 0 else
                _fill_error(v))


def _fill_error(v):
    raise InvalidArgumentError(None, "Fill", f"value must be a scalar. Got {len(v.shape)} "
                               f"[Op:Fill]")


def zeros_like(input, dtype=None, name=None, layout=None):  # noqa: A002
    _layout("zeros_like", layout)
    return wrap(ivy.zeros_like(convert(input), dtype=None if dtype is None else as_dtype(dtype)))


def ones_like(input, dtype=None, name=None, layout=None):  # noqa: A002
    _layout("ones_like", layout)
    return wrap(ivy.ones_like(convert(input), dtype=None if dtype is None else as_dtype(dtype)))


def range(start, limit=None, delta=1, dtype=None, name="range"):  # noqa: A001
    if limit is None:
        start, limit = 0, start
    vals = [native(v) for v in (start, limit, delta)]
    vals = [ivy.to_scalar(v) if ivy.is_native_array(v) else v for v in vals]
    if dtype is None:
        kinds = {infer_dtype(v) for v in (start, limit, delta)}
        dtype = ("float64" if "float64" in kinds else "float32" if kinds & {"float32", "float16"}
                 else "int64" if "int64" in kinds else "int32")
    return wrap(ivy.arange(vals[0], vals[1], vals[2], dtype=as_dtype(dtype)))


def linspace(start, stop, num, name=None, axis=0):
    a, b = convert(start), convert(stop)
    d = str(ivy_dtype_of(a.dtype))
    if ivy_kind(a) in ("int", "uint"):
        d = "float64"  # TensorFlow computes integer bounds in float64
        a, b = ivy.astype(a, d), ivy.astype(b, d)
    return wrap(ivy.linspace(a, b, int(native(num)), axis=axis, dtype=d))


def eye(num_rows, num_columns=None, batch_shape=None, dtype=_F32, name=None):
    return wrap(ivy.eye(int(num_rows), None if num_columns is None else int(num_columns),
                        dtype=as_dtype(dtype),
                        batch_shape=None if batch_shape is None else shape_tuple(batch_shape)))


def cast(x, dtype, name=None):
    a = convert(x)
    d = as_dtype(dtype)
    if ivy_kind(a) == "complex" and d.kind != "complex":
        a = ivy.real(a)  # TensorFlow keeps the real part
    return wrap(ivy.astype(a, d))


def saturate_cast(value, dtype, name=None):
    a = convert(value)
    d = as_dtype(dtype)
    if d.kind in ("int", "uint") and ivy_kind(a) != "bool":
        a = ivy.clip(a, d.min, d.max)
    return wrap(ivy.astype(a, d))


def identity(input, name=None):  # noqa: A002
    return wrap(convert(input))


def identity_n(input, name=None):  # noqa: A002
    return [wrap(convert(x)) for x in input]


def stop_gradient(input, name=None):  # noqa: A002
    return wrap(ivy.stop_gradient(convert(input)))


def shape(input, out_type=_I32, name=None):  # noqa: A002
    s = tuple(int(d) for d in convert(input).shape)
    return wrap(ivy.asarray(s, dtype=as_dtype(out_type)) if s else
                ivy.zeros((0,), dtype=as_dtype(out_type)))


def size(input, out_type=_I32, name=None):  # noqa: A002
    n = 1
    for d in convert(input).shape:
        n *= int(d)
    return wrap(ivy.asarray(n, dtype=as_dtype(out_type)))


def rank(input, name=None):  # noqa: A002
    return wrap(ivy.asarray(len(convert(input).shape), dtype=ivy.int32))


def one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None):
    idx = convert(indices)
    if dtype is None:
        for v in (on_value, off_value):
            if v is not None:
                dtype = ivy_dtype_of(convert(v).dtype)
                break
        else:
            dtype = "float32"
    d = as_dtype(dtype)
    on = 1 if on_value is None else native(on_value)
    off = 0 if off_value is None else native(off_value)
    return wrap(ivy.one_hot(idx, int(native(depth)), on_value=on, off_value=off,
                            axis=-1 if axis is None else axis, dtype=d))

