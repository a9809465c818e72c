"""MXNet kernels: the ``ivy.linalg`` namespace. Results with several parts are Ivy's named tuples.

mxnet.np.linalg runs ``qr``, ``matrix_rank`` and ``matrix_power`` on the host (NumPy fallbacks)
and its ``svd`` takes only wide matrices (M <= N) without ``full_matrices``: these are composed
here from MXNet operators (Householder QR, the SVD of the transpose), so they stay on the device
and differentiable. rtol defaults are the standard's ``max(M, N) * eps``.
"""

# ruff: noqa: A002  (the standard's ord= shadows a builtin)

import numpy as onp
from mxnet import np
from mxnet.base import MXNetError

from ... import dtypes as _dt
from ..._rules.float_input import bool_refused
from ..._rules.linalg import _matrix_axes
from ...errors import IvyValueError
from ...results import EighResult, QRResult, SlogdetResult, SVDResult
from ._helpers import accumulation_dtype, as_dtype, default_float, pair, sum_as, value_error, where

_inf = float("inf")
_la = np.linalg
# MXNet's LAPACK operators and its CPU matmul take no float16 (the result raises when read): a
# float16 matrix is computed in float32 and the results rounded back once
_F16 = onp.dtype("float16")


def _catch(f, name):
    def kernel(x, /):
        try:
            return f(x)
        except MXNetError as e:
            raise value_error(name, e) from e

    kernel.__name__ = name
    return kernel


def cholesky(x, /, *, upper=False):
    if x.dtype == _F16:  # (see _F16)
        return cholesky(x.astype("float32"), upper=upper).astype(_F16)
    low = _la.cholesky(x)
    return np.swapaxes(low, -1, -2) if upper else low


def cross(x1, x2, /, *, axis=-1):
    x1, x2 = pair(x1, x2, "linalg.cross")
    if x1.dtype.kind == "b":  # as NumPy (no bool subtract); MXNet's result would raise when read
        raise bool_refused("linalg.cross", "x1")
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise IvyValueError(f"ivy.linalg.cross (mxnet backend): axis {axis} must have size 3, got "
                            f"shapes {x1.shape} and {x2.shape}")
    if axis >= 0:  # a non-negative axis counts in the broadcast shape
        axis -= x1.ndim if x1.ndim > x2.ndim else x2.ndim
    # components kept as size-1 axes (np.take takes only array indices)
    idx = [np.array([i], dtype="int64", ctx=x1.ctx) for i in range(3)]
    a = [np.take(x1, i, axis=axis) for i in idx]
    b = [np.take(x2, i, axis=axis) for i in idx]
    c = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    return np.concatenate(c, axis=axis)


_det = _catch(_la.det, "det")


def det(x, /):
    if x.shape[-1] == 0 and x.shape[-2] == 0:  # MXNet leaves the det of 0x0 matrices unset
        return np.ones(x.shape[:-2], dtype=x.dtype, ctx=x.ctx)
    return _det(x)


def diagonal(x, /, *, offset=0):
    if x.dtype.kind == "b":  # MXNet's diagonal has no bool kernel (its result raises when read)
        return np.diagonal(x.astype("uint8"), offset=offset, axis1=-2, axis2=-1).astype("bool")
    return np.diagonal(x, offset=offset, axis1=-2, axis2=-1)


def eigh(x, /):
    return EighResult(*_la.eigh(x))


eigvalsh = _la.eigvalsh
_inv = _catch(_la.inv, "inv")


def inv(x, /):
    if x.dtype == _F16:  # (see _F16)
        return _inv(x.astype("float32")).astype(_F16)
    return _inv(x)


def matrix_norm(x, /, *, keepdims=False, ord="fro", axis=(-2, -1)):
    if axis != (-2, -1):
        n = x.ndim
        ax = _matrix_axes(axis, n)
        if ax != (n - 2, n - 1):  # the matrices' axes moved last, the kept ones put back
            r = matrix_norm(np.moveaxis(x, list(ax), [n - 2, n - 1]), ord=ord)
            for i in sorted(ax) if keepdims else ():
                r = np.expand_dims(r, i)
            return r
    a = np.abs(x)
    if ord == "fro":
        out = np.sqrt(sum_as(a * a, (-2, -1), a.dtype))
    elif ord == "nuc":
        out = sum_as(svdvals(x), -1, a.dtype)
    elif ord in (1, -1):
        s = sum_as(a, -2, a.dtype)
        out = np.max(s, axis=-1) if ord == 1 else np.min(s, axis=-1)
    elif ord in (_inf, -_inf):
        s = sum_as(a, -1, a.dtype)
        out = np.max(s, axis=-1) if ord == _inf else np.min(s, axis=-1)
    elif ord in (2, -2):
        s = svdvals(x)
        out = np.max(s, axis=-1) if ord == 2 else np.min(s, axis=-1)
    else:
        raise IvyValueError(f"ivy.linalg.matrix_norm: invalid ord {ord!r}")
    return out.reshape(out.shape + (1, 1)) if keepdims else out


