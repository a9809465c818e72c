"""Small helpers shared by the PyTorch kernels: dtype/device conversion, Ivy's promotion, axes, and
the routing of PyTorch's shell dtypes uint16/uint32/uint64 through signed views."""

import torch

from ... import _diagnose
from ... import dtypes as _dt
from ..._rules.owners import check_foreign
from ...errors import IvyUnsupportedError, IvyValueError
from .. import _scatter_gather as _sg
from .._backend_common import dtype_lookup, norm_axes, specialise  # noqa: F401 (used by the kernels)

T = torch.Tensor
SCALARS = frozenset((bool, int, float, complex))
_NATIVE: dict = {}
for _d in _dt.all_dtypes:
    _NATIVE[str(_d)] = getattr(torch, str(_d))  # Ivy dtypes hash and compare as their names
    _NATIVE[getattr(torch, str(_d))] = getattr(torch, str(_d))


native_dtype, default_float, default_int, default_complex = dtype_lookup(_NATIVE, "torch dtype")


def is_float(d):
    return d.is_floating_point or d.is_complex


# --- devices -------------------------------------------------------------------------------
_TO_NATIVE: dict = {}
_TO_IVY: dict = {}


def native_device(device):
    """torch.device for an Ivy device string ("cpu", "gpu:N"), a torch device or its string."""
    if device is None or type(device) is torch.device:
        return device
    d = _TO_NATIVE.get(device)
    if d is None:
        s = str(device)
        try:
            if s.startswith("gpu"):
                d = torch.device("cuda", int(s.partition(":")[2] or 0))
            else:
                d = torch.device(s)
        except (RuntimeError, ValueError) as e:
            raise IvyValueError(f"the torch backend cannot use device {device!r}; use 'cpu' or "
                                f"'gpu:N' (devices: see ivy.__array_namespace_info__().devices())") from e
        if d.type == "cuda" and not torch.cuda.is_available():
            raise IvyValueError(f"device {device!r}: this PyTorch build sees no CUDA device; use "
                                "'cpu' (devices: see ivy.__array_namespace_info__().devices())")
        _TO_NATIVE[device] = d
    return d


def ivy_device(d):
    """Ivy device string of a torch.device: "cpu", "gpu:N" for CUDA, "<type>:N" otherwise."""
    s = _TO_IVY.get(d)
    if s is None:
        if d.type == "cpu":
            s = "cpu"
        else:
            i = d.index
            if i is None:
                i = torch.cuda.current_device() if d.type == "cuda" else 0
            s = f"{'gpu' if d.type == 'cuda' else d.type}:{i}"
        _TO_IVY[d] = s
    return s


# --- errors --------------------------------------------------------------------------------
def value_error(name, e):
    """The Ivy error for a torch RuntimeError: torch reports bad shapes with RuntimeError where the
    standard's reference (and NumPy) raise ValueError; "not implemented for <dtype>" (torch's
    NotImplementedError) becomes IvyUnsupportedError."""
    cls = IvyUnsupportedError if isinstance(e, NotImplementedError) else IvyValueError
    return cls(f"ivy.{name} (torch backend): {e}")


# --- promotion -----------------------------------------------------------------------------
_PAIR: dict = {}  # (dtype, dtype) -> torch dtype: array/array promotion never depends on defaults


def result_dtype(x1, x2):
    """torch dtype of Ivy's result type of two tensors / a tensor and a Python scalar."""
    if type(x1) in SCALARS or type(x2) in SCALARS:
        return native_dtype(_dt.result_type(x1, x2))
    key = (x1.dtype, x2.dtype)
    d = _PAIR.get(key)
    if d is None:
        d = _PAIR[key] = native_dtype(_dt.promote_types(x1.dtype, x2.dtype))
    return d


def promote(x1, x2):
    """Cast ``x1``, ``x2`` (tensors or Python scalars) to Ivy's result dtype of the pair.

    PyTorch treats 0-d tensors like scalars (float32 1-d with float64 0-d gives float32), so
    every mixed-dtype pair is cast explicitly; scalars become 0-d tensors on the array's device.
    """
    d = result_dtype(x1, x2)
    if type(x1) in SCALARS:
        return scalar_like(x1, d, x2), x2.to(d)
    if type(x2) in SCALARS:
        return x1.to(d), scalar_like(x2, d, x1)
    return x1.to(d), x2.to(d)


