"""Small helpers shared by the TensorFlow kernels: dtype/device conversion, Ivy's promotion (TF
refuses mixed dtypes), axes, the routing of dtypes TF has no kernel for, and ``assign_out``."""

import numpy as np
import tensorflow as tf

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.owners import check_foreign
from ...errors import IvyUnsupportedError, IvyValueError, framework_message
from .._backend_common import dtype_lookup, norm_axes, specialise  # noqa: F401 (used by the kernels)

with tf.init_scope():  # eager even when the backend loads inside a tf.function trace
    T = type(tf.constant(0))  # EagerTensor: the fast paths test ``type(x) is T``
SCALARS = frozenset((bool, int, float, complex))
_NATIVE: dict = {}
for _d in _dt.all_dtypes:
    _NATIVE[str(_d)] = tf.as_dtype(str(_d))  # Ivy dtypes hash and compare as their names
    _NATIVE[tf.as_dtype(str(_d))] = tf.as_dtype(str(_d))

BOOL, I8, I16, I32, I64 = tf.bool, tf.int8, tf.int16, tf.int32, tf.int64
U8, U16, U32, U64 = tf.uint8, tf.uint16, tf.uint32, tf.uint64
F32, F64, C64, C128 = tf.float32, tf.float64, tf.complex64, tf.complex128
F16, BF16 = tf.float16, tf.bfloat16
UNSIGNED = frozenset((U8, U16, U32, U64))
SIGNED = frozenset((I8, I16, I32, I64))
INTS = UNSIGNED | SIGNED
HALF = frozenset((F16, BF16))
FLOATS = HALF | frozenset((F32, F64))
COMPLEX = frozenset((C64, C128))
INEXACT = FLOATS | COMPLEX
# same-width signed dtype (same bits: modular arithmetic, bitwise ops and data movement are exact)
SAME = {U8: I8, U16: I16, U32: I32, U64: I64}
# exact wider signed dtype of a narrow integer (TF lacks matmul/pow kernels for these)
WIDE = {I8: I32, I16: I32, U8: I32, U16: I32, U32: I64}


native_dtype, default_float, default_int, default_complex = dtype_lookup(_NATIVE, "tf.DType")


def is_tensor(x):
    return type(x) is T or isinstance(x, (tf.Tensor, tf.Variable))


# --- devices -------------------------------------------------------------------------------
_TO_NATIVE: dict = {}
_TO_IVY: dict = {}


def native_device(device):
    """TF device string ("/device:CPU:0") for an Ivy device ("cpu", "gpu:N") or a TF spelling
    ("/device:GPU:0", "GPU:0", a tf.DeviceSpec)."""
    if device is None:
        return None
    d = _TO_NATIVE.get(device)
    if d is None:
        s = device.to_string() if isinstance(device, tf.DeviceSpec) else str(device)
        kind, idx = "", -1
        if "/" in s or s[:3] in ("CPU", "GPU"):
            try:
                spec = tf.DeviceSpec.from_string(s if "/" in s else "/device:" + s)
                kind, idx = (spec.device_type or "").lower(), spec.device_index or 0
            except ValueError:
                pass
        else:
            kind, _, i = s.partition(":")
            idx = int(i) if i.isdigit() else 0 if i == "" else -1
        if f"{kind}:{idx}" not in _known():
            raise IvyValueError(f"the tensorflow backend cannot use device {device!r}; devices: "
                                f"{', '.join(_ivy_devices())}")
        d = f"/device:{kind.upper()}:{idx}"
        try:
            _TO_NATIVE[device] = d
        except TypeError:
            pass
    return d


def _known():
    # logical CPUs beyond the first (tf.config.set_logical_device_configuration, e.g. the
    # replicas of a MirroredStrategy on one CPU) are usable too
    cpus = {f"cpu:{i}" for i, _ in enumerate(tf.config.list_logical_devices("CPU"))}
    return {"cpu:0"} | cpus | {s for s in _ivy_devices() if s != "cpu"}


def _ivy_devices():
    out = ["cpu"]
    for i, _ in enumerate(tf.config.list_logical_devices("GPU")):
        out.append(f"gpu:{i}")
    return out


def ivy_device(d):
    """Ivy device string of a TF device string: "cpu", "gpu:N" (graph tensors: the default)."""
    s = _TO_IVY.get(d)
    if s is None:
        if not d:  # symbolic tensors carry no device until placement: the current default
            return default_device()
        spec = tf.DeviceSpec.from_string(d)
        kind = (spec.device_type or "CPU").lower()
        i = spec.device_index or 0
        s = _TO_IVY[d] = "cpu" if kind == "cpu" and i == 0 else f"{kind}:{i}"
    return s


