"""The standard's indexing for ``ivy.Array`` on every backend, and DLPack export.

A key is validated once in Python, identically on every backend (the standard's rules: integers,
slices, ``...``, ``None``; integer index arrays together with integers; a boolean mask as the sole
index; integers out of range raise ``IndexError``, which JAX would otherwise clamp). The validated key
then goes to the native ``__getitem__`` wherever it has the standard's meaning; the differences of a
framework are listed here, each with its generic replacement written with root ``ivy`` functions:

* PyTorch has no negative slice steps: the axis is flipped first (``ivy.flip``) and the step negated.
* TensorFlow's ``__getitem__`` has no integer arrays or masks: the key becomes flat positions and
  ``ivy.take`` (masks via ``ivy.nonzero``).
* ``__setitem__`` on immutable arrays (JAX, TensorFlow) is a functional update of the wrapped array:
  JAX's ``.at[key].set``; elsewhere the key is applied to an array of positions
  (``reshape(arange(size), shape)[key]``) and the values are scattered there.
"""

from __future__ import annotations

import operator
import sys

import numpy as np

from .. import _backend
from .. import dtypes as _dt

_types = _backend._types
_Array = None  # ivy.Array, set by bind() (the class imports this module)
_SCALARS = (bool, int, float, complex)

_NEG_STEP = frozenset({"torch"})  # native __getitem__ refuses negative slice steps
_NO_ADVANCED = frozenset({"tensorflow"})  # native __getitem__ has no integer arrays / masks
_INT64_INDEX = frozenset({"torch"})  # index arrays must be int64 (uint8 would be read as a mask)
_NO_0D_KEYS = frozenset({"mxnet"})  # a 0-d array's native __getitem__ takes only ()
_OWN_ITEMS = frozenset({"mxnet"})  # ivy.backends.<name>._items reads and writes validated keys
_OWN: dict = {}  # array type -> its backend's _items module, or False (native __getitem__)


def bind(cls):
    global _Array
    _Array = cls


def _ivy():
    return sys.modules["ivy"]


def _name(d):
    bk = _types.get(type(d))
    return bk.name if bk is not None else _backend._owner(type(d))


