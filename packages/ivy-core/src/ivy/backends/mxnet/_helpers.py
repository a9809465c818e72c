"""Small helpers shared by the MXNet kernels: dtype/device conversion (with the dtypes MXNet lacks
refused by name), Ivy's promotion, and the sign bit MXNet's operators ignore."""

import mxnet as mx
import numpy as onp
from mxnet import np

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.owners import check_foreign
from ...errors import IvyUnsupportedError, IvyValueError
from .._backend_common import dtype_lookup, specialise
from . import DTYPES, admit

nd = np.ndarray
SCALARS = (bool, int, float, complex)

# Ivy dtype (or its name, or a NumPy spelling) -> the NumPy dtype object mxnet.np arrays carry
_NATIVE: dict = {}
for _n in DTYPES:
    _d = onp.dtype(_n)
    _NATIVE[_n] = _NATIVE[_d] = _NATIVE[_d.type] = _d
_MISSING = frozenset(str(d) for d in _dt.all_dtypes) - set(DTYPES)


def unsupported_dtype(dtype, name):
    return IvyUnsupportedError(
        f"ivy.{name} is not supported on the 'mxnet' backend for dtype {dtype}: MXNet has no "
        f"{dtype} arrays (its dtypes: {', '.join(DTYPES)}); use another dtype or backend")


def native_dtype(dtype, name="as_native_dtype"):
    """NumPy dtype (what mxnet.np uses) for an Ivy dtype / name / native dtype; None stays None.

    Raises ``IvyUnsupportedError`` naming ``name`` for a dtype MXNet lacks.
    """
    if dtype is None:
        return None
    d = _NATIVE.get(dtype)
    if d is not None:
        return d
    s = str(_dt.as_ivy_dtype(dtype))
    if s in _MISSING:
        raise unsupported_dtype(s, name)
    return _NATIVE[s]


_, default_float, default_int, _ = dtype_lookup(_NATIVE, "NumPy dtype")


def float_or(dtype, name):
    """``dtype`` as native, Ivy's default float when None."""
    return default_float() if dtype is None else native_dtype(dtype, name)


# --- devices: Ivy strings ("cpu", "gpu:N") <-> mx.Context ------------------------------------------
_TO_NATIVE: dict = {}
_TO_IVY: dict = {}


def native_device(device):
    """mx.Context for an Ivy device string, an mx.Context or its string (None stays None)."""
    if device is None:
        return None
    c = _TO_NATIVE.get(device)
    if c is None:
        c = _TO_NATIVE[device] = _lookup(device)
    return c


def _lookup(device):
    if isinstance(device, mx.Context):
        return device
    s = str(device)
    kind, _, idx = s.partition(":")
    if kind in ("cpu", "gpu") and (idx == "" or idx.isdigit()):
        i = int(idx or 0)
        if kind == "cpu":
            return mx.cpu(i)
        if i < mx.context.num_gpus():
            return mx.gpu(i)
    raise IvyValueError(f"the mxnet backend has no device {device!r}; available: "
                        f"{', '.join(['cpu'] + [f'gpu:{i}' for i in range(mx.context.num_gpus())])}")


def ivy_device(ctx):
    """Ivy string of an mx.Context: ``"cpu"`` (also pinned memory), ``"gpu:N"``."""
    s = _TO_IVY.get(ctx)
    if s is None:
        s = "cpu" if ctx.device_type.startswith("cpu") and ctx.device_id == 0 else \
            f"{'cpu' if ctx.device_type.startswith('cpu') else ctx.device_type}:{ctx.device_id}"
        _TO_IVY[ctx] = s
    return s


def value_error(name, e):
    """The Ivy error for an MXNetError about bad input (shapes, axes)."""
    return IvyValueError(f"ivy.{name} (mxnet backend): {str(e).strip().splitlines()[-1]}")


# --- promotion ------------------------------------------------------------------------------------
def as_dtype(x, d):
    return x if x.dtype == d else x.astype(d)


def promote(x1, x2, name="result_type"):
    """Cast ``x1``, ``x2`` (arrays or Python scalars) to Ivy's result dtype of the pair.

    mxnet.np has its own rules (bool array + Python int gives float32, int8 array + 1.5 stays
    int8): the arrays are cast to ``ivy.result_type`` first; a Python scalar becomes a 0-d array
    of that dtype on the other argument's device.
    """
    d = native_dtype(_dt.result_type(x1, x2), name)  # int8 with uint8 is int16: refused
    if type(x1) in SCALARS:
        if type(x2) in SCALARS:  # two scalars (``where``)
            return np.array(x1, dtype=d), np.array(x2, dtype=d)
        return np.array(x1, dtype=d, ctx=x2.ctx), as_dtype(x2, d)
    if type(x2) in SCALARS:
        return as_dtype(x1, d), np.array(x2, dtype=d, ctx=x1.ctx)
    return as_dtype(x1, d), as_dtype(x2, d)