def default_device():
    """The device TF places new tensors on (the innermost ``tf.device`` scope, else GPU 0 if any)."""
    scoped = tf.constant(0).device
    return ivy_device(scoped) if scoped else "cpu"


def on(device, f, *args, **kwargs):
    """``f(*args, **kwargs)`` run under ``tf.device`` when a device is given."""
    if device is None:
        return f(*args, **kwargs)
    with tf.device(native_device(device)):
        return f(*args, **kwargs)


# --- errors --------------------------------------------------------------------------------
def value_error(name, e):
    """The Ivy error for a TF error about shapes (InvalidArgumentError: ValueError here)."""
    return IvyValueError(f"ivy.{name} (tensorflow backend): {framework_message(e, name)}")


def unsupported(name, dtype, why=""):
    return IvyUnsupportedError(f"ivy.{name} (tensorflow backend): no kernel for dtype "
                               f"{_dt.as_ivy_dtype(dtype)}{why}; cast the input with ivy.astype")


# --- promotion -----------------------------------------------------------------------------
_PAIR: dict = {}  # (dtype, dtype) -> tf dtype: array/array promotion never depends on defaults


def result_dtype(x1, x2):
    """tf dtype of Ivy's result type of two tensors / a tensor and a Python scalar."""
    if type(x1) in SCALARS or type(x2) in SCALARS:
        return native_dtype(_dt.result_type(x1, x2))
    key = (x1.dtype, x2.dtype)
    d = _PAIR.get(key)
    if d is None:
        d = _PAIR[key] = native_dtype(_dt.promote_types(x1.dtype.name, x2.dtype.name))
    return d


def const(v, d):
    """A Python scalar as a 0-d tensor of tf dtype ``d``."""
    if type(v) is bool and d is not BOOL:
        v = int(v)
    if type(v) is complex and d not in COMPLEX:
        v = v.real
    if not v and type(v) is not int and type(v) is not bool:
        # TF caches scalar constants by value, and -0.0 == 0.0: a NumPy scalar keeps the sign
        return tf.constant(np.asarray(v, d.as_numpy_dtype))
    return tf.constant(v, dtype=d)


def cast(x, d):
    """``x`` (tensor, variable or Python scalar) as a tensor of tf dtype ``d``."""
    if type(x) in SCALARS:
        return const(x, d)
    if x.dtype is d:
        return tf.convert_to_tensor(x) if type(x) is not T else x
    return tf.cast(x, d)


def promote(x1, x2):
    """Cast ``x1``, ``x2`` (tensors, variables or Python scalars) to Ivy's result dtype."""
    d = result_dtype(x1, x2)
    return cast(x1, d), cast(x2, d)


def promote_all(arrays):
    """Cast a sequence of arrays to their common Ivy result dtype (concat, stack)."""
    arrays = list(arrays)
    first = arrays[0].dtype if arrays else None
    for a in arrays:  # a loop, not all(<generator>): half the cost for a few arrays
        if a.dtype is not first:
            break
    else:  # one dtype: tensors as they are (convert_to_tensor costs ~1 µs each), others converted
        return [a if type(a) is T else tf.convert_to_tensor(a) for a in arrays]
    d = native_dtype(_dt.result_type(*arrays))
    return [cast(a, d) for a in arrays]


# kind rank of dtypes and Python scalar types: a scalar of rank <= the array's keeps its dtype
RANK = {BOOL: 0, F16: 2, BF16: 2, F32: 2, F64: 2, C64: 3, C128: 3}
RANK.update(dict.fromkeys(INTS, 1))
# RANK by DataType enum, for the binary kernels: an eager tensor's ``_datatype_enum()`` is a C
# call, its ``dtype`` a Python property (~70 ns more)
RANK_ENUM = {d.as_datatype_enum: r for d, r in RANK.items()}
# TF's DType hashes in Python (~0.4 µs, a set or dict look-up per call): the hot paths look up
# the dtype objects' ids instead (TF interns them: x.dtype is tf.float32)
UNSIGNED_ID = frozenset(map(id, UNSIGNED))
INTS_ID = frozenset(map(id, INTS))
FLOATS_ID = frozenset(map(id, FLOATS))
COMPLEX_ID = frozenset(map(id, COMPLEX))
INEXACT_ID = frozenset(map(id, INEXACT))
SRANK = {int: 1, float: 2, complex: 3}  # bool scalars are always converted explicitly
_NONE: dict = {}


def binary(name, f, fix=None, scalars=True):
    """Wrap a TF binary function with Ivy's promotion (``name``: the Ivy function's name).

    Fast paths: two eager tensors of one dtype; an eager tensor and a Python scalar whose kind rank
    keeps the tensor's dtype (TF converts the scalar to it). ``fix`` maps dtypes ``f`` gets wrong
    or has no kernel for to a replacement taking the promoted pair. ``scalars=False``: ``f``
    needs two tensors (a composition), so Python scalars always take the slow path.
    """
    kernel = specialise(_binary, name, _f=f, _name=name, _fix=fix or _NONE,
                        _fix_enum=frozenset(d.as_datatype_enum for d in fix or ()),
                        _sr=SRANK if scalars else _NONE)
    return kernel


