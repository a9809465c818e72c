"""Small helpers shared by the JAX kernels (dtype/device conversion, Ivy's promotion)."""

import jax
import jax.numpy as jnp

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.owners import check_foreign
from ...errors import IvyUnsupportedError, IvyValueError, framework_message
from .._backend_common import specialise

Array = type(jnp.zeros(0))
_SCALARS = (bool, int, float, complex)

# --- dtypes: Ivy dtype (or its name, or a native spelling) -> numpy dtype object --------------
# JAX's 64-bit mode (``jax_enable_x64``) is the user's to set: Ivy reads it, never changes it.
# With it off (JAX's default), JAX has no 64-bit arrays, and Ivy follows JAX: default, inferred
# and promoted dtypes of 64 bits are their 32-bit kind, as in ``jnp``, and so are int64 / uint64
# asked for by name (JAX's own index dtype is int32 then; portable code names int64 for indices,
# which PyTorch needs), while float64 / complex128 asked for by ``dtype=`` / ``astype`` raise
# (``requested_dtype``): precision asked for is never silently dropped (JAX warns and truncates).
try:  # the flag's holder: a ~30 ns read (``jax.config.jax_enable_x64``: ~200 ns)
    from jax._src.config import enable_x64 as _X64_FLAG

    def x64():
        """Whether JAX's 64-bit mode is on (read at each call: the user may switch it)."""
        return bool(_X64_FLAG.value)
except ImportError:  # pragma: no cover - another JAX layout
    def x64():
        """Whether JAX's 64-bit mode is on (read at each call: the user may switch it)."""
        return bool(jax.config.jax_enable_x64)

WIDE = {"int64": "int32", "uint64": "uint32", "float64": "float32", "complex128": "complex64"}


def _keys(name):
    """An Ivy dtype's lookup keys: the Ivy dtype, its name, JAX's scalar type and numpy dtype."""
    d = _dt.as_ivy_dtype(name)
    return (d, name, getattr(jnp, name), jnp.dtype(name))


_NATIVE = {k: jnp.dtype(str(d)) for d in _dt.all_dtypes if str(d) not in WIDE
           for k in _keys(str(d))}  # the hot path: 32-bit and smaller, whatever the mode
_WIDE_NATIVE = {k: jnp.dtype(w) for w in WIDE for k in _keys(w)}
_NARROWED = {k: jnp.dtype(WIDE[w]) for w in WIDE for k in _keys(w)}


def native_dtype(dtype):
    """JAX (numpy) dtype for an Ivy dtype / name / native dtype (None stays None); a 64-bit one
    is its 32-bit kind while JAX's 64-bit mode is off."""
    if dtype is None:
        return None
    d = _NATIVE.get(dtype)
    if d is not None:
        return d
    d = (_WIDE_NATIVE if x64() else _NARROWED).get(dtype)
    return d if d is not None else native_dtype(str(_dt.as_ivy_dtype(dtype)))


def requested_dtype(dtype, fname):
    """``native_dtype`` of a dtype the caller of ``ivy.<fname>`` asked for (``dtype=``,
    ``astype``): float64 / complex128 while JAX's 64-bit mode is off raise the error naming the
    flag (int64 / uint64 are int32 / uint32, as every index JAX makes then)."""
    d = _NATIVE.get(dtype)
    if d is not None or dtype is None:
        return d
    if x64():  # (a 64-bit dtype, or a spelling the table lacks)
        d = _WIDE_NATIVE.get(dtype)
        return d if d is not None else native_dtype(dtype)
    d = native_dtype(dtype)
    if d.kind in "fc":
        name = str(_dt.as_ivy_dtype(dtype))
        if name in WIDE:
            raise IvyUnsupportedError(x64_message(fname, name))
    return d


def x64_message(fname, name):
    """The error of ``ivy.<fname>`` for float64 / complex128 while JAX's 64-bit mode is off."""
    return (f"ivy.{fname}: {name} needs JAX's 64-bit mode, which is off on the jax backend; Ivy "
            f"leaves JAX's global configuration to you: turn it on with "
            f"jax.config.update('jax_enable_x64', True) (or JAX_ENABLE_X64=1) before making "
            f"arrays, or use {WIDE[name]}")


def default_float():
    """JAX dtype of Ivy's default float dtype (float32 unless changed; narrowed as above)."""
    return native_dtype(_dt.default_float_dtype())


def default_int():
    """JAX dtype of Ivy's default integer dtype (int64, or int32 while 64-bit mode is off)."""
    return native_dtype(_dt.default_int_dtype())


def default_complex():
    """JAX dtype of Ivy's default complex dtype (narrowed as above)."""
    return native_dtype(_dt.default_complex_dtype())


def index_dtype():
    """The standard's index dtype (int64) as JAX has it: int32 while 64-bit mode is off."""
    return native_dtype("int64")


# --- devices: Ivy strings ("cpu", "gpu:0") <-> jax.Device ----------------------------------------
_PLATFORM = {"cuda": "gpu", "rocm": "gpu"}  # JAX platform names -> Ivy device kinds
_TO_IVY: dict = {}  # jax.Device -> Ivy string
_TO_JAX: dict = {}  # Ivy string (or jax.Device) -> jax.Device


def ivy_device(device):
    """Ivy string of a jax.Device: ``"cpu"`` for this process's first CPU, else
    ``"<kind>:<id>"``."""
    s = _TO_IVY.get(device)
    if s is None:
        kind = _PLATFORM.get(device.platform, device.platform)  # "cpu", "gpu", "tpu"
        s = "cpu" if kind == "cpu" and device == _first_local_cpu() else f"{kind}:{device.id}"
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
    known = jax.local_devices() + _other_devices()  # another process's devices: not usable
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
        return jax.local_devices(backend="cpu")
    except RuntimeError:
        return []


def _first_local_cpu():
    """This process's first CPU device (with several JAX processes, ``jax.distributed``, the
    others' devices are listed by ``jax.devices()`` but cannot hold this process's arrays)."""
    cpus = _other_devices()
    return cpus[0] if cpus else None


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
# a Python number beside an array of a kind of at least its rank keeps the array's dtype (Ivy's
# rule, and JAX's weak typing): the slow path would cast nothing and pass the number as it is
_KIND_RANK = {"b": 0, "i": 1, "u": 1, "f": 2, "V": 2, "c": 3}  # (V: bfloat16's NumPy kind)
_NUMBER_RANK = {int: 1, float: 2, complex: 3}


def _binary(x1, x2, /):  # template of binary()'s kernels: _f, _name are each copy's globals
    try:
        if type(x1) is Array:
            t2 = type(x2)
            if t2 is Array:
                if x1.dtype == x2.dtype:
                    return _f(x1, x2)
            elif _KIND_RANK.get(x1.dtype.kind, -1) >= _NUMBER_RANK.get(t2, 9):
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


def accumulation_dtype(x, dtype, fname):
    """dtype for sum/prod/cumulative_*/trace: the standard widens small integers to the default
    integer dtype's width (unsigned stays unsigned); other dtypes keep their own."""
    if dtype is not None:
        return requested_dtype(dtype, fname)
    k = x.dtype.kind
    if k in "iub":
        di = _dt.default_int_dtype()
        bits = max(di.bits, x.dtype.itemsize * 8) if k != "b" else di.bits
        return native_dtype(f"uint{bits}" if k == "u" else f"int{bits}")
    return x.dtype