class _Key:
    """A validated key: native items, and what kinds of index it holds."""

    __slots__ = ("items", "mask", "arrays", "neg_axes", "basic")

    def __init__(self, key, shape, setting):
        items = key if type(key) is tuple else (key,)
        ndim = len(shape)
        out, consumed, n_ell = [], 0, 0
        mask = arrays = has_other = False
        for k in items:
            t = type(k)
            if t is int:
                consumed += 1
            elif t is slice:
                k = slice(*(None if v is None else operator.index(v)
                            for v in (k.start, k.stop, k.step)))
                if k.step == 0:
                    raise ValueError("slice step cannot be zero")
                consumed += 1
                has_other = True
            elif k is Ellipsis:
                n_ell += 1
                has_other = True
            elif k is None:
                if setting:
                    raise IndexError("None (newaxis) is not a valid __setitem__ index")
                has_other = True
            elif t is _Array:
                kind = k.dtype.kind
                if kind == "bool":
                    mask = True
                    consumed += k.ndim
                elif kind in ("int", "uint") and k.ndim == 0:
                    k = int(k)
                    consumed += 1
                elif kind in ("int", "uint"):
                    if setting:
                        raise IndexError("integer array indices in __setitem__ are not in the "
                                         "standard; use a boolean mask or ivy.array_api.where")
                    arrays = True
                    consumed += 1
                else:
                    raise IndexError(f"an index array must have an integer or bool dtype, got "
                                     f"{k.dtype}")
            elif t is not bool and hasattr(k, "__index__") and not hasattr(k, "shape"):
                k = operator.index(k)
                consumed += 1
            else:
                raise IndexError(f"index {k!r} ({t.__name__}): the standard's indices are "
                                 f"integers, slices, ..., None, integer arrays and boolean masks "
                                 f"(as ivy.Array)")
            out.append(k)
        if n_ell > 1:
            raise IndexError("an index can only have a single ellipsis ('...')")
        if consumed > ndim:
            raise IndexError(f"too many indices: {consumed} for an array of {ndim} dimensions")
        if mask and len(items) != 1:
            raise IndexError("a boolean mask must be the sole index (the standard)")
        if arrays and has_other:
            raise IndexError("integer index arrays can only be combined with integers (the "
                             "standard), not with slices, '...' or None")
        # axis of each consuming item: integers are bounds-checked, negative steps noted
        neg_axes, ax = [], 0
        for k in out:
            t = type(k)
            if k is Ellipsis:
                ax = ndim - (consumed - ax)
            elif t is int:
                n = int(shape[ax])
                if not -n <= k < n:
                    raise IndexError(f"index {k} is out of bounds for axis {ax} with size {n}")
                ax += 1
            elif t is slice:
                if k.step is not None and k.step < 0:
                    neg_axes.append(ax)
                ax += 1
            elif t is _Array:
                if k.dtype.kind == "bool":
                    mshape = k.shape
                    if tuple(int(s) for s in shape[ax:ax + len(mshape)]) != mshape:
                        raise IndexError(f"boolean mask of shape {mshape} does not match the "
                                         f"array's shape {tuple(shape)}")
                    ax += len(mshape)
                else:
                    ax += 1
        self.items, self.mask, self.arrays, self.neg_axes = out, mask, arrays, neg_axes
        self.basic = not (mask or arrays)

    def native(self, name):
        """The key as a native key for backend ``name`` (index arrays unwrapped)."""
        items = []
        for k in self.items:
            if type(k) is _Array:
                k = k._data
                if name in _INT64_INDEX and not self.mask and k.dtype != _dt.int64:
                    k = _ivy().astype(k, _dt.int64)
            items.append(k)
        return tuple(items)


def _positive_steps(d, key):
    """Flip the axes of negative-step slices and negate their steps (``x[::-1] == flip(x)[::1]``)."""
    shape = tuple(d.shape)
    d = _ivy().flip(d, axis=tuple(key.neg_axes))
    items, ax, consumed = [], 0, sum(1 for k in key.items if k is not None and k is not Ellipsis)
    for k in key.items:
        if k is Ellipsis:
            ax = len(shape) - (consumed - ax)
        elif type(k) is slice:
            if k.step is not None and k.step < 0:
                n = int(shape[ax])
                start, stop, step = k.indices(n)
                k = slice(n - 1 - start, n - 1 - stop, -step)
            ax += 1
        elif k is not None:
            ax += 1
        items.append(k)
    return d, tuple(items)


def _simple(key, shape):
    """Whether ``key`` is an in-bounds int, a slice of ints with a positive (or no) step, or a
    tuple of those no longer than ``shape``: the keys every native ``__getitem__`` reads as the
    standard does, so they skip ``_Key`` (the common case, kept cheap)."""
    items = key if type(key) is tuple else (key,)
    if len(items) > len(shape):
        return False
    for ax, k in enumerate(items):
        t = type(k)
        if t is int:
            n = shape[ax]
            if type(n) is not int or not -n <= k < n:
                return False  # _Key raises the standard's IndexError (or reads an unknown dim)
        elif t is slice:
            step = k.step
            if not ((step is None or (type(step) is int and step > 0))
                    and (k.start is None or type(k.start) is int)
                    and (k.stop is None or type(k.stop) is int)):
                return False
        else:
            return False
    return True


