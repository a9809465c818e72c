"""Small helpers shared by the JAX kernels (dtype/device conversion, Ivy's promotion)."""

import jax
import jax.numpy as jnp

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.owners import check_foreign
from ...errors import IvyValueError, framework_message
from .._backend_common import dtype_lookup, specialise

Array = type(jnp.zeros(0))
_SCALARS = (bool, int, float, complex)

# Ivy dtype (or its name) -> numpy dtype object, which is what JAX arrays carry as ``.dtype``;
# the native spellings (np.dtype, jnp.float32) are keys too, so lookups rarely miss.
_NATIVE = {d: jnp.dtype(str(d)) for d in _dt.all_dtypes}
_NATIVE.update({v: v for v in list(_NATIVE.values())})
_NATIVE.update({getattr(jnp, str(d)): jnp.dtype(str(d)) for d in _dt.all_dtypes})


native_dtype = dtype_lookup(_NATIVE, "JAX (numpy) dtype")[0]


# --- devices: Ivy strings ("cpu", "gpu:0") <-> jax.Device ----------------------------------------
_PLATFORM = {"cuda": "gpu", "rocm": "gpu"}  # JAX platform names -> Ivy device kinds
_TO_IVY: dict = {}  # jax.Device -> Ivy string
_TO_JAX: dict = {}  # Ivy string (or jax.Device) -> jax.Device


def ivy_device(device):
    """Ivy string of a jax.Device: ``"cpu"`` for the first CPU, else ``"<kind>:<id>"``."""
    s = _TO_IVY.get(device)
    if s is None:
        kind = _PLATFORM.get(device.platform, device.platform)  # "cpu", "gpu", "tpu"
        s = "cpu" if kind == "cpu" and device.id == 0 else f"{kind}:{device.id}"
        _TO_IVY[device] = s
    return s


def native_device(device):
    """jax.Device for an Ivy device string or a jax.Device (None stays None)."""
    if device is None:
        return None
    d = _TO_JAX.get(device)
    if d is None:
        d = _TO_JAX[device] = _lookup(device)
    return d


def _lookup(device):
    if isinstance(device, jax.Device):
        return device
    known = jax.devices() + _other_devices()
    if isinstance(device, str):
        kind, _, idx = device.partition(":")
        kind = _PLATFORM.get(kind, kind)
        want = "cpu" if kind == "cpu" and idx in ("", "0") else f"{kind}:{idx or 0}"
        for d in known:
            if ivy_device(d) == want:
                return d
    valid = sorted({ivy_device(d) for d in known})
    raise IvyValueError(f"the jax backend has no device {device!r}; available: {', '.join(valid)}")


def _other_devices():
    try:  # CPU devices when an accelerator is the default platform
        return jax.devices("cpu")
    except RuntimeError:
        return []


def value_error(name, e):
    """The Ivy error for a JAX TypeError about shapes (JAX reports some bad shapes, e.g. in
    matmul and reshape, with TypeError where the standard's reference raises ValueError)."""
    return IvyValueError(f"ivy.{name} (jax backend): {framework_message(e, name)}")


# --- promotion ------------------------------------------------------------------------------------
def _as(x, d):
    return x if x.dtype == d else x.astype(d)


def promote(x1, x2):
    """Cast ``x1``, ``x2`` (arrays or Python scalars) to Ivy's result dtype of the pair.

    JAX has its own lattice (int8 + uint64 -> ..., int + float32 -> float32); casting the arrays to
    ``ivy.result_type`` first gives Ivy's rules. A Python scalar is left as it is: once the array
    has Ivy's result dtype, JAX's weak-scalar rule gives the result that dtype, strongly typed
    (and making a 0-d array from a scalar costs more than the operation itself).
    """
    d = native_dtype(_dt.result_type(x1, x2))
    s1, s2 = type(x1) in _SCALARS, type(x2) in _SCALARS
    if s1 and s2:  # two scalars (``where``): the first one's default dtype, promoted
        return jnp.asarray(x1, dtype=d), jnp.asarray(x2, dtype=d)
    return (x1 if s1 else _as(x1, d)), (x2 if s2 else _as(x2, d))


def pair(x1, x2):
    """``promote`` with a fast path for two arrays of one dtype (for kernels with options)."""
    if type(x1) is Array and type(x2) is Array and x1.dtype == x2.dtype:
        return x1, x2
    return promote(x1, x2)


def promote_all(arrays):
    """Cast a sequence of arrays to their common Ivy result dtype (concat, stack)."""
    arrays = list(arrays)
    if len(arrays) < 2:
        return arrays
    first = arrays[0].dtype
    if all(a.dtype == first for a in arrays):
        return arrays
    d = native_dtype(_dt.result_type(*arrays))
    return [_as(a, d) for a in arrays]


_f = _name = None  # each kernel copy of _binary has its own (specialise)


def _binary(x1, x2, /):  # template of binary()'s kernels: _f, _name are each copy's globals
    try:
        if type(x1) is Array and type(x2) is Array and x1.dtype == x2.dtype:
            return _f(x1, x2)
        if type(x1) is not Array:
            check_foreign(x1, "jax", _name)
        _diagnose.check(_name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        a, b = promote(x1, x2)
        return _f(a, b)
    except Exception as e:  # the error path: an Ivy error naming the function and argument
        _diagnose.diagnose(e, _name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        raise


def binary(f, name=None):
    """Wrap a jax.numpy binary function with Ivy's promotion (fast path: two arrays of one dtype).

    The slow path also checks ``x1`` is no other framework's array, so the kernel needs no guard.
    """
    name = name or f.__name__
    kernel = specialise(_binary, name, _f=f, _name=name)
    return kernel


def accumulation_dtype(x, dtype):
    """dtype for sum/prod/cumulative_*/trace: the standard widens small integers to the default
    integer dtype's width (unsigned stays unsigned); other dtypes keep their own."""
    if dtype is not None:
        return native_dtype(dtype)
    k = x.dtype.kind
    if k in "iub":
        di = _dt.default_int_dtype()
        bits = max(di.bits, x.dtype.itemsize * 8) if k != "b" else di.bits
        return _NATIVE[f"uint{bits}" if k == "u" else f"int{bits}"]
    return x.dtype
