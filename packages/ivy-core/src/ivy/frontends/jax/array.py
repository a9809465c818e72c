"""``jax.Array`` of the frontend: a thin object holding the backend's native array.

Every frontend array holds a dtype default JAX can hold (64-bit mode off): a 64-bit native array
given to the frontend is cast to its 32-bit twin when it is wrapped (:func:`wrap`, :func:`native`),
as ``jnp.asarray`` does. ``weak_type`` is True for arrays made from Python scalars (JAX's weak
types, see ``_promotion``). ``x.at[idx].set(v)`` (``add``, ``subtract``, ``multiply``, ``divide``,
``power``, ``min``, ``max``, ``apply``, ``get``) returns a new array (a scatter into the flat
array: repeated indices accumulate in ``add`` / ``multiply`` / ``divide`` / ``min`` / ``max`` as
in JAX; in ``power`` / ``apply`` they are applied once, where JAX applies them once per
repeat); ``indices_are_sorted``, ``unique_indices`` and ``mode`` are accepted and ignored
(out-of-range indices raise ``IndexError`` as Ivy's indexing does, where JAX clips or drops
them).
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of, kind_of
from ._dtypes import _CANON, DTYPES
from ._promotion import result_type_of

__all__ = ["Array", "native", "wrap", "promote", "promote_all", "canon"]

_NUMBERS = (int, float, bool, complex)
_INFO: dict = {}  # native dtype object -> (the frontend dtype held after wrapping, name to cast to)


def _info(native_dtype):
    """``(frontend dtype, cast)`` for a native array of ``native_dtype``: the dtype the frontend
    array holds (32-bit twins of 64-bit dtypes, as default JAX) and the dtype name to cast the
    native array to first (``None``: none needed). Cached per native dtype object (a fixed fact
    about that dtype)."""
    try:
        return _INFO[native_dtype]
    except KeyError:
        pass
    except TypeError:  # an unhashable dtype object
        return _info_of(native_dtype)
    r = _INFO[native_dtype] = _info_of(native_dtype)
    return r


def _info_of(native_dtype):
    name = str(ivy_dtype_of(native_dtype))
    cast = _CANON.get(name)
    return DTYPES[cast or name], cast


def canon(data):
    """``data`` (a native array) cast to the dtype default JAX would hold (int64 -> int32 ...)."""
    t = _info(data.dtype)[1]
    return data if t is None else ivy.astype(data, t)


class Array:
    """A JAX array of the frontend, holding a native array of Ivy's backend (``._data``; a
    ``jax.Array`` when the backend is jax)."""

    # ``_dtype``: the frontend dtype of ``_data``, set with it (neither changes afterwards: JAX
    # arrays are immutable), so reading it costs no read of the native array's dtype
    __slots__ = ("_data", "_dtype", "_weak", "__weakref__")
    __array_priority__ = 100

    def __init__(self, data, weak_type=False):
        if type(data) is Array:
            data = data._data
        data = data if ivy.is_native_array(data) else ivy.asarray(data)
        self._dtype, cast = _info(data.dtype)
        self._data = data if cast is None else ivy.astype(data, cast)
        self._weak = weak_type

    @property
    def weak_type(self):
        """Whether the array is weakly typed (made from a Python scalar; see ``_promotion``)."""
        return self._weak

    # --- attributes ------------------------------------------------------------------------
    @property
    def ivy_array(self):
        return self._data

    @property
    def dtype(self):
        return self._dtype

    @property
    def shape(self):
        return tuple(int(s) for s in self._data.shape)

    @property
    def ndim(self):
        return len(self._data.shape)

    @property
    def size(self):
        n = 1
        for d in self._data.shape:
            n *= int(d)
        return n

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    @property
    def T(self):  # noqa: N802 - JAX's name
        return wrap(ivy.permute_dims(self._data, tuple(range(self.ndim))[::-1]))

    @property
    def mT(self):  # noqa: N802 - JAX's name
        return wrap(ivy.matrix_transpose(self._data))

    @property
    def real(self):
        return wrap(ivy.real(self._data)) if self.dtype.is_complex else self

    @property
    def imag(self):
        d = self._data
        return wrap(ivy.imag(d)) if self.dtype.is_complex else wrap(ivy.zeros_like(d))

    @property
    def at(self):
        return _At(self)

    @property
    def aval(self):
        return f"{self.dtype}{list(self.shape)}"

    def devices(self):
        return {ivy.dev(self._data)}

    @property
    def device(self):
        return ivy.dev(self._data)

    def block_until_ready(self):
        return self

    def is_ready(self):
        return True

    def copy(self):
        return wrap(ivy.asarray(self._data, copy=True))

    def __len__(self):
        if not self._data.shape:
            raise TypeError("len() of unsized object")
        return int(self._data.shape[0])

    def __iter__(self):
        if not self._data.shape:
            raise TypeError("iteration over a 0-d array")
        return (self[i] for i in range(len(self)))

    def __repr__(self):
        import numpy as np  # noqa: PLC0415 - printing only

        body = np.array2string(ivy.to_numpy(self._data), separator=", ", prefix="Array(")
        return f"Array({body}, dtype={self.dtype})" + (", weak_type=True" if self.weak_type
                                                       else "")

    def __bool__(self):
        return bool(ivy.to_scalar(self._data))

    def __float__(self):
        return float(ivy.to_scalar(self._data))

    def __int__(self):
        return int(ivy.to_scalar(self._data))

    def __complex__(self):
        return complex(ivy.to_scalar(self._data))

    def __index__(self):
        if self.dtype.kind not in ("int", "uint"):
            raise TypeError("only integer arrays can be used as an index")
        return int(ivy.to_scalar(self._data))

    def item(self, *args):
        if args:
            return wrap(self._data)[args if len(args) > 1 else args[0]].item()
        return ivy.to_scalar(self._data)

    def tolist(self):
        return ivy.to_list(self._data)

    def __array__(self, dtype=None, copy=None):
        a = ivy.to_numpy(self._data)
        return a if dtype is None else a.astype(dtype)

    def __getitem__(self, key):
        return wrap(getitem(self._data, key))

    def __setitem__(self, key, value):
        raise TypeError("JAX arrays are immutable and do not support in-place item assignment. "
                        "Instead of x[idx] = y, use x = x.at[idx].set(y) or another .at[] method")

    def __hash__(self):
        raise TypeError("unhashable type: 'Array'")


_new = object.__new__


def wrap(data, weak=False) -> Array:
    """A frontend Array holding the native array ``data`` (cast to 32 bits if it is 64-bit)."""
    a = _new(Array)
    try:
        a._dtype, cast = _INFO[data.dtype]
    except (KeyError, TypeError):  # not cached yet, or an unhashable dtype object
        a._dtype, cast = _info(data.dtype)
    a._data = data if cast is None else ivy.astype(data, cast)
    a._weak = weak
    return a


def native(x):
    """The native array of a frontend Array; a Python number unchanged; a native array cast to
    32 bits if it is 64-bit; anything else (a list, a NumPy array) made an array (JAX's defaults:
    int32 for Python ints, float32 for floats)."""
    if type(x) is Array:
        return x._data
    if type(x) in _NUMBERS:
        return x
    if ivy.is_native_array(x):
        return canon(x)
    return canon(ivy.asarray(x))


def _is_weak(x):
    return x._weak if type(x) is Array else type(x) in (int, float, complex)


_NAME: dict = {}  # native dtype -> its name


def dtype_name(native_dtype) -> str:
    """The dtype name (``"float32"``) of a backend's native dtype, cached."""
    try:
        return _NAME[native_dtype]
    except KeyError:
        n = _NAME[native_dtype] = str(ivy_dtype_of(native_dtype))
        return n
    except TypeError:
        return str(ivy_dtype_of(native_dtype))