def getitem(d, key):
    if _simple(key, d.shape):
        t = type(d)
        own = _OWN.get(t)
        if own is None:
            name = _name(d)
            own = _OWN[t] = _own_items(name) if name in _OWN_ITEMS else False
        if own is False:
            return d[key]
        return own.getitem(d, key if type(key) is tuple else (key,))
    k = _Key(key, d.shape, False)
    name = _name(d)
    if k.mask and k.items[0].ndim == 0:
        return _mask_0d(d, k.items[0])
    if not d.ndim and name in _NO_0D_KEYS:  # only ... and None are left: a reshape
        return _ivy().reshape(d, (1,) * sum(1 for i in k.items if i is None))
    if k.neg_axes and name in _NEG_STEP:
        d, items = _positive_steps(d, k)
        return d[items]
    if not k.basic and name in _NO_ADVANCED:
        return _take_advanced(d, k)
    if name in _OWN_ITEMS:
        return _own_items(name).getitem(d, k.native(name))
    return d[k.native(name)]


def _own_items(name):
    """A backend's own ``getitem`` / ``setitem`` for a validated key (``ivy.backends.<name>._items``):
    where its native indexing departs from the standard's in ways the key cannot avoid."""
    mod = sys.modules.get(f"ivy.backends.{name}._items")
    if mod is None:  # the backend is not loaded yet (an ivy.Array made around a native array)
        _ivy().get_backend(name)
        mod = sys.modules[f"ivy.backends.{name}._items"]
    return mod


def _mask_0d(d, mask):
    """``d[mask]`` for a 0-d mask: a new leading axis of length 1 (True) or 0 (False)."""
    ivy = _ivy()
    return ivy.expand_dims(d, axis=0)[: 1 if bool(ivy.to_scalar(mask._data)) else 0]


def _take_advanced(d, key):
    """``d[key]`` for integer arrays / a mask on the leading axes, via flat positions and ``take``."""
    ivy = _ivy()
    if key.mask:
        idx = list(ivy.nonzero(key.items[0]._data))
    else:
        idx = [k if type(k) is int else ivy.astype(k._data, _dt.int64) for k in key.items]
    shape = tuple(int(s) for s in d.shape)
    k = len(idx)
    arrays = [i for i in idx if type(i) is not int]
    bshape = tuple(ivy.broadcast_arrays(*arrays)[0].shape) if len(arrays) > 1 else (
        tuple(arrays[0].shape) if arrays else ())
    linear, stride = 0, 1
    for j in range(k - 1, -1, -1):
        i, n = idx[j], shape[j]
        if type(i) is not int:
            i = ivy.where(ivy.less(i, 0), ivy.add(i, n), i)
        elif i < 0:
            i += n
        linear = ivy.add(ivy.multiply(i, stride), linear) if type(i) is not int or \
            type(linear) is not int else linear + i * stride
        stride *= n
    lead = 1
    for n in shape[:k]:
        lead *= n
    flat = ivy.reshape(d, (lead, *shape[k:]))
    if type(linear) is int:
        linear = ivy.full((), linear, dtype=_dt.int64, device=ivy.dev(d))
    out = ivy.take(flat, ivy.reshape(ivy.broadcast_to(linear, bshape), (-1,)), axis=0)
    return ivy.reshape(out, (*bshape, *shape[k:]))


# --- __setitem__ --------------------------------------------------------------------------------
def setitem(d, key, value):
    """Write ``value`` at ``key``; return the native array now wrapped (``d`` itself if mutable)."""
    k = _Key(key, d.shape, True)
    dtype = _dt.as_ivy_dtype(d.dtype)
    t = type(value)
    if t is _Array:
        v = value._data
        if _dt.promote_types(value.dtype, dtype) != dtype:
            raise TypeError(f"__setitem__: a {value.dtype} value cannot be written into a {dtype} "
                            f"array without changing its dtype")
        if v.dtype != d.dtype:
            v = _ivy().astype(v, dtype)
    elif t in _SCALARS:
        if _dt.result_type(dtype, value) != dtype:
            raise TypeError(f"__setitem__: a Python {t.__name__} cannot be written into a {dtype} "
                            f"array (the standard's scalar rules)")
        v = value
    else:
        raise TypeError(f"__setitem__: the value must be an ivy.Array or a Python scalar, got "
                        f"{t.__module__}.{t.__qualname__}")
    name = _name(d)
    write = _SET.get(name, _set_native)
    return write(d, k, v, name)


