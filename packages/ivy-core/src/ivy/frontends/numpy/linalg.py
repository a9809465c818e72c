"""``numpy.linalg`` of the frontend, on ``ivy.linalg``.

NumPy's dtype rules: integer and boolean input is computed in float64, float32 stays float32,
float16 is refused (``TypeError: array type float16 is unsupported in linalg``). Results are
NumPy 2's named tuples (``SVDResult(U, S, Vh)``, ``EighResult``, ``QRResult``,
``SlogdetResult``). ``eig`` / ``eigvals`` (general, non-symmetric matrices) are not offered:
Ivy has only the symmetric eigendecomposition (``eigh``).
"""

from __future__ import annotations

import math
from collections import namedtuple

import numpy as _np

import ivy

from .. import _common
from ._dtypes import IVY
from ._ndarray import cast, name_of, result, to_native, wrap
from ._promotion import kind_of, promote_types
from ._ufunc import align, normalize_axes
from ._ufuncs import matmul as _matmul
from ._ufuncs import multiply as _multiply
from .linear_algebra import cross as _cross
from .linear_algebra import diagonal as _diagonal
from .linear_algebra import outer as _outer
from .linear_algebra import strong_promote, tensordot
from .linear_algebra import trace as _trace
from .manipulation import matrix_transpose as _mt

__all__ = ["LinAlgError", "cholesky", "cond", "cross", "det", "diagonal", "eigh", "eigvalsh",
           "inv", "lstsq", "matmul", "matrix_norm", "matrix_power", "matrix_rank",
           "matrix_transpose", "multi_dot", "norm", "outer", "pinv", "qr", "slogdet", "solve",
           "svd", "svdvals", "tensordot", "tensorinv", "tensorsolve", "trace", "vecdot",
           "vector_norm"]

#: names of ``numpy.linalg`` the frontend knows it cannot offer, with the reason
UNSUPPORTED = {
    "eig": "Ivy has no eigendecomposition of general (non-symmetric) matrices, only "
           "ivy.linalg.eigh; use numpy.linalg.eigh for symmetric / Hermitian input",
    "eigvals": "Ivy has no eigendecomposition of general (non-symmetric) matrices, only "
               "ivy.linalg.eigvalsh; use numpy.linalg.eigvalsh for symmetric / Hermitian input",
    "test": "NumPy's own test runner",
}
COMPOSED = frozenset({"cond", "lstsq", "matrix_rank", "multi_dot", "norm", "tensorinv",
                      "tensorsolve", "eigh", "eigvalsh"})


class LinAlgError(ValueError):
    """``numpy.linalg.LinAlgError``."""


EighResult = namedtuple("EighResult", ["eigenvalues", "eigenvectors"])
QRResult = namedtuple("QRResult", ["Q", "R"])
SlogdetResult = namedtuple("SlogdetResult", ["sign", "logabsdet"])
SVDResult = namedtuple("SVDResult", ["U", "S", "Vh"])
LstsqResult = namedtuple("LstsqResult", ["solution", "residuals", "rank", "singular_values"])


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("numpy", f"linalg.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.numpy.linalg' has no attribute {name!r}")


def _float(a, *others):
    """``a`` (and ``others``) as natives of NumPy linalg's computation dtype."""
    xs = align([to_native(v) for v in (a, *others)])
    name = name_of(xs[0])
    for x in xs[1:]:
        name = promote_types(name, name_of(x))
    if name in ("float16", "bfloat16"):
        raise TypeError(f"array type {name} is unsupported in linalg")
    if kind_of(name) in "biu":
        name = "float64"
    return [cast(x, name) for x in xs]


def _square(x, fname):
    if len(x.shape) < 2:
        raise LinAlgError(f"{len(x.shape)}-dimensional array given. Array must be at least "
                          f"two-dimensional")
    if int(x.shape[-1]) != int(x.shape[-2]):
        raise LinAlgError("Last 2 dimensions of the array must be square")