def _cast(x, name):
    if dtype_name(x.dtype) == name:
        return x
    return astype(x, name)


def astype(x, name):
    """``x`` (native) cast to ``name`` as JAX casts: complex to real keeps the real part; a float
    to an integer saturates (NaN gives 0)."""
    src = kind_of(x.dtype)
    dst = kind_of(name)
    if src == "complex" and dst != "complex":
        x = ivy.real(x)
        src = "float"
    if src == "float" and dst in ("int", "uint"):
        info = ivy.iinfo(name)
        lo, hi = float(info.min), float(info.max)
        x = ivy.where(ivy.isnan(x), ivy.zeros_like(x), x)
        big = ivy.greater_equal(x, hi)
        small = ivy.less_equal(x, lo)
        r = ivy.astype(ivy.where(ivy.logical_or(big, small), ivy.zeros_like(x), x), name)
        r = ivy.where(big, ivy.full_like(r, int(info.max)), r)
        return ivy.where(small, ivy.full_like(r, int(info.min)), r)
    return ivy.astype(x, name)


_PAIR: dict = {}  # (dtype | class, weak, dtype | class, weak) -> (name, weak, py type, dtype)


def _operand(v):
    """``(native, frontend dtype)`` of an operand: a frontend Array's own; a Python number stays
    a number (dtype ``None``); anything else made a native array (:func:`native`)."""
    if type(v) is Array:
        return v._data, v._dtype
    if type(v) in _NUMBERS:
        return v, None
    d = native(v)
    return d, _info(d.dtype)[0]