def _set_native(d, key, v, name):
    if key.neg_axes and name in _NEG_STEP:
        return _set_positions(d, key, v, name)
    d[key.native(name)] = v
    return d


def _set_mxnet(d, key, v, name):
    if len(d.shape) == 0:  # MXNet's 0-d arrays take only () as a key
        if 0 not in tuple(getitem(d, tuple(key.items)).shape):  # (a False mask selects nothing)
            d[()] = _ivy().reshape(_ivy().asarray(v, dtype=d.dtype), ())
        return d
    return _own_items(name).setitem(d, key.native(name), v)


def _set_jax(d, key, v, name):
    return d.at[key.native(name)].set(v)


def _coords(d, key):
    """Per-axis integer coordinates of the elements ``key`` selects, and their common shape."""
    ivy = _ivy()
    shape = tuple(int(s) for s in d.shape)
    size = 1
    for n in shape:
        size *= n
    pos_native = ivy.reshape(ivy.arange(size, dtype=_dt.int64, device=ivy.dev(d)), shape)
    pos = getitem(pos_native, tuple(key.items))
    coords, stride = [], size
    for n in shape:
        stride //= n
        coords.append(ivy.remainder(ivy.floor_divide(pos, stride), n))
    return coords, tuple(pos.shape)


def _values(d, v, shape):
    ivy = _ivy()
    dtype = _dt.as_ivy_dtype(d.dtype)
    if type(v) in _SCALARS:
        return ivy.full(shape, v, dtype=dtype, device=ivy.dev(d))
    return ivy.broadcast_to(v, shape)


def _set_positions(d, key, v, name):
    """Mutable arrays (PyTorch) for keys the native ``__setitem__`` lacks: write at coordinates."""
    if 0 in tuple(d.shape):  # an empty array: no element to write
        return d
    coords, shape = _coords(d, key)
    d[tuple(coords)] = _values(d, v, shape)
    return d


def _set_tf(d, key, v, name):
    tf = sys.modules["tensorflow"]
    if 0 in d.shape:  # an empty array: no element to write (_coords would divide by zero)
        _values(d, v, tuple(getitem(d, tuple(key.items)).shape))  # the value must still fit
        return d
    coords, shape = _coords(d, key)
    if not coords:  # a 0-d array: the key (a 0-d mask, (), ...) selects its element or nothing
        vals = _values(d, v, shape)
        return d if 0 in shape else tf.reshape(vals, ())
    idx, vals = tf.stack(coords, axis=-1), _values(d, v, shape)
    if not shape:  # one element: the scatter needs one row of coordinates and one value
        idx, vals = tf.reshape(idx, (1, -1)), tf.reshape(vals, (1,))
    return tf.tensor_scatter_nd_update(d, idx, vals)


_SET = {"jax": _set_jax, "tensorflow": _set_tf, "mxnet": _set_mxnet}


# --- DLPack -------------------------------------------------------------------------------------
_DL_CPU, _DL_CUDA = 1, 2