def _real_name(name):
    return {"complex64": "float32", "complex128": "float64"}.get(name, name)


# --- norms ------------------------------------------------------------------------------------
def _abs_sq_sum(x, axes, keepdims):
    if name_of(x).startswith("complex"):
        sq = ivy.add(ivy.square(ivy.real(x)), ivy.square(ivy.imag(x)))
    else:
        sq = ivy.multiply(x, x)
    return ivy.sum(sq, axis=axes, keepdims=keepdims)


def _vector_norm(x, ord, axes, keepdims):  # noqa: A002
    if ord is None or ord == 2:
        return ivy.sqrt(_abs_sq_sum(x, axes, keepdims))
    ax = ivy.abs(x)
    if ord == math.inf:
        return ivy.max(ax, axis=axes, keepdims=keepdims)
    if ord == -math.inf:
        return ivy.min(ax, axis=axes, keepdims=keepdims)
    if ord == 0:
        return ivy.sum(ivy.astype(ivy.not_equal(ax, 0), ax.dtype), axis=axes, keepdims=keepdims)
    if ord == 1:
        return ivy.sum(ax, axis=axes, keepdims=keepdims)
    if isinstance(ord, str):
        raise ValueError(f"Invalid norm order '{ord}' for vectors")
    return ivy.pow(ivy.sum(ivy.pow(ax, float(ord)), axis=axes, keepdims=keepdims),
                   1.0 / float(ord))


def _matrix_norm(x, ord, axes, keepdims):  # noqa: A002
    r, c = axes
    if ord in (None, "fro", "f"):
        return ivy.sqrt(_abs_sq_sum(x, axes, keepdims))
    if ord in (2, -2, "nuc"):
        nd = len(x.shape)
        rest = [i for i in range(nd) if i not in (r, c)]
        s = ivy.linalg.svdvals(ivy.permute_dims(x, tuple(rest + [r, c])))
        out = ivy.sum(s, axis=-1) if ord == "nuc" else (ivy.max(s, axis=-1) if ord == 2 else
                                                         ivy.min(s, axis=-1))
        if keepdims:
            shape = [int(v) for v in x.shape]
            shape[r] = shape[c] = 1
            out = ivy.reshape(out, tuple(shape))
        return out
    ax = ivy.abs(x)
    if ord in (1, -1):
        sums = ivy.sum(ax, axis=r, keepdims=True)
        fn = ivy.max if ord == 1 else ivy.min
        out = fn(sums, axis=c, keepdims=True)
    elif ord in (math.inf, -math.inf):
        sums = ivy.sum(ax, axis=c, keepdims=True)
        fn = ivy.max if ord == math.inf else ivy.min
        out = fn(sums, axis=r, keepdims=True)
    else:
        raise ValueError("Invalid norm order for matrices.")
    if not keepdims:
        out = ivy.squeeze(out, axis=tuple(sorted((r, c))))
    return out


def norm(x, ord=None, axis=None, keepdims=False):  # noqa: A002
    d = to_native(x)
    name = name_of(d)
    if kind_of(name) in "biu":
        d, name = cast(d, "float64"), "float64"
    nd = len(d.shape)
    if axis is None:
        if ord is None:
            r = ivy.sqrt(_abs_sq_sum(ivy.reshape(d, (-1,)), (0,), False))
            if keepdims:
                r = ivy.reshape(r, (1,) * nd)
            return result(cast(r, _real_name(name)))
        if nd not in (1, 2):
            raise ValueError("Improper number of dimensions to norm.")
        axes = tuple(range(nd))
    else:
        axes = tuple(normalize_axes(a, nd)[0] for a in
                     (axis if isinstance(axis, (tuple, list)) else (axis,)))
    if len(axes) == 1:
        r = _vector_norm(d, ord, axes, keepdims)
    elif len(axes) == 2:
        if axes[0] == axes[1]:
            raise ValueError("Duplicate axes given.")
        r = _matrix_norm(d, ord, axes, keepdims)
    else:
        raise ValueError("Improper number of dimensions to norm.")
    return result(cast(r, _real_name(name)))


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002
    d = to_native(x)
    if axis is None:
        shape = tuple(d.shape)
        r = norm(wrap(ivy.reshape(d, (-1,))), ord=ord, axis=0)
        if keepdims:
            return result(ivy.reshape(to_native(r), (1,) * len(shape)))
        return r
    return norm(x, ord=ord, axis=axis, keepdims=keepdims)


