"""Small helpers shared by the PyTorch kernels: dtype/device conversion, Ivy's promotion, axes, and
the routing of PyTorch's shell dtypes uint16/uint32/uint64 through signed views."""

import torch

from ... import dtypes as _dt
from ...errors import IvyUnsupportedError, IvyValueError

T = torch.Tensor
SCALARS = frozenset((bool, int, float, complex))
_NATIVE: dict = {}
for _d in _dt.all_dtypes:
    _NATIVE[str(_d)] = getattr(torch, str(_d))  # Ivy dtypes hash and compare as their names
    _NATIVE[getattr(torch, str(_d))] = getattr(torch, str(_d))


def native_dtype(dtype):
    """torch dtype for an Ivy dtype / name / native dtype / Python type (None stays None)."""
    if dtype is None:
        return None
    d = _NATIVE.get(dtype)
    return d if d is not None else _NATIVE[str(_dt.as_ivy_dtype(dtype))]


def default_float():
    return _NATIVE[str(_dt.default_float_dtype())]


def default_int():
    return _NATIVE[str(_dt.default_int_dtype())]


def default_complex():
    return _NATIVE[str(_dt.default_complex_dtype())]


def is_float(d):
    return d.is_floating_point or d.is_complex


# --- devices -------------------------------------------------------------------------------
CPU = torch.device("cpu")
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


# --- promotion -----------------------------------------------------------------------------
def promote(x1, x2):
    """Cast ``x1``, ``x2`` (tensors or Python scalars) to Ivy's result dtype of the pair.

    PyTorch treats 0-d tensors like scalars (float32 1-d with float64 0-d gives float32), so
    every mixed-dtype pair is cast explicitly; scalars become 0-d tensors on the array's device.
    """
    d = native_dtype(_dt.result_type(x1, x2))
    if type(x1) in SCALARS:
        return torch.tensor(x1, dtype=d, device=x2.device), x2.to(d)
    if type(x2) in SCALARS:
        return x1.to(d), torch.tensor(x2, dtype=d, device=x1.device)
    return x1.to(d), x2.to(d)


# kind rank of dtypes and Python scalar types: a scalar of rank <= the array's keeps its dtype
RANK = {torch.bool: 0, torch.float32: 2, torch.float64: 2, torch.complex64: 3, torch.complex128: 3}
RANK.update({d: 1 for d in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8,
                            torch.uint16, torch.uint32, torch.uint64)})
SRANK = {bool: 0, int: 1, float: 2, complex: 3}


def binary(f, ufix=None, scalar=False):
    """Wrap a torch binary function with Ivy's promotion.

    Fast paths: two tensors of one dtype; with ``scalar=True`` (``f`` takes a Python scalar as
    second argument) a tensor and a Python scalar that keeps the tensor's dtype. ``ufix(x1, x2)``
    handles the shell dtypes uint16/32/64 that ``f`` does not implement.
    """
    if ufix is None:
        def kernel(x1, x2, /):
            if type(x1) is T:
                if type(x2) is T:
                    if x1.dtype is x2.dtype:
                        return f(x1, x2)
                elif scalar and SRANK.get(type(x2), 9) <= RANK[x1.dtype]:
                    return f(x1, x2)
            x1, x2 = promote(x1, x2)
            return f(x1, x2)
    else:
        def kernel(x1, x2, /):
            if type(x1) is T and x1.dtype not in UINT:
                if type(x2) is T:
                    if x1.dtype is x2.dtype:
                        return f(x1, x2)
                elif scalar and SRANK.get(type(x2), 9) <= RANK[x1.dtype]:
                    return f(x1, x2)
            x1, x2 = promote(x1, x2)
            if x1.dtype in UINT:
                return ufix(x1, x2)
            return f(x1, x2)

    kernel.__name__ = getattr(f, "__name__", "kernel")
    return kernel


def as_tensor_like(v, x, dtype=None):
    """``v`` (tensor or Python scalar) as a tensor of ``dtype`` (default ``x.dtype``) on x's device."""
    d = x.dtype if dtype is None else dtype
    if isinstance(v, T):
        return v.to(d)
    return torch.tensor(v, dtype=d, device=x.device)


# --- axes ----------------------------------------------------------------------------------
def norm_axes(axis, ndim):
    """Tuple of non-negative axes for ``axis`` (None = all axes; int or tuple; negatives allowed)."""
    if axis is None:
        return tuple(range(ndim))
    if type(axis) is int:
        axis = (axis,)
    out = []
    n = max(ndim, 1)
    for a in axis:
        a = int(a)
        if not -n <= a < n:
            raise IvyValueError(f"axis {a} is out of bounds for an array of {ndim} dimensions")
        out.append(a % n)
    if len(set(out)) != len(out):
        raise IvyValueError(f"repeated axis in {tuple(axis)}")
    return tuple(out)


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


def u_wide(x, what):
    """``x`` (uint16/uint32) as an exactly wider signed tensor; uint64 raises for ``what``."""
    w = WIDE.get(x.dtype)
    if w is None:
        raise IvyUnsupportedError(f"ivy.{what} on the 'torch' backend: uint64 is not implemented "
                                  "by PyTorch for this operation; cast to int64 or float64 first")
    return x.to(w)


def u_mod(f):
    """Lift a modular (wrap-around) unary op ``f`` to shell uints through the signed view."""

    def kernel(x):
        return f(x.view(UINT[x.dtype])).view(x.dtype)

    return kernel