def _pair_result(a, x, da, b, y, db):
    """JAX's result ``(name, weak, Python type of the result's kind, frontend dtype)`` of two
    operands (natives ``x``, ``y`` of frontend dtypes ``da``, ``db``; ``None`` for a Python
    number), cached per pair of dtypes (or Python number classes) and weak flags."""
    # per operand: its dtype (a Python number: its class) and whether it is weak (a number, or
    # a weakly typed frontend Array; a native array is not)
    key = (type(x) if da is None else da, da is None or (type(a) is Array and a._weak),
           type(y) if db is None else db, db is None or (type(b) is Array and b._weak))
    try:
        return _PAIR[key]
    except KeyError:
        pass
    r, weak = result_type_of(_typed(a, x), _typed(b, y))
    out = _PAIR[key] = (r, weak, _PY[kind_of(r)], DTYPES[r])
    return out


def promote(a, b):
    """``(x, y, weak)``: ``a`` and ``b`` as natives of JAX's result dtype of the pair (a Python
    number stays a number: Ivy takes it weakly in the array's dtype), and whether the result is
    weak. Two numbers become 0-d arrays."""
    x, y, weak, _ = promote_typed(a, b)
    return x, y, weak


def promote_typed(a, b):
    """:func:`promote`'s ``(x, y, weak)`` and the frontend dtype of the result."""
    x, dx = _operand(a)
    y, dy = _operand(b)
    if dx is not None and dy is not None:
        if dx is dy:  # the common case: nothing to promote
            return x, y, _is_weak(a) and _is_weak(b), dx
        r, weak, _, rd = _pair_result(a, x, dx, b, y, dy)
        return (x if dx is rd else astype(x, r)), (y if dy is rd else astype(y, r)), weak, rd
    r, weak, py, rd = _pair_result(a, x, dx, b, y, dy)
    if dx is None:
        if dy is None:
            return ivy.asarray(x, dtype=r), ivy.asarray(y, dtype=r), weak, rd
        return _scalar(x, r, py), (y if dy is rd else astype(y, r)), weak, rd
    return (x if dx is rd else astype(x, r)), _scalar(y, r, py), weak, rd


def _typed(orig, nat):
    # what result_type_of reads: the frontend array (its weak_type) or the native
    return orig if type(orig) is Array else nat


_PY = {"bool": bool, "int": int, "uint": int, "float": float, "complex": complex}


_BOUNDS: dict = {}  # integer dtype name -> (min, max)


def _scalar(v, name, py=None):
    """A Python number as ``py``, the Python type of the kind of ``name`` (so Ivy takes it in
    that dtype); a Python int out of an integer dtype's range raises ``OverflowError`` as JAX
    does."""
    if py is None:
        py = _PY[kind_of(name)]
    if py is int and type(v) is int:
        lo, hi = _BOUNDS.get(name) or _BOUNDS.setdefault(
            name, (int(ivy.iinfo(name).min), int(ivy.iinfo(name).max)))
        if not lo <= v <= hi:
            raise OverflowError(f"Python int {v} too large to convert to {name}")
    if type(v) is py:
        return v
    if py is complex or type(v) is not complex:
        return py(v)
    return v


def promote_inexact(a, b):
    """``(x, y, weak)`` for functions with inexact results (``divide``, ``arctan2`` ...): both as
    natives of JAX's inexact result dtype (integers and bools go straight to float32, as JAX's
    ``promote_args_inexact``); a Python number stays a number."""
    x = native(a)
    y = native(b)
    r, weak = result_type_of(_typed(a, x), _typed(b, y))
    if kind_of(r) in ("bool", "int", "uint"):
        r = "float32"
    if type(x) in _NUMBERS:
        if type(y) in _NUMBERS:
            return ivy.asarray(x, dtype=r), ivy.asarray(y, dtype=r), weak
        y = _cast(y, r)
        return scalar_like(y, x, r), y, weak
    x = _cast(x, r)
    return x, (scalar_like(x, y, r) if type(y) in _NUMBERS else _cast(y, r)), weak


def promote_all(*args):
    """Every argument as a native array of JAX's result dtype of all of them, and whether the
    result is weak."""
    xs = [native(a) for a in args]
    r, weak = result_type_of(*(_typed(a, x) for a, x in zip(args, xs)))
    like = next((x for x in xs if type(x) not in _NUMBERS), None)
    out = []
    for x in xs:
        if type(x) in _NUMBERS:
            out.append(ivy.asarray(x, dtype=r) if like is None else scalar_like(like, x, r))
        else:
            out.append(_cast(x, r))
    return out, weak


def scalar_like(like, v, dtype):
    """A 0-d array holding ``v`` on the backend and device of the native array ``like``."""
    return ivy.current_backend(like).asarray(v, dtype=dtype, device=ivy.dev(like))