def matrix_norm(x, /, *, keepdims=False, ord="fro"):  # noqa: A002
    return norm(x, ord=ord, axis=(-2, -1), keepdims=keepdims)


# --- decompositions and solvers -------------------------------------------------------------
def det(a):
    (x,) = _float(a)
    _square(x, "det")
    return result(ivy.linalg.det(x))


def slogdet(a):
    (x,) = _float(a)
    _square(x, "slogdet")
    sign, logabs = ivy.linalg.slogdet(x)
    return SlogdetResult(result(sign), result(logabs))


def inv(a):
    (x,) = _float(a)
    _square(x, "inv")
    return wrap(ivy.linalg.inv(x))


def pinv(a, rcond=None, hermitian=False, *, rtol=None):
    (x,) = _float(a)
    tol = rcond if rcond is not None else rtol
    if tol is not None and not isinstance(tol, (int, float)):
        tol = align([to_native(tol), x])[0]
    return wrap(ivy.linalg.pinv(x, rtol=tol, hermitian=hermitian))


def solve(a, b):
    x, y = _float(a, b)
    _square(x, "solve")
    return wrap(ivy.linalg.solve(x, y))


def _symmetric(x, uplo):
    """The symmetric (Hermitian) matrix NumPy reads from the ``uplo`` triangle of ``x``."""
    if uplo not in ("L", "U"):
        raise ValueError("UPLO argument must be 'L' or 'U'")
    strict = ivy.tril(x, k=-1) if uplo == "L" else ivy.triu(x, k=1)
    other = ivy.matrix_transpose(strict)
    diag = ivy.linalg.diagonal(x)
    if name_of(x).startswith("complex"):
        other = ivy.conj(other)
        diag = cast(ivy.real(diag), name_of(x))
    eye = ivy.eye(int(x.shape[-1]), dtype=x.dtype, device=ivy.dev(x))
    eye = align([eye, x])[0]
    return ivy.add(ivy.add(strict, other), ivy.multiply(eye, ivy.expand_dims(diag, axis=-2)))


def eigh(a, UPLO="L"):  # noqa: N803 - NumPy's name
    (x,) = _float(a)
    _square(x, "eigh")
    w, v = ivy.linalg.eigh(_symmetric(x, UPLO))
    return EighResult(wrap(cast(w, _real_name(name_of(x)))), wrap(v))


def eigvalsh(a, UPLO="L"):  # noqa: N803
    (x,) = _float(a)
    _square(x, "eigvalsh")
    return wrap(cast(ivy.linalg.eigvalsh(_symmetric(x, UPLO)), _real_name(name_of(x))))


def svd(a, full_matrices=True, compute_uv=True, hermitian=False):
    (x,) = _float(a)
    if len(x.shape) < 2:
        raise LinAlgError(f"{len(x.shape)}-dimensional array given. Array must be at least "
                          f"two-dimensional")
    if not compute_uv:
        return wrap(ivy.linalg.svdvals(x))
    u, s, vh = ivy.linalg.svd(x, full_matrices=full_matrices)
    return SVDResult(wrap(u), wrap(s), wrap(vh))


def svdvals(x, /):
    (d,) = _float(x)
    return wrap(ivy.linalg.svdvals(d))


