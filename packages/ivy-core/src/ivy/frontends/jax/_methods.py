"""``jax.Array``'s methods and operators: the frontend's ``jax.numpy`` functions themselves (a
function assigned to the class is its method: ``x.sum()`` calls ``jnp.sum(x)``), so they follow
JAX's promotion."""

from __future__ import annotations

from .. import _common
from .._common import kind_of
from .array import Array, _AtIndex
from .numpy import creation as _c
from .numpy import manipulation as _m
from .numpy import math as _pw
from .numpy import products as _p
from .numpy import reductions as _r

#: attributes of ``jax.Array`` the frontend knows it cannot offer, with the reason
UNSUPPORTED = {n: "Ivy arrays have no sharding / buffer API" for n in (
    "addressable_data", "addressable_shards", "committed", "copy_to_host_async", "delete",
    "device_buffer", "device_buffers", "format", "global_shards", "is_deleted",
    "is_fully_addressable", "is_fully_replicated", "on_device_size_in_bytes", "sharding",
    "traceback", "unsafe_buffer_pointer", "platform")}
UNSUPPORTED.update({
    "view": "a bit-level reinterpretation of the buffer is not in Ivy",
    "byteswap": "byte-level operations are not in Ivy",
    "tobytes": "raw buffers are outside Ivy's array API (use np.asarray(x).tobytes())",
    "flat": "flat iterators are NumPy's (use x.ravel())",
    "to_device": "use jax.device_put / ivy.to_device on the native array",
    "argpartition": "no partial sort in Ivy (use argsort)",
    "choose": "not written yet",
    "compress": "data-dependent output shape; use x[mask]",
})
#: methods written as a composition of several Ivy functions
COMPOSED = frozenset({"ptp", "clip", "diagonal", "trace", "round"})


def _reflected(fn):
    def method(self, other):
        return fn(other, self)

    method.__name__ = f"__r{fn.__name__}__"
    return method


def reshape(self, *shape, order="C", copy=None):
    if len(shape) == 1 and not isinstance(shape[0], int):
        shape = shape[0]
    return _m.reshape(self, shape, order)


def transpose(self, *axes):
    if len(axes) == 1 and not isinstance(axes[0], int):
        axes = axes[0]
    return _m.transpose(self, axes or None)


def astype(self, dtype, copy=False, device=None):
    return _c.astype(self, dtype)


def flatten(self, order="C"):
    return _m.ravel(self, order)


def _install():
    for name, fn in (("sum", _r.sum), ("mean", _r.mean), ("max", _r.max), ("min", _r.min),
                     ("argmax", _r.argmax), ("argmin", _r.argmin), ("prod", _r.prod),
                     ("std", _r.std), ("var", _r.var), ("all", _r.all), ("any", _r.any),
                     ("cumsum", _r.cumsum), ("cumprod", _r.cumprod), ("ptp", _r.ptp),
                     ("clip", _m.clip), ("round", _pw.round), ("sort", _m.sort),
                     ("argsort", _m.argsort), ("nonzero", _m.nonzero),
                     ("searchsorted", _m.searchsorted), ("take", _m.take),
                     ("diagonal", _m.diagonal), ("trace", _m.trace), ("repeat", _m.repeat),
                     ("swapaxes", _m.swapaxes), ("squeeze", _m.squeeze), ("conj", _pw.conj),
                     ("conjugate", _pw.conj), ("dot", _p.dot), ("ravel", _m.ravel),
                     ("reshape", reshape), ("transpose", transpose), ("astype", astype),
                     ("flatten", flatten), ("clone", Array.copy)):
        setattr(Array, name, fn)
    for op, fn in (("add", _pw.add), ("sub", _pw.subtract), ("mul", _pw.multiply),
                   ("truediv", _pw.divide), ("floordiv", _pw.floor_divide),
                   ("mod", _pw.remainder), ("pow", _pw.power), ("matmul", _p.matmul),
                   ("and", _pw.bitwise_and), ("or", _pw.bitwise_or), ("xor", _pw.bitwise_xor),
                   ("lshift", _pw.left_shift), ("rshift", _pw.right_shift),
                   ("divmod", _pw.divmod)):
        setattr(Array, f"__{op}__", fn)
        setattr(Array, f"__r{op}__", _reflected(fn))
    for op, fn in (("eq", _pw.equal), ("ne", _pw.not_equal), ("lt", _pw.less),
                   ("le", _pw.less_equal), ("gt", _pw.greater), ("ge", _pw.greater_equal)):
        setattr(Array, f"__{op}__", fn)
    Array.__neg__ = _pw.negative
    Array.__pos__ = _pw.positive
    Array.__abs__ = _pw.abs
    Array.__invert__ = _pw.invert
    Array.__hash__ = None
    Array.UNSUPPORTED = UNSUPPORTED
    Array.COMPOSED = COMPOSED
    for name, reason in UNSUPPORTED.items():
        setattr(Array, name, _common.unsupported("jax.Array", name, reason))



# --- ``x.at[idx]``'s updates that are ``jax.numpy``'s functions ----------------------------------
def _at_subtract(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
    return self._scatter(_pw.negative(values), "sum")


def _at_divide(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
    if kind_of(self._a._data.dtype) in ("float", "complex"):
        return self._scatter(_pw.divide(1, values), "mul")
    return self.set(_pw.divide(self.get(), values))


def _at_power(self, values, *, indices_are_sorted=False, unique_indices=False, mode=None):
    return self.set(_pw.power(self.get(), values))


for _name, _fn in (("subtract", _at_subtract), ("divide", _at_divide), ("power", _at_power)):
    _fn.__name__, _fn.__qualname__ = _name, f"_AtIndex.{_name}"
    setattr(_AtIndex, _name, _fn)
del _name, _fn

_install()
