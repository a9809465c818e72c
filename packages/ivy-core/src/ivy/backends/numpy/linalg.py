"""NumPy kernels: the ``ivy.linalg`` namespace (the standard's linear algebra extension).

Tuple results are named tuples with the standard's field names on every NumPy version (NumPy 1.x
returns plain tuples); rtol defaults are the standard's ``max(M, N) * eps``.
"""

import numpy as np

from ... import dtypes as _dt
from ..._rules.linalg import _matrix_axes
from ...errors import IvyValueError
from ...results import EighResult, QRResult, SlogdetResult, SVDResult
from ._helpers import native_dtype, promote, sum_dtype

_inf = float("inf")


def _default_rtol(x):
    m, n = x.shape[-2:]
    return (m if m > n else n) * np.finfo(x.dtype).eps


def cholesky(x, /, *, upper=False):
    # np.linalg.cholesky has upper= only from NumPy 2
    low = np.linalg.cholesky(x)
    if not upper:
        return low
    up = np.swapaxes(low, -1, -2)
    return np.conj(up) if up.dtype.kind == "c" else up


def cross(x1, x2, /, *, axis=-1):
    # np.cross also takes 2-vectors and promotes mixed kinds its own way
    if x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    if axis >= 0:  # a non-negative axis counts in the broadcast shape
        axis -= x1.ndim if x1.ndim > x2.ndim else x2.ndim
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise IvyValueError(f"cross (numpy backend): axis {axis} must have size 3, got shapes "
                            f"{x1.shape} and {x2.shape}")
    return np.cross(x1, x2, axis=axis)


det = np.linalg.det


def diagonal(x, /, *, offset=0):
    return np.diagonal(x, offset=offset, axis1=-2, axis2=-1)


def eigh(x, /):
    return EighResult(*np.linalg.eigh(x))


eigvalsh = np.linalg.eigvalsh
inv = np.linalg.inv


def matrix_norm(x, /, *, keepdims=False, ord="fro", axis=(-2, -1)):  # noqa: A002
    if axis != (-2, -1):
        axis = _matrix_axes(axis, x.ndim)
    return np.linalg.norm(x, ord=ord, axis=axis, keepdims=keepdims)


matrix_power = np.linalg.matrix_power


def matrix_rank(x, /, *, rtol=None):
    # np.linalg.matrix_rank has rtol= only from NumPy 2 (and a different default tolerance)
    s = np.linalg.svd(x, compute_uv=False)
    rtol = _default_rtol(x) if rtol is None else np.asarray(rtol)[..., None]
    tol = np.max(s, axis=-1, keepdims=True, initial=0.0) * rtol
    return np.count_nonzero(s > tol, axis=-1)


def outer(x1, x2, /):
    if x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    return np.outer(x1, x2)


def pinv(x, /, *, rtol=None, hermitian=False):
    # NumPy's default cutoff (1e-15 before NumPy 2.?) is not the standard's
    return np.linalg.pinv(x, rcond=_default_rtol(x) if rtol is None else rtol,
                          hermitian=hermitian)


def qr(x, /, *, mode="reduced"):
    return QRResult(*np.linalg.qr(x, mode=mode))


def slogdet(x, /):
    return SlogdetResult(*np.linalg.slogdet(x))


def solve(x1, x2, /):
    # The standard: x2 is a vector only when 1-d, else a stack of matrices broadcast against x1.
    # NumPy 1.x also takes x2 of ndim x1.ndim - 1 as vectors: broadcast both to the same ndim.
    if x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    if x2.ndim == 1:
        b = np.broadcast_to(x2[:, None], x1.shape[:-2] + (x2.shape[0], 1))
        return np.linalg.solve(x1, b)[..., 0]
    batch = np.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    a = np.broadcast_to(x1, batch + x1.shape[-2:])
    b = np.broadcast_to(x2, batch + x2.shape[-2:])
    return np.linalg.solve(a, b)


def svd(x, /, *, full_matrices=True):
    return SVDResult(*np.linalg.svd(x, full_matrices=full_matrices))


def svdvals(x, /):
    return np.linalg.svd(x, compute_uv=False)


def trace(x, /, *, offset=0, dtype=None):
    return np.trace(x, offset=offset, axis1=-2, axis2=-1, dtype=sum_dtype(x, dtype))


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002
    # np.linalg.norm takes no tuple axis beyond two (those are matrix norms)
    a = np.abs(x)
    if a.dtype.kind != "f":  # integer input: Ivy's default float (as int array * Python float)
        a = a.astype(native_dtype(_dt.default_float_dtype()))
    if ord == 2:
        return np.sqrt(np.sum(a * a, axis=axis, keepdims=keepdims))
    if ord == 1:
        return np.sum(a, axis=axis, keepdims=keepdims)
    if ord == _inf:
        return np.max(a, axis=axis, keepdims=keepdims, initial=0)
    if ord == -_inf:
        return np.min(a, axis=axis, keepdims=keepdims, initial=_inf)
    if ord == 0:
        return np.sum(a != 0, axis=axis, keepdims=keepdims, dtype=a.dtype)
    # exponents as 0-d arrays of a's dtype: NumPy 1.x makes float32 scalar ** float float64
    p = np.asarray(ord, dtype=a.dtype)
    return np.sum(a ** p, axis=axis, keepdims=keepdims) ** (np.asarray(1, dtype=a.dtype) / p)