_f = _name = _fix = _fix_enum = _sr = None  # each kernel copy of _binary has its own (specialise)


def _binary(x1, x2, /):  # template of binary()'s kernels: _f, _name, _fix, _sr: each copy's globals
    try:
        if type(x1) is T:
            e = x1._datatype_enum()  # (not the dtype: see RANK_ENUM)
            if e not in _fix_enum:
                if type(x2) is T:
                    if e == x2._datatype_enum():
                        return _f(x1, x2)
                elif _sr.get(type(x2), 9) <= RANK_ENUM[e] and (x2 or type(x2) is int):
                    return _f(x1, x2)  # float zeros take the slow path: see const()
        elif not is_tensor(x1):
            check_foreign(x1, "tensorflow", _name)
        _diagnose.check(_name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        a, b = promote(x1, x2)
        h = _fix.get(a.dtype)
        return _f(a, b) if h is None else h(a, b)
    except tf.errors.InvalidArgumentError as e:  # shapes that do not broadcast
        raise value_error(_name, e) from e
    except Exception as e:  # the error path: an Ivy error naming the function and argument
        _diagnose.diagnose(e, _name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        raise


def dfix(dtypes, h):
    """``fix`` dict of :func:`binary` sending each of ``dtypes`` to ``h``."""
    return dict.fromkeys(dtypes, h)


# --- dtype routes --------------------------------------------------------------------------
def in_float32(h):
    """A binary route for half-precision operands (TF has no CPU kernel for some ops on float16
    / bfloat16): ``h`` on the operands widened to float32 (exact), rounded back once."""

    def kernel(x1, x2):
        return tf.cast(h(tf.cast(x1, F32), tf.cast(x2, F32)), x1.dtype)

    return kernel


def via_signed(f):
    """Lift a modular (wrap-around) or data-movement op to unsigned tensors through the signed
    dtype of the same width (same bits); other dtypes call ``f`` directly."""

    def kernel(x, *args, **kwargs):
        s = SAME.get(x.dtype)
        if s is None:
            return f(x, *args, **kwargs)
        return tf.bitcast(f(tf.bitcast(x, s), *args, **kwargs), x.dtype)

    return kernel


def ord_signed(x):
    """Order-preserving map of an unsigned tensor to its same-width signed dtype (sign-bit flip)."""
    s = SAME[x.dtype]
    return tf.bitwise.bitwise_xor(tf.bitcast(x, s), tf.constant(SMIN[s], s))


def unord_signed(y, u):
    """Inverse of :func:`ord_signed` (``u`` is the unsigned dtype)."""
    return tf.bitcast(tf.bitwise.bitwise_xor(y, tf.constant(SMIN[y.dtype], y.dtype)), u)


SMIN = {I8: -(2**7), I16: -(2**15), I32: -(2**31), I64: -(2**63)}


def shape_of(x):
    """Static shape as a tuple of ints where known (None for unknown dimensions)."""
    return tuple(x.shape)


def dyn_shape(x):
    """Shape usable in TF ops: static ints where known, else the dynamic shape tensor."""
    s = x.shape
    if s.is_fully_defined():
        return s.as_list()
    return tf.shape(x)


# --- out= ----------------------------------------------------------------------------------
def assign_out(out, value, fname):
    """Write ``value`` into ``out`` for a function's ``out=`` argument and return ``out``.

    TF tensors are immutable: a ``tf.Variable`` is assigned in place (cast to its dtype by Ivy's
    rules: the value must be castable), a plain ``tf.Tensor`` raises IvyUnsupportedError.
    """
    if out is None:
        return value
    if isinstance(out, tf.Variable):
        if value.dtype != out.dtype:
            if not _dt.can_cast(value.dtype.name, out.dtype.name):
                raise IvyValueError(f"ivy.{fname} (tensorflow backend): cannot write a "
                                    f"{value.dtype.name} result into out of dtype {out.dtype.name}")
            value = tf.cast(value, out.dtype)
        try:
            out.assign(value)
        except ValueError as e:  # static shape mismatch
            raise IvyValueError(f"ivy.{fname} (tensorflow backend): out has shape "
                                f"{tuple(out.shape)}, the result {tuple(value.shape)}") from e
        return out
    raise IvyUnsupportedError(
        f"ivy.{fname} (tensorflow backend): out= needs a tf.Variable; a {type(out).__name__} is "
        "immutable. Pass a tf.Variable, or use the returned tensor instead of out=")