def qr(a, mode="reduced"):
    (x,) = _float(a)
    if mode not in ("reduced", "complete", "r"):
        _common.reject_option("numpy", "linalg.qr", "mode", mode, "reduced, complete or r")
    q, r = ivy.linalg.qr(x, mode="complete" if mode == "complete" else "reduced")
    if mode == "r":
        return wrap(r)
    return QRResult(wrap(q), wrap(r))


def cholesky(a, /, *, upper=False):
    (x,) = _float(a)
    _square(x, "cholesky")
    return wrap(ivy.linalg.cholesky(x, upper=upper))


def matrix_rank(A, tol=None, hermitian=False, *, rtol=None):  # noqa: N803
    (x,) = _float(A)
    if len(x.shape) < 2:  # NumPy: a Python int, 1 unless every element is 0
        return int(bool(ivy.any(ivy.not_equal(x, 0))))
    s = ivy.linalg.svdvals(x)
    smax = ivy.max(s, axis=-1, keepdims=True)
    if tol is None:
        eps = float(_np.finfo(_real_name(name_of(x))).eps)
        r = rtol if rtol is not None else max(int(x.shape[-1]), int(x.shape[-2])) * eps
        cut = ivy.multiply(smax, r if isinstance(r, (int, float)) else
                           ivy.expand_dims(align([to_native(r), s])[0], axis=-1))
    else:
        cut = tol if isinstance(tol, (int, float)) else ivy.expand_dims(
            align([to_native(tol), s])[0], axis=-1)
    return result(ivy.sum(ivy.astype(ivy.greater(s, cut), IVY["int64"]), axis=-1))


def lstsq(a, b, rcond=None):
    x, y = _float(a, b)
    if len(x.shape) != 2:
        raise LinAlgError(f"{len(x.shape)}-dimensional array given. Array must be two-"
                          f"dimensional")
    m, n = int(x.shape[0]), int(x.shape[1])
    eps = float(_np.finfo(_real_name(name_of(x))).eps)
    tol = max(m, n) * eps if rcond is None else rcond
    sol, _, rank, s = ivy.linalg.lstsq(x, y, rtol=tol)
    rank = int(ivy.to_scalar(rank))
    if rank == n and m > n:
        y2 = y if len(y.shape) == 2 else ivy.reshape(y, (-1, 1))
        s2 = sol if len(sol.shape) == 2 else ivy.reshape(sol, (-1, 1))
        res = _abs_sq_sum(ivy.subtract(y2, ivy.matmul(x, s2)), (0,), False)
        res = cast(res, _real_name(name_of(x)))
    else:
        res = ivy.zeros((0,), dtype=IVY[_real_name(name_of(x))])
        res = align([res, x])[0]
    return LstsqResult(wrap(sol), wrap(res), result(ivy.asarray(rank, dtype=IVY["int32"])),
                       wrap(s))


def matrix_power(a, n):
    x = to_native(a)
    _square(x, "matrix_power")
    n = int(n)
    if n < 0:
        (x,) = _float(wrap(x))
        x, n = ivy.linalg.inv(x), -n
    if n == 0:
        eye = ivy.eye(int(x.shape[-1]), dtype=x.dtype, device=ivy.dev(x))
        return wrap(ivy.broadcast_to(align([eye, x])[0], tuple(x.shape)))
    if name_of(x) == "bool":
        r = x
        for _ in range(n - 1):
            r = ivy.greater(ivy.matmul(ivy.astype(r, IVY["int64"]), ivy.astype(x, IVY["int64"])),
                            0)
        return wrap(r)
    return wrap(ivy.linalg.matrix_power(x, n))