def scalar_like(v, d, x):
    """The Python scalar ``v`` as a 0-d tensor of torch dtype ``d`` for an op with tensor ``x``:
    the cached one (:func:`scalar_tensor`) on the CPU in eager mode, else a new one on x's
    device (torch.compile traces it as a constant)."""
    if x.is_cpu and not _compiling():
        return scalar_tensor(v, d)
    return torch.tensor(v, dtype=d, device=x.device)


# 0-d CPU tensors of Python scalars, per (value, dtype): Ivy's promotion of a tensor and a Python
# scalar (torch.maximum(x, 0.0), 1.0 - x, x / 2.0: functions torch gives no scalar form or only a
# second one) casts the scalar to the result dtype, which torch.tensor does in ~2.5 us. Never
# handed out (each op returns a new tensor), read only in eager mode on CPU inputs
# (:func:`scalar_like`; torch.compile traces constants).
_SCALAR_TENSORS: dict = {}


# dtypes whose ops give the same values with a Python float or a 0-d tensor of their own dtype
# holding it (the float is rounded to the dtype either way; float16/bfloat16 keep a Python
# scalar in float32 on CPU): binary ops of these and a float take the cached tensor
FLOAT_SCALAR_CACHE = frozenset({torch.float32, torch.float64})


def scalar_tensor(v, d):
    """A cached 0-d CPU tensor of the Python scalar ``v`` with torch dtype ``d``."""
    # 0.0 and -0.0 are equal with one hash: zeros are told apart by their text (a nan matches
    # only itself: another nan object gets its own entry)
    key = (v, d) if v else (str(v), d)
    t = _SCALAR_TENSORS.get(key)
    if t is None:
        if len(_SCALAR_TENSORS) >= 256:  # scalars that change every call: keep it small
            _SCALAR_TENSORS.clear()
        t = _SCALAR_TENSORS[key] = torch.tensor(v, dtype=d)
    return t


# kind rank of dtypes and Python scalar types: a scalar of rank <= the array's keeps its dtype
RANK = {torch.bool: 0, torch.float16: 2, torch.bfloat16: 2, torch.float32: 2, torch.float64: 2,
        torch.complex64: 3, torch.complex128: 3}
RANK.update({d: 1 for d in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8,
                            torch.uint16, torch.uint32, torch.uint64)})
SRANK = {bool: 0, int: 1, float: 2, complex: 3}
SRANK_NOBOOL = {int: 1, float: 2, complex: 3}
_NONE: dict = {}


def binary(name, f, fix=None, scalar=None):
    """Wrap a torch binary function with Ivy's promotion (``name``: the Ivy function's name).

    Fast paths: two tensors of one dtype; a tensor and a Python scalar whose kind rank (in the
    ``scalar`` dict, for ``f`` that take a Python scalar second) keeps the tensor's dtype.
    ``fix`` maps dtypes ``f`` gets wrong or lacks (the shell uints, ...) to a replacement.
    """
    kernel = specialise(_binary, name, _f=f, _name=name, _fix=fix or _NONE, _sr=scalar or _NONE,
                        _sf=_NONE if name in _OWN_SCALAR_PATH else FLOAT_SCALAR_CACHE)
    return kernel


_f = _name = _fix = _sr = _sf = None  # each kernel copy of _binary has its own (specialise)
# torch.pow has its own kernels for scalar exponents (x ** 2.0 is x * x, x ** 0.5 a square root)
_OWN_SCALAR_PATH = frozenset({"pow"})