def pair(x1, x2, name="result_type"):
    """``promote`` with a fast path for two arrays of one dtype (for kernels with options)."""
    if type(x1) is nd and type(x2) is nd and x1.dtype == x2.dtype:
        return x1, x2
    return promote(x1, x2, name)


def promote_all(arrays, name="result_type"):
    """Cast a sequence of arrays to their common Ivy result dtype (concat, stack)."""
    arrays = list(arrays)
    if len(arrays) < 2:
        return arrays
    first = arrays[0].dtype
    if all(a.dtype == first for a in arrays):
        return arrays
    d = native_dtype(_dt.result_type(*arrays), name)
    return [as_dtype(a, d) for a in arrays]


_WEAK = frozenset((int, float))
_recording = mx.autograd.is_recording
_F64 = onp.dtype("float64")
_I64 = onp.dtype("int64")
_EXACT = 2**53


def text_exact(v, d):
    """Whether MXNet's operators read the Python scalar ``v`` exactly as a ``d`` parameter. MXNet
    hands scalars to its operators as text, which its parser reads inexactly: about a third of
    float64 values come back an ulp off (``1e100``), int64 values beyond 2**53 rounded, subnormals
    are refused ("Out of range value") and ``-0.0`` loses its sign. Integers up to 2**53 (and
    float64 values that are such integers, ``0.0`` and ``1.0`` included), and other values in
    float32 / float16, pass; the rest go in as 0-d arrays made through NumPy (exact)."""
    if type(v) is float:
        if v == 0.0:
            return v.hex()[0] != "-"
        if d is _F64:
            return v.is_integer() and -_EXACT <= v <= _EXACT
        return True
    return -_EXACT <= v <= _EXACT or (d is not _I64 and d is not _F64)


def binary(f, name=None, weak_scalars=False, on_bool=None):
    """Wrap an mxnet.np binary function with Ivy's promotion (fast path: two arrays of one dtype).

    ``weak_scalars``: ``f(x1, x2)`` also takes a floating ``x1`` with a Python int or float ``x2``
    as it is (MXNet's scalar operators keep the array's dtype, as the standard does; measured to
    give the array operator's values, nan and -0.0 included) instead of making ``x2`` an array,
    when autograd is not recording (MXNet 1.9.1's backward pass can crash the process (segfault)
    through a scalar operator: seen in ``linalg.lstsq``'s gradient, ``max(s) * rtol``) and MXNet
    reads ``x2`` exactly (``text_exact``: not most float64 values).
    ``on_bool``: the kernel for two bool operands (after promotion), where MXNet's operator has no
    bool kernel (its result raises only when read: an asynchronous error) or computes bool
    otherwise than Ivy; the fast path tells bool apart by the dtype it reads anyway.
    The slow path also checks ``x1`` is no other framework's (or MXNet's legacy) array, so the
    kernel needs no guard.
    """
    name = name or f.__name__
    kernel = specialise(_binary, name, _f=f, _fb=on_bool or f, _name=name,
                        _weak_scalars=weak_scalars)
    return kernel


_f = _fb = _name = _weak_scalars = None  # each kernel copy of _binary has its own (specialise)
_BOOL = onp.dtype("bool")