def matrix_power(x, n, /):
    if x.dtype == _F16:  # (see _F16)
        return matrix_power(x.astype("float32"), n).astype(_F16)
    # square-and-multiply with matmul (negative n: of the inverse)
    if n < 0:
        x, n = inv(x), -n
    eye = np.broadcast_to(np.eye(x.shape[-1], dtype=x.dtype, ctx=x.ctx), x.shape)
    out, base = None, x
    while n:
        if n & 1:
            out = base if out is None else np.matmul(out, base)
        n >>= 1
        if n:
            base = np.matmul(base, base)
    return eye.copy() if out is None else out


def _per_matrix(rtol, d):
    """An rtol array (one per matrix: the shape of x[..., 0, 0]) with a new last axis, to scale
    the largest singular value of each matrix (a reshape: MXNet's 0-d arrays take no [..., None])."""
    return as_dtype(rtol, d).reshape(rtol.shape + (1,))


def matrix_rank(x, /, *, rtol=None):
    s = svdvals(x)
    m, n = x.shape[-2:]
    if rtol is None:
        r = (m if m > n else n) * _dt.finfo(str(s.dtype)).eps
    else:
        r = _per_matrix(rtol, s.dtype) if type(rtol) is np.ndarray else rtol
    top = np.max(s, axis=-1, keepdims=True) if s.shape[-1] else np.zeros_like(s)
    return sum_as(s > top * r, -1, "int64")


def outer(x1, x2, /):
    x1, x2 = pair(x1, x2, "linalg.outer")
    return x1.reshape(-1, 1) * x2.reshape(1, -1)


def pinv(x, /, *, rtol=None, hermitian=False):
    m, n = x.shape[-2:]
    if rtol is None:
        rtol = (m if m > n else n) * _dt.finfo(str(x.dtype)).eps
    elif type(rtol) is np.ndarray:
        rtol = _per_matrix(rtol, x.dtype)
    if hermitian:  # from the eigendecomposition (the lower triangle)
        w, v = _la.eigh(x)
        a = np.abs(w)
        cut = np.max(a, axis=-1, keepdims=True) * rtol if a.shape[-1] else a
        winv = where(a > cut, 1 / where(a > cut, w, np.ones_like(w)), np.zeros_like(w))
        return np.matmul(v * winv[..., None, :], np.swapaxes(v, -1, -2))
    u, s, vh = _svd(x, False)
    cut = np.max(s, axis=-1, keepdims=True) * rtol if s.shape[-1] else s
    inv_s = where(s > cut, 1 / where(s > cut, s, np.ones_like(s)), np.zeros_like(s))
    return np.matmul(np.swapaxes(vh, -1, -2) * inv_s[..., None, :], np.swapaxes(u, -1, -2))


def _householder(x, complete):
    """Q and R of a (batch of) M x N matrices by Householder reflections (R's diagonal as LAPACK
    leaves it: any sign)."""
    m, n = x.shape[-2:]
    k = m if m < n else n
    r = x
    q = np.broadcast_to(np.eye(m, dtype=x.dtype, ctx=x.ctx), x.shape[:-2] + (m, m))
    rows = np.arange(m, dtype="int64", ctx=x.ctx)
    for j in range(k if m > k else k - 1 if m == k else k):
        col = r[..., :, j]
        below = where(rows >= j, col, np.zeros_like(col))
        alpha = np.sqrt(np.sum(below * below, axis=-1, keepdims=True))
        head = col[..., j:j + 1]
        sgn = where(head < 0, -np.ones_like(head), np.ones_like(head))
        v = below + where(rows == j, sgn * alpha, np.zeros_like(col))
        vv = np.sum(v * v, axis=-1, keepdims=True)
        v = v / np.sqrt(where(vv > 0, vv, np.ones_like(vv)))  # zero column: no reflection
        r = r - 2 * v[..., :, None] * np.matmul(v[..., None, :], r)
        q = q - 2 * np.matmul(q, v[..., :, None]) * v[..., None, :]
    if complete or m <= n:
        return q, where(rows[:, None] <= np.arange(n, dtype="int64", ctx=x.ctx)[None, :],
                           r, np.zeros_like(r))
    rr = r[..., :n, :]
    tri = np.arange(n, dtype="int64", ctx=x.ctx)
    return q[..., :, :n], where(tri[:, None] <= tri[None, :], rr, np.zeros_like(rr))