def multi_dot(arrays, *, out=None):
    xs, _ = strong_promote(*arrays)
    if len(xs) < 2:
        raise ValueError("Expecting at least two arrays.")
    first_1d, last_1d = len(xs[0].shape) == 1, len(xs[-1].shape) == 1
    if first_1d:
        xs[0] = ivy.reshape(xs[0], (1, -1))
    if last_1d:
        xs[-1] = ivy.reshape(xs[-1], (-1, 1))
    r = xs[0]
    for x in xs[1:]:
        r = ivy.matmul(r, x)
    if first_1d and last_1d:
        r = ivy.reshape(r, ())
    elif first_1d:
        r = ivy.reshape(r, (-1,))
    elif last_1d:
        r = ivy.reshape(r, (-1,))
    return result(r, out)


def cond(x, p=None):
    (d,) = _float(x)
    if p is None or p in (2, -2):
        s = ivy.linalg.svdvals(d)
        hi, lo = ivy.max(s, axis=-1), ivy.min(s, axis=-1)
        r = ivy.divide(hi, lo) if p != -2 else ivy.divide(lo, hi)
    else:
        _square(d, "cond")
        r = ivy.multiply(to_native(norm(wrap(d), p, axis=(-2, -1))),
                         to_native(norm(wrap(ivy.linalg.inv(d)), p, axis=(-2, -1))))
    return result(cast(r, _real_name(name_of(d))))


def tensorinv(a, ind=2):
    (x,) = _float(a)
    shape = tuple(int(s) for s in x.shape)
    if ind <= 0:
        raise ValueError("Invalid ind argument.")
    rows, cols = math.prod(shape[:ind]), math.prod(shape[ind:])
    if rows != cols:
        raise LinAlgError("Last 2 dimensions of the array must be square")
    inv_ = ivy.linalg.inv(ivy.reshape(x, (rows, cols)))
    return wrap(ivy.reshape(inv_, shape[ind:] + shape[:ind]))


def tensorsolve(a, b, axes=None):
    x, y = _float(a, b)
    nd = len(x.shape)
    if axes is not None:
        axes = [normalize_axes(i, nd)[0] for i in axes]
        order = [i for i in range(nd) if i not in axes] + axes
        x = ivy.permute_dims(x, tuple(order))
    shape = tuple(int(s) for s in x.shape)
    bnd = len(y.shape)
    out_shape = shape[bnd:]
    rows = math.prod(shape[:bnd])
    cols = math.prod(out_shape)
    if rows != cols:
        raise LinAlgError("Last 2 dimensions of the array must be square")
    sol = ivy.linalg.solve(ivy.reshape(x, (rows, cols)), ivy.reshape(y, (-1,)))
    return wrap(ivy.reshape(sol, out_shape))


# --- the standard's names in numpy.linalg -------------------------------------------------------
def cross(x1, x2, /, *, axis=-1):
    for v in (x1, x2):
        d = to_native(v)
        if int(d.shape[axis]) != 3:
            raise ValueError("Both input arrays must be (arrays of) 3-dimensional vectors, but "
                             f"they are {int(d.shape[axis])}-dimensional")
    return _cross(x1, x2, axis=axis)


def diagonal(x, /, *, offset=0):
    return _diagonal(x, offset, -2, -1)


def matmul(x1, x2, /):
    return _matmul(x1, x2)


def matrix_transpose(x, /):
    return _mt(x)


def outer(x1, x2, /):
    for v in (x1, x2):
        if len(to_native(v).shape) != 1:
            raise ValueError("Input arrays must be one-dimensional")
    return _outer(x1, x2)


def trace(x, /, *, offset=0, dtype=None):
    return _trace(x, offset, -2, -1, dtype=dtype)


def vecdot(x1, x2, /, *, axis=-1):
    (a, b), name = strong_promote(x1, x2)
    if name.startswith("complex"):
        a = ivy.conj(a)

    prod = to_native(_multiply(wrap(a), wrap(b)))
    return result(ivy.sum(prod, axis=axis))


tensordot = tensordot  # noqa: PLW0127 - numpy.linalg.tensordot is numpy.tensordot
