"""``jax.numpy``'s products on Ivy: ``matmul``, ``dot``, ``vdot``, ``inner``, ``outer``,
``tensordot``, ``einsum``, ``kron``, ``vecdot``, ``matvec``, ``vecmat``, ``cross``. Inputs are
promoted as JAX does; ``precision=`` is accepted and ignored (the backend's precision);
``preferred_element_type=`` casts the result; ``optimize=`` of ``einsum`` is accepted and
ignored.
"""

from __future__ import annotations

import ivy

from ..._common import kind_of
from .._dtypes import DTYPES, _dt
from ..array import Array, dtype_name, native, promote_all, wrap
from .math import _no_out

COMPOSED = frozenset({"dot", "vdot", "inner", "outer", "kron", "matvec", "vecmat"})
_BOOL = DTYPES["bool"]


def _pair(a, b):
    if type(a) is Array and type(b) is Array and a._dtype is b._dtype:
        return a._data, b._data
    (x, y), _ = promote_all(a, b)
    return x, y


def _pet(r, preferred_element_type):
    if preferred_element_type is None:
        return wrap(r)
    return wrap(ivy.astype(r, _dt(preferred_element_type)))


def _matmul_bool(x, y):
    # Ivy's matmul has no bool kernel everywhere: count in int32, then test for any
    r = ivy.matmul(ivy.astype(x, "int32"), ivy.astype(y, "int32"))
    return ivy.greater(r, 0)


def matmul(a, b, *, precision=None, preferred_element_type=None, out_sharding=None):
    if type(a) is Array and type(b) is Array and a._dtype is b._dtype:  # one dtype
        x, y, is_bool = a._data, b._data, a._dtype is _BOOL
    else:
        x, y = _pair(a, b)
        is_bool = dtype_name(x.dtype) == "bool"
    if is_bool:
        return _pet(_matmul_bool(x, y), preferred_element_type)
    return _pet(ivy.matmul(x, y), preferred_element_type)


def dot(a, b, *, precision=None, preferred_element_type=None, out_sharding=None):
    x, y = _pair(a, b)
    if len(x.shape) == 0 or len(y.shape) == 0:
        return _pet(ivy.multiply(x, y), preferred_element_type)
    if len(y.shape) == 1:
        r = ivy.tensordot(x, y, axes=([len(x.shape) - 1], [0]))
    else:
        r = ivy.tensordot(x, y, axes=([len(x.shape) - 1], [len(y.shape) - 2]))
    return _pet(r, preferred_element_type)


def vdot(a, b, *, precision=None, preferred_element_type=None):
    x, y = _pair(a, b)
    x = ivy.reshape(x, (-1,))
    if kind_of(x.dtype) == "complex":
        x = ivy.conj(x)
    return _pet(ivy.tensordot(x, ivy.reshape(y, (-1,)), axes=1), preferred_element_type)


def inner(a, b, *, precision=None, preferred_element_type=None):
    x, y = _pair(a, b)
    if len(x.shape) == 0 or len(y.shape) == 0:
        return _pet(ivy.multiply(x, y), preferred_element_type)
    r = ivy.tensordot(x, y, axes=([len(x.shape) - 1], [len(y.shape) - 1]))
    return _pet(r, preferred_element_type)


def outer(a, b, out=None):
    _no_out("outer", out)
    x, y = _pair(a, b)
    return wrap(ivy.multiply(ivy.reshape(x, (-1, 1)), ivy.reshape(y, (1, -1))))


def tensordot(a, b, axes=2, *, precision=None, preferred_element_type=None, out_sharding=None):
    x, y = _pair(a, b)
    if not isinstance(axes, int):
        a0, a1 = axes
        axes = ([a0] if isinstance(a0, int) else list(a0), [a1] if isinstance(a1, int)
                else list(a1))
    return _pet(ivy.tensordot(x, y, axes=axes), preferred_element_type)


def einsum(subscripts, /, *operands, out=None, optimize="auto", precision=None,
           preferred_element_type=None, _dot_general=None, out_sharding=None):
    _no_out("einsum", out)
    xs, _ = promote_all(*operands)
    return _pet(ivy.einsum(subscripts, *xs), preferred_element_type)


def kron(a, b):
    x, y = _pair(a, b)
    nd = max(len(x.shape), len(y.shape))
    xs = (1,) * (nd - len(x.shape)) + tuple(int(s) for s in x.shape)
    ys = (1,) * (nd - len(y.shape)) + tuple(int(s) for s in y.shape)
    xr = ivy.reshape(x, tuple(v for s in xs for v in (s, 1)))
    yr = ivy.reshape(y, tuple(v for s in ys for v in (1, s)))
    return wrap(ivy.reshape(ivy.multiply(xr, yr), tuple(p * q for p, q in zip(xs, ys))))


def vecdot(x1, x2, /, *, axis=-1, precision=None, preferred_element_type=None):
    x, y = _pair(x1, x2)
    if kind_of(x.dtype) == "complex":
        x = ivy.conj(x)
    return _pet(ivy.sum(ivy.multiply(x, y), axis=axis), preferred_element_type)


def matvec(x1, x2, /):
    x, y = _pair(x1, x2)
    return wrap(ivy.squeeze(ivy.matmul(x, ivy.expand_dims(y, axis=-1)), axis=-1))


def vecmat(x1, x2, /):
    x, y = _pair(x1, x2)
    if kind_of(x.dtype) == "complex":
        x = ivy.conj(x)
    return wrap(ivy.squeeze(ivy.matmul(ivy.expand_dims(x, axis=-2), y), axis=-2))


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    if axis is not None:
        axisa = axisb = axisc = axis
    x, y = _pair(a, b)
    x = ivy.moveaxis(x, axisa, -1)
    y = ivy.moveaxis(y, axisb, -1)
    if int(x.shape[-1]) == 2 or int(y.shape[-1]) == 2:
        pad = [(0, 0)] * (len(x.shape) - 1)
        if int(x.shape[-1]) == 2:
            x = ivy.pad(x, pad + [(0, 1)])
        if int(y.shape[-1]) == 2:
            y = ivy.pad(y, pad + [(0, 1)])
        x, y = ivy.broadcast_arrays(x, y)
        r = ivy.linalg.cross(x, y, axis=-1)
        if int(native(a).shape[axisa]) == 2 and int(native(b).shape[axisb]) == 2:
            return wrap(r[..., 2])
        return wrap(ivy.moveaxis(r, -1, axisc))
    x, y = ivy.broadcast_arrays(x, y)
    return wrap(ivy.moveaxis(ivy.linalg.cross(x, y, axis=-1), -1, axisc))


__all__ = [_n for _n, _v in list(globals().items()) if not _n.startswith("_") and callable(_v)
           and getattr(_v, "__module__", None) == __name__]