def qr(x, /, *, mode="reduced"):
    if x.dtype == _F16:  # (see _F16)
        return QRResult(*(r.astype(_F16) for r in _householder(x.astype("float32"),
                                                               mode == "complete")))
    return QRResult(*_householder(x, mode == "complete"))


def slogdet(x, /):
    if x.shape[-1] == 0 and x.shape[-2] == 0:  # det of 0x0 matrices: 1
        return SlogdetResult(np.ones(x.shape[:-2], dtype=x.dtype, ctx=x.ctx),
                             np.zeros(x.shape[:-2], dtype=x.dtype, ctx=x.ctx))
    return SlogdetResult(*_la.slogdet(x))


def solve(x1, x2, /):
    # the standard: x2 is a vector only when 1-d, else a stack of matrices broadcast against x1
    x1, x2 = pair(x1, x2, "linalg.solve")
    if x2.ndim == 1:
        b = np.broadcast_to(x2[:, None], x1.shape[:-2] + (x2.shape[0], 1))
        return _solve(x1, b)[..., 0]
    batch = _batch(x1.shape[:-2], x2.shape[:-2])
    return _solve(np.broadcast_to(x1, batch + x1.shape[-2:]),
                  np.broadcast_to(x2, batch + x2.shape[-2:]))


def _solve(a, b):
    try:
        return _la.solve(a, b)
    except MXNetError as e:
        raise value_error("linalg.solve", e) from e


def _batch(a, b):
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    return tuple(j if i == 1 else i for i, j in zip(a, b))


def _svd(x, full):
    if x.dtype == _F16:  # (see _F16)
        return tuple(r.astype(_F16) for r in _svd(x.astype("float32"), full))
    m, n = x.shape[-2:]
    if m > n:  # MXNet takes M <= N only: the SVD of the transpose
        vt, s, ut = _svd(np.swapaxes(x, -1, -2), full)
        return np.swapaxes(ut, -1, -2), s, np.swapaxes(vt, -1, -2)
    if x.size == 0:
        k = m if m < n else n
        u = np.broadcast_to(np.eye(m, dtype=x.dtype, ctx=x.ctx), x.shape[:-2] + (m, m if full else k))
        vh = np.broadcast_to(np.eye(n, dtype=x.dtype, ctx=x.ctx)[: n if full else k],
                             x.shape[:-2] + (n if full else k, n))
        return u.copy(), np.zeros(x.shape[:-2] + (k,), dtype=x.dtype, ctx=x.ctx), vh.copy()
    u, s, vh = _la.svd(x)
    if full and n > m:  # complete Vh's rows to an orthonormal basis of R^N
        q, _ = _householder(np.swapaxes(vh, -1, -2), True)
        vh = np.concatenate([vh, np.swapaxes(q[..., :, m:], -1, -2)], axis=-2)
    return u, s, vh


def svd(x, /, *, full_matrices=True):
    return SVDResult(*_svd(x, full_matrices))


def svdvals(x, /):
    return _svd(x, False)[1]


def trace(x, /, *, offset=0, dtype=None):
    acc = accumulation_dtype(x, dtype, "linalg.trace")
    d = np.diagonal(as_dtype(x, acc), offset=offset, axis1=-2, axis2=-1)
    return sum_as(d, -1, acc)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    a = np.abs(x)
    if a.dtype.kind != "f":  # integer input: Ivy's default float
        a = a.astype(default_float())
    if axis is None:
        if keepdims:
            return vector_norm(x, axis=tuple(range(x.ndim)), keepdims=True, ord=ord)
        a, axis = a.reshape(-1), 0
    if ord == 2:
        return np.sqrt(sum_as(a * a, axis, a.dtype, keepdims))
    if ord == 1:
        return sum_as(a, axis, a.dtype, keepdims)
    if ord == _inf or ord == -_inf:
        empty = a.size == 0
        if empty:
            shape = sum_as(a, axis, a.dtype, keepdims).shape
            return np.full(shape, 0.0 if ord == _inf else _inf, dtype=a.dtype, ctx=a.ctx)
        out = np.max(a, axis=axis, keepdims=keepdims) if ord == _inf else \
            np.min(a, axis=axis, keepdims=keepdims)
        n = np.any(np.isnan(a), axis=axis, keepdims=keepdims)
        return where(n, np.full_like(out, float("nan")), out)
    if ord == 0:
        return sum_as(a != 0, axis, a.dtype, keepdims)
    p = np.array(ord, dtype=a.dtype, ctx=a.ctx)
    return sum_as(a ** p, axis, a.dtype, keepdims) ** (1 / p)