def dlpack(d, stream, max_version, dl_device, copy):
    f = getattr(d, "__dlpack__", None)
    if f is None:  # TensorFlow tensors export through tf.experimental.dlpack
        name = _name(d)
        if name == "tensorflow":
            return sys.modules["tensorflow"].experimental.dlpack.to_dlpack(d)
        if name == "mxnet":  # its own device only (no keywords: MXNet 1.9's DLPack 0.x)
            own = dlpack_device(d)
            if dl_device is not None and tuple(map(int, dl_device)) != tuple(map(int, own)):
                raise BufferError(f"__dlpack__: the mxnet array on {tuple(map(int, own))} "
                                  f"cannot be exported to dl_device={tuple(dl_device)}"
                                  + (" (and copy=False forbids a copy)" if copy is False else ""))
            return d.to_dlpack_for_read()
        raise TypeError(f"__dlpack__: the {name} array has no DLPack export")
    if dl_device is not None:  # the array's own device asks for no transfer: TensorFlow's
        own = dlpack_device(d)  # __dlpack__ refuses any dl_device, even its own
        if (int(dl_device[0]), int(dl_device[1])) == (int(own[0]), int(own[1])):
            dl_device = None
        elif copy is False:
            raise BufferError(f"__dlpack__: dl_device={tuple(dl_device)} is not the array's device "
                              f"{tuple(map(int, own))} and copy=False forbids the copy")
        elif int(dl_device[0]) == _DL_CPU:  # a copy on the host, exported as it is
            return dlpack(_ivy().to_device(d, "cpu"), stream, max_version, None, None)
    if max_version is not None and max_version[0] < 1:  # a consumer of the legacy capsule only:
        max_version = None  # what an exporter gives without max_version (JAX refuses (0, 0))
    kwargs = {}
    for k, val in (("stream", stream), ("max_version", max_version), ("dl_device", dl_device),
                   ("copy", copy)):
        if val is not None:
            kwargs[k] = val
    try:
        return f(**kwargs)
    except (TypeError, RuntimeError, BufferError, ValueError) as e:
        if dl_device is not None:  # another device than the array's and not the host
            raise BufferError(f"__dlpack__: the {_name(d)} array on {tuple(map(int, own))} "
                              f"cannot be exported to dl_device={tuple(dl_device)}") from e
        if isinstance(e, ValueError):
            raise
        if copy:  # an exporter that cannot copy (TensorFlow): export a copy as it is
            return dlpack(_ivy().asarray(d, copy=True), stream, max_version, dl_device, None)
        if not isinstance(e, TypeError) or not {"max_version", "copy"} & kwargs.keys():
            raise
    # an exporter older than DLPack 1.0 (NumPy < 1.25) takes neither keyword: max_version only
    # allows a versioned capsule, and its legacy (unversioned) one never copies (what copy=False
    # asks; copy=True was answered above), so that capsule is still a valid answer
    kwargs.pop("max_version", None)
    kwargs.pop("copy", None)
    return f(**kwargs)


def dlpack_device(d):
    f = getattr(d, "__dlpack_device__", None)
    if f is not None:
        return f()
    dev = _ivy().dev(d)
    if dev == "cpu":
        return (_DL_CPU, 0)
    return (_DL_CUDA, int(dev.partition(":")[2] or 0))


def numpy_array(x, dtype, copy):
    """``numpy.asarray(x)`` of the ``ivy.Array`` ``x``: NumPy 2's ``__array__`` (``copy=False``
    never copies and raises ``ValueError`` when it would have to, ``copy=True`` always copies), for
    data on the CPU only: an accelerator's array raises ``TypeError``, as PyTorch's and CuPy's do
    (the copy to the host is ``ivy.to_numpy(x.native)``, written out)."""
    d = x._data
    if type(d) is np.ndarray:
        a = d
    else:
        dev = _ivy().dev(d)
        if dev != "cpu" and not dev.startswith("cpu:"):
            raise TypeError(f"numpy.asarray of an ivy.Array on {dev!r}: NumPy reads CPU data only; "
                            f"copy it to the host with x.to_device('cpu') or "
                            f"ivy.to_numpy(x.native)")
        if copy is False:  # a view of the native buffer or nothing
            try:
                a = np.from_dlpack(x)
            except (TypeError, ValueError, RuntimeError, BufferError) as e:
                raise ValueError(f"numpy.asarray(..., copy=False): the {type(d).__module__} array "
                                 f"cannot be viewed without a copy") from e
        else:
            a = _ivy().to_numpy(d)
    if copy is False:
        if dtype is not None and np.dtype(dtype) != a.dtype:
            raise ValueError(f"numpy.asarray(..., copy=False): a cast from {a.dtype} to "
                             f"{np.dtype(dtype)} needs a copy")
        return a
    if copy:
        return np.array(a, dtype=dtype, copy=True)
    return a if dtype is None else a.astype(dtype, copy=False)