# --- indexing ------------------------------------------------------------------------------------
def _nd(d):
    """A native array of ``d`` (a NumPy scalar, which NumPy's reductions return, made 0-d)."""
    return d if ivy.is_native_array(d) else ivy.asarray(d)


def _key_item(k):
    c = type(k)
    if c is Array:
        return ivy.Array(_nd(k._data))
    if c in (int, slice, bool) or k is None or k is Ellipsis:
        return k
    if c is list:
        return ivy.Array(native(k))
    if ivy.is_native_array(k):
        return ivy.Array(k)
    if hasattr(k, "__index__"):
        return int(k)
    return ivy.Array(native(k))


def _key(key):
    if type(key) is tuple:
        return tuple(_key_item(k) for k in key)
    return _key_item(key)


def getitem(d, key):
    """``d[key]`` (native) with NumPy's / JAX's indexing: Ivy's (the standard's, plus integer
    arrays with integers) and one integer array among slices, ``...`` and ``None``."""
    k = _key(key)
    items = k if type(k) is tuple else (k,)
    arrays = [i for i, v in enumerate(items) if type(v) is ivy.Array]
    if len(arrays) == 1 and len(items) > 1 and any(
            type(v) is slice or v is None or v is Ellipsis for v in items):
        pos = arrays[0]
        idx = items[pos]._data
        if kind_of(idx.dtype) in ("int", "uint"):
            basic = items[:pos] + (slice(None),) + items[pos + 1:]
            out = _nd(ivy.Array(_nd(d))[basic]._data)
            used = sum(1 for v in items if v is not None and v is not Ellipsis)
            ax = 0
            for v in items[:pos]:
                if v is Ellipsis:
                    ax += len(d.shape) - used
                elif type(v) is not int:
                    ax += 1
            n = int(out.shape[ax])
            idx = ivy.where(ivy.less(idx, 0), ivy.add(idx, n), idx)
            out = take_nd(out, idx, ax)
            adv = [i for i, v in enumerate(items) if type(v) is int or i == pos]
            if adv[-1] - adv[0] + 1 != len(adv):  # split by a slice: NumPy puts them first
                k = len(idx.shape)
                out = ivy.moveaxis(out, tuple(range(ax, ax + k)), tuple(range(k)))
            return out
    return ivy.Array(_nd(d))[k]._data


def take_nd(d, idx, axis):
    """``ivy.take`` with an index array of any rank (some backends take vectors only)."""
    if len(idx.shape) == 1:
        return ivy.take(d, idx, axis=axis)
    axis %= len(d.shape)
    out = ivy.take(d, ivy.reshape(idx, (-1,)), axis=axis)
    s = tuple(int(v) for v in d.shape)
    return ivy.reshape(out, s[:axis] + tuple(int(v) for v in idx.shape) + s[axis + 1:])


class _At:
    """``x.at``: ``x.at[idx]`` gives the functional updates of those elements."""

    __slots__ = ("_a",)

    def __init__(self, a):
        self._a = a

    def __getitem__(self, idx):
        return _AtIndex(self._a, idx)


class _AtIndex:
    # ``subtract`` / ``divide`` / ``power``: in ``_methods`` (they call ``jax.numpy``'s functions,
    # whose modules import this one)
    __slots__ = ("_a", "_idx")

    def __init__(self, a, idx):
        self._a = a
        self._idx = idx

    def get(self, *, indices_are_sorted=False, unique_indices=False, mode=None, fill_value=None):
        return self._a[self._idx]

    def _scatter(self, values, reduction):
        d = _nd(self._a._data)
        name = str(ivy_dtype_of(d.dtype))
        shape = tuple(int(s) for s in d.shape)
        n = 1
        for s in shape:
            n *= s
        pos = ivy.reshape(ivy.current_backend(d).arange(n, dtype="int64", device=ivy.dev(d)),
                          shape)
        sel = _nd(getitem(pos, self._idx))
        v = native(values)
        if type(v) in _NUMBERS:
            upd = ivy.full_like(sel, _scalar(v, name), dtype=name)
        else:
            upd = ivy.broadcast_to(_cast(_nd(v), name), tuple(sel.shape))
        out = ivy.scatter_flat(ivy.reshape(sel, (-1,)), ivy.reshape(upd, (-1,)), n,
                               reduction=reduction, x=ivy.reshape(d, (-1,)))
        return wrap(ivy.reshape(out, shape), self._a.weak_type)

    def set(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return self._scatter(values, "replace")

    def add(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return self._scatter(values, "sum")

    def multiply(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return self._scatter(values, "mul")

    mul = multiply

    def min(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return self._scatter(values, "min")

    def max(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
        return self._scatter(values, "max")

    def apply(self, func, **kwargs):
        return self.set(func(self.get()))