def _binary(x1, x2, /):  # template of binary()'s kernels: _f, _name, _fix, _sr: each copy's globals
    try:
        if type(x1) is T:
            d = x1.dtype  # read once: a tensor's .dtype costs ~40 ns
            if d not in _fix:
                if type(x2) is T:
                    if d is x2.dtype:
                        return _f(x1, x2)
                elif _sr.get(type(x2), 9) <= RANK[d]:
                    if type(x2) is float and d in _sf and x1.is_cpu and not _compiling():
                        return _f(x1, scalar_tensor(x2, d))  # torch's scalar path: ~1.5 us more
                    return _f(x1, x2)
                elif SRANK.get(type(x2), 9) <= RANK[d]:
                    return _f(x1, scalar_like(x2, d, x1))  # torch.maximum(x, 0.0) and the like
        elif type(x2) is T and type(x1) in SCALARS:  # 1.0 - x: the scalar as a tensor of x's dtype
            d = x2.dtype
            if d not in _fix and SRANK[type(x1)] <= RANK[d]:
                return _f(scalar_like(x1, d, x2), x2)
        if type(x1) is not T:
            check_foreign(x1, "torch", _name)
        _diagnose.check(_name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        a, b = promote(x1, x2)
        h = _fix.get(a.dtype)
        return _f(a, b) if h is None else h(a, b)
    except RuntimeError as e:  # shapes that do not broadcast
        raise value_error(_name, e) from e
    except Exception as e:  # the error path: an Ivy error naming the function and argument
        _diagnose.diagnose(e, _name, ("x1", "x2"), (x1, x2), ("x1", "x2"))
        raise


def ufix(h):
    """``fix`` dict of :func:`binary` sending the shell uints uint16/32/64 to ``h``."""
    return dict.fromkeys(UINT, h)


def as_tensor_like(v, x, dtype=None):
    """``v`` (tensor or Python scalar) as a tensor of ``dtype`` (default ``x.dtype``) on x's device."""
    d = x.dtype if dtype is None else dtype
    if isinstance(v, T):
        return v.to(d)
    return torch.tensor(v, dtype=d, device=x.device)


# --- shell dtypes uint16/uint32/uint64 -------------------------------------------------------
# same-width signed dtype (same bits: modular arithmetic, bitwise ops and data movement are exact)
UINT = {torch.uint16: torch.int16, torch.uint32: torch.int32, torch.uint64: torch.int64}
SMIN = {torch.int16: -(2**15), torch.int32: -(2**31), torch.int64: -(2**63)}
WIDE = {torch.uint16: torch.int32, torch.uint32: torch.int64}  # exact widening (not uint64)


def u_view(x):
    """Same bits as the signed dtype of the same width."""
    return x.view(UINT[x.dtype])


def u_ord(x):
    """Order-preserving map of a shell uint tensor to its signed dtype (flip the sign bit)."""
    s = UINT[x.dtype]
    return x.view(s) ^ SMIN[s]


def u_unord(y, u):
    """Inverse of :func:`u_ord` (``u`` is the uint dtype)."""
    return (y ^ SMIN[y.dtype]).view(u)


def u_mod(f):
    """Lift a modular (wrap-around) unary op ``f`` to shell uints through the signed view."""

    def kernel(x):
        return f(x.view(UINT[x.dtype])).view(x.dtype)

    return kernel


# --- indices -----------------------------------------------------------------------------------
OUT_OF_RANGE = (IndexError, RuntimeError)  # how torch's CPU kernels refuse an index
_compiling = torch.compiler.is_compiling  # traced code cannot retry on an error


def wrap_indices(i, n):
    """Negative indices counted from the end of an axis of length ``n``."""
    return torch.where(i < 0, i + n, i)


def native_first(fname, f, x, i, n):
    """``f(x, i)`` with ``i``'s negative indices counted from the end of an axis of length ``n``.

    torch's CPU kernels refuse negative and out-of-range indices, so there the native call runs
    first and the indices are wrapped only when it fails (a call without negative indices costs
    the native call alone); an index still out of range is an ``IvyIndexError``. Elsewhere
    (accelerators, ``torch.compile``) the indices are wrapped first and not checked.
    """
    try:
        if x.is_cpu and not _compiling():
            try:
                return f(x, i)
            except OUT_OF_RANGE:
                pass
        return f(x, wrap_indices(i, n))
    except OUT_OF_RANGE as e:
        raise _sg.out_of_range(fname, e) from e