def _binary(x1, x2, /):  # template of binary()'s kernels (_f, _fb, _name, _weak_scalars: each's)
    try:
        if type(x1) is nd:
            if type(x2) is nd:
                d = x1.dtype
                if d == x2.dtype:
                    return _f(x1, x2) if d is not _BOOL else _fb(x1, x2)
            elif (_weak_scalars and type(x2) in _WEAK and x1.dtype.kind == "f"
                  and not _recording() and text_exact(x2, x1.dtype)):
                return _f(x1, x2)
        elif type(x1) not in SCALARS:
            check_foreign(x1, "mxnet", _name)
            admit(x1, _name)
        _diagnose.check(_name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        a, b = promote(x1, x2, _name)
        if _fb is not _f and a.dtype is _BOOL:
            return _fb(a, b)
        return _f(a, b)
    except Exception as e:  # the error path: an Ivy error naming the function and argument
        _diagnose.diagnose(e, _name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        raise


def accumulation_dtype(x, dtype, name):
    """dtype for sum/prod/cumulative_*/trace: the standard widens bool and small integers to the
    default integer dtype's width (unsigned stays unsigned: MXNet has only uint8, so a uint8 sum
    with a 64-bit default integer is refused as MXNet has no uint64); others keep their own."""
    if dtype is not None:
        return native_dtype(dtype, name)
    k = x.dtype.kind
    if k in "iub":
        di = _dt.default_int_dtype()
        bits = max(di.bits, x.dtype.itemsize * 8) if k != "b" else di.bits
        return native_dtype(f"uint{bits}" if k == "u" else f"int{bits}", name)
    return x.dtype


def reduce(f, x, axis, identity, keepdims=False, dtype=None):
    """``f(x, axis=axis, keepdims=keepdims[, dtype=dtype])``; for a zero-size ``x`` the result is
    made directly, filled with ``identity``: MXNet 1.9's reductions of zero-size arrays corrupt
    its reduction workspace, so that later reductions fail ("Shape size mismatch")."""
    if x.size:
        if dtype is None:
            return f(x, axis=axis, keepdims=keepdims)
        return f(x, axis=axis, keepdims=keepdims, dtype=dtype)
    return np.full(_reduced_shape(x, axis, keepdims), identity,
                   dtype=x.dtype if dtype is None else dtype, ctx=x.ctx)


def _reduced_shape(x, axis, keepdims):
    n = x.ndim
    axes = range(n) if axis is None else [a % n for a in ((axis,) if type(axis) is int else axis)]
    return tuple(1 if i in axes else k for i, k in enumerate(x.shape) if keepdims or i not in axes)


def _legacy(f):
    # mxnet.np.sum / mean add floats with Kahan compensation, which turns inf + inf into nan; the
    # legacy operators add plainly (their full reductions give shape (1,): reshaped)
    def plain(x, axis=None, keepdims=False, dtype=None):
        out = f(x.as_nd_ndarray(), axis=() if axis is None else axis, keepdims=keepdims,
                exclude=axis is None)
        return out.as_np_ndarray().reshape(_reduced_shape(x, axis, keepdims))

    return plain


fsum = _legacy(mx.nd.sum)
fmean = _legacy(mx.nd.mean)


def sum_as(x, axis, d, keepdims=False):
    """``np.sum(x, axis, dtype=d)`` (see ``reduce``); mxnet.np.sum takes no uint8 dtype: summed in
    int32 and wrapped back (sums modulo 256, as NumPy's); floats are added plainly (``fsum``)."""
    if d.kind == "f" if isinstance(d, onp.dtype) else d in _FLOATS:
        return reduce(fsum, as_dtype(x, d), axis, 0, keepdims)
    if d == _UINT8:
        return reduce(np.sum, x.astype("int32"), axis, 0, keepdims, "int32").astype(d)
    return reduce(np.sum, x, axis, 0, keepdims, d)


_FLOATS = ("float16", "float32", "float64")


_UINT8 = onp.dtype("uint8")


# --- the sign bit (MXNet's copysign and comparisons ignore the sign of zero) ------------------------
def signbit(x):
    """Sign bit of a float array: negative values and -0.0 (1 / -0.0 is -inf). A nan counts as
    positive (MXNet has no bit-level view to read a nan's sign)."""
    return lor(x < 0, land(x == 0, np.reciprocal(x) < 0))


def broadcast_shapes(*shapes):
    n = max(len(s) for s in shapes)
    out = [1] * n
    for s in shapes:
        for i, k in enumerate((1,) * (n - len(s)) + tuple(s)):
            if k != 1:
                if out[i] not in (1, k):
                    raise IvyValueError(f"shapes {', '.join(map(str, shapes))} do not broadcast")
                out[i] = k
    return tuple(out)


def where(c, a, b):
    """``np.where`` with its operands broadcast first: MXNet's own broadcasting gets zero-size
    shapes wrong (a zero-size condition with a 0-d operand gives shape (1,))."""
    sa = a.shape if type(a) is nd else ()
    sb = b.shape if type(b) is nd else ()
    if c.shape == sa == sb:
        return np.where(c, a, b)
    s = broadcast_shapes(c.shape, sa, sb)
    if type(a) is not nd:
        a = np.full(s, a, dtype=b.dtype, ctx=c.ctx)
    if type(b) is not nd:
        b = np.full(s, b, dtype=a.dtype, ctx=c.ctx)
    return np.where(np.broadcast_to(c, s), np.broadcast_to(a, s), np.broadcast_to(b, s))


# --- comparisons: no gradient, so their operands are detached while autograd records -----------
def comparison(f):
    """``f`` (a comparison) of detached operands while autograd records (else as it is): a
    comparison has no gradient, and MXNet 1.9.1's backward pass crashed the process (segfault)
    through one whose operand was a value reshaped out of ``where``'s result (``x > median(x)``
    of the NumPy frontend, whose median ends in a NaN ``where``)."""

    def compare(a, b):
        if _recording():
            a = a.detach() if type(a) is nd else a
            b = b.detach() if type(b) is nd else b
        return f(a, b)

    compare.__name__ = f.__name__
    return compare


# --- boolean logic: MXNet's bitwise operators take no bool arrays -----------------------------------
def land(a, b):
    return np.equal(a.astype("uint8") + b.astype("uint8"), 2)


def lor(a, b):
    return np.not_equal(a.astype("uint8") + b.astype("uint8"), 0)


lxor = np.not_equal
lnot = np.logical_not
