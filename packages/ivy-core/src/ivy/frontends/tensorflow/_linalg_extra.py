"""More of ``tf.linalg``: triangular, banded, tridiagonal and Cholesky solves, least squares, LU
with partial pivoting, the matrix exponential, ranks and norms, diagonals of matrices and of
tensors.

Ivy has no triangular, banded or tridiagonal solver: each system is written out as the dense
matrix TensorFlow describes (the other triangle zeroed) and handed to ``ivy.linalg.solve``, which
gives TensorFlow's result to the dtype's precision for the well-conditioned systems these ops are
for. ``lu`` runs partial pivoting column by column (TensorFlow's pivots: the first largest
magnitude); ``expm`` is scaling and squaring with the degree-13 Pade approximant (its
coefficients from the closed form). Batched over leading dimensions as TensorFlow.
"""

from __future__ import annotations

import math as _math
from collections import namedtuple

import numpy as _np

import ivy

from .._common import ivy_dtype_of, reject_option
from ._dtypes import DTYPES, as_dtype
from ._promotion import FLOATING, INEXACT, binary, check_kind, convert, same_dtype
from .errors import InvalidArgumentError
from .tensor import ivy_kind, native, wrap

__all__ = ["banded_triangular_solve", "cholesky_solve", "eigh_tridiagonal", "expm",
           "global_norm", "lstsq", "lu", "lu_matrix_inverse", "lu_reconstruct", "lu_solve",
           "matrix_rank", "set_diag", "tensor_diag", "tensor_diag_part",
           "triangular_solve", "tridiagonal_matmul", "tridiagonal_solve"]

_EPS = {"float16": 2.0 ** -10, "bfloat16": 2.0 ** -7, "float32": 2.0 ** -23, "float64": 2.0 ** -52}


def _name(x):
    return str(ivy_dtype_of(x.dtype))


def _adj(x):
    x = ivy.matrix_transpose(x)
    return ivy.conj(x) if ivy_kind(x) == "complex" else x


def _n(x, axis):
    return int(x.shape[axis])


def _mask(x, lower):
    """``x`` with the other triangle zeroed (the triangle TensorFlow reads)."""
    m, n = _n(x, -2), _n(x, -1)
    i = ivy.expand_dims(ivy.arange(m), axis=-1)
    j = ivy.expand_dims(ivy.arange(n), axis=0)
    keep = ivy.greater_equal(i, j) if lower else ivy.less_equal(i, j)
    return ivy.where(keep, x, ivy.zeros_like(x))


def _bshape(*shapes):
    return tuple(int(d) for d in _np.broadcast_shapes(*[tuple(int(i) for i in s) for s in shapes]))


def _solve(a, b):
    shape = _bshape(tuple(a.shape[:-2]), tuple(b.shape[:-2]))
    a = ivy.broadcast_to(a, shape + tuple(a.shape[-2:]))
    b = ivy.broadcast_to(b, shape + tuple(b.shape[-2:]))
    return ivy.linalg.solve(a, b)


# --- diagonals -----------------------------------------------------------------------------------
def set_diag(input, diagonal, name="set_diag", k=0, align="RIGHT_LEFT"):  # noqa: A002
    """``input`` with its main diagonal replaced by ``diagonal`` (``k=0`` only)."""
    if k != 0:
        reject_option("tf", "linalg.set_diag", "k", k, "the main diagonal only")
    x, d = binary("MatrixSetDiagV3", input, diagonal)
    x, d = convert(x), convert(d) if hasattr(d, "dtype") else ivy.asarray(d, dtype=x.dtype)
    m, n = _n(x, -2), _n(x, -1)
    on = ivy.astype(ivy.eye(m, n), "bool")
    # values[i, j] = d[j] (n <= m) or d[i] (m < n): d[i] on the diagonal either way
    values = ivy.expand_dims(d, axis=-2) if n <= m else ivy.expand_dims(d, axis=-1)
    return wrap(ivy.where(on, ivy.broadcast_to(values, tuple(x.shape)), x))


def tensor_diag(diagonal, name=None):
    """The rank-``2k`` tensor with ``diagonal`` (rank ``k``) at ``[i1..ik, i1..ik]``."""
    d = convert(diagonal)
    shape = tuple(int(s) for s in d.shape)
    n = 1
    for s in shape:
        n *= s
    flat = ivy.reshape(d, (n,))
    return wrap(ivy.reshape(ivy.multiply(ivy.expand_dims(flat, axis=-1), ivy.eye(n, dtype=d.dtype)),
                            shape + shape))


def tensor_diag_part(input, name=None):  # noqa: A002
    """The inverse of ``tensor_diag``: ``out[i1..ik] = input[i1..ik, i1..ik]``."""
    x = convert(input)
    r = len(x.shape) // 2
    shape = tuple(int(s) for s in x.shape[:r])
    if len(x.shape) % 2 or shape != tuple(int(s) for s in x.shape[r:]):
        raise InvalidArgumentError(None, "DiagPart", "Input must have even rank and the two "
                                   f"halves of its shape equal, got {list(x.shape)}")
    n = 1
    for s in shape:
        n *= s
    return wrap(ivy.reshape(ivy.linalg.diagonal(ivy.reshape(x, (n, n))), shape))


# --- norms and ranks -----------------------------------------------------------------------------
def global_norm(t_list, name=None):
    """``sqrt(sum of the squares of every element of every tensor)`` (``None`` entries skipped)."""
    xs = same_dtype("global_norm", [t for t in t_list if t is not None])
    total = None
    for x in xs:
        s = ivy.sum(ivy.square(x))
        total = s if total is None else ivy.add(total, s)
    return wrap(ivy.sqrt(total))


def matrix_rank(a, tol=None, validate_args=False, name=None):
    """The number of singular values above ``tol`` (default ``eps * max(m, n) * s_max``), int32."""
    x = check_kind("matrix_rank", convert(a), INEXACT)
    s = ivy.linalg.svdvals(x)
    if tol is None:
        eps = _EPS.get(_name(s), 2.0 ** -52)
        t = ivy.multiply(ivy.max(s, axis=-1, keepdims=True), eps * max(_n(x, -2), _n(x, -1)))
    else:
        t = native(tol)
    return wrap(ivy.sum(ivy.astype(ivy.greater(s, t), "int32"), axis=-1, dtype="int32"))


# --- solves --------------------------------------------------------------------------------------
def triangular_solve(matrix, rhs, lower=True, adjoint=False, name=None):
    """``x`` with ``A x = rhs`` (``A^H x = rhs`` with ``adjoint``), ``A`` the lower (upper)
    triangle of ``matrix``."""
    a, b = binary("MatrixTriangularSolve", matrix, rhs)
    a = _mask(check_kind("MatrixTriangularSolve", convert(a), INEXACT), bool(lower))
    return wrap(_solve(_adj(a) if adjoint else a, convert(b)))


def cholesky_solve(chol, rhs, name=None):
    """``x`` with ``L L^H x = rhs``, ``chol`` the lower Cholesky factor ``L``."""
    low, b = binary("MatrixTriangularSolve", chol, rhs)
    low = _mask(check_kind("MatrixTriangularSolve", convert(low), INEXACT), True)
    y = _solve(low, convert(b))
    return wrap(_solve(_adj(low), y))


def _banded(bands, lower):
    """The dense triangular matrix of TensorFlow's band storage ``[..., K, n]``: lower, row ``d``
    is the ``d``-th subdiagonal (``A[j, j-d] = bands[d, j]``); upper, row ``K-1-d`` the ``d``-th
    superdiagonal (``A[j, j+d] = bands[K-1-d, j]``)."""
    k, n = _n(bands, -2), _n(bands, -1)
    out = None
    for d in range(k):
        row = bands[..., d, :] if lower else bands[..., k - 1 - d, :]
        term = ivy.multiply(ivy.expand_dims(row, axis=-1),
                            ivy.eye(n, n, k=-d if lower else d, dtype=bands.dtype))
        out = term if out is None else ivy.add(out, term)
    return out


def banded_triangular_solve(bands, rhs, lower=True, adjoint=False, name=None):
    """``triangular_solve`` of the matrix held in TensorFlow's band storage."""
    a, b = binary("BandedTriangularSolve", bands, rhs)
    a = _banded(check_kind("BandedTriangularSolve", convert(a), INEXACT), bool(lower))
    return wrap(_solve(_adj(a) if adjoint else a, convert(b)))


def _tridiagonal(op, diagonals, diagonals_format):
    if diagonals_format == "matrix":
        return check_kind(op, convert(diagonals), INEXACT)
    if diagonals_format == "sequence":
        sup, main, sub = same_dtype(op, list(diagonals))
    elif diagonals_format == "compact":
        d = convert(diagonals)
        sup, main, sub = d[..., 0, :], d[..., 1, :], d[..., 2, :]
    else:
        raise ValueError(f"Unrecognized diagonals_format: {diagonals_format}")
    check_kind(op, main, INEXACT)
    n = _n(main, -1)
    out = ivy.multiply(ivy.expand_dims(main, axis=-1), ivy.eye(n, dtype=main.dtype))
    if n > 1:  # the superdiagonal's last and the subdiagonal's first entries are not read
        out = ivy.add(out, ivy.multiply(ivy.expand_dims(sup, axis=-1),
                                        ivy.eye(n, k=1, dtype=main.dtype)))
        out = ivy.add(out, ivy.multiply(ivy.expand_dims(sub, axis=-1),
                                        ivy.eye(n, k=-1, dtype=main.dtype)))
    return out


def tridiagonal_matmul(diagonals, rhs, diagonals_format="compact", name=None):
    """The tridiagonal matrix (``compact`` ``[..., 3, M]``: super, main, sub diagonals;
    ``sequence``; or ``matrix``) times ``rhs``."""
    a = _tridiagonal("TridiagonalMatMul", diagonals, diagonals_format)
    b = convert(rhs)
    if b.dtype != a.dtype:
        raise InvalidArgumentError(None, "TridiagonalMatMul", "diagonals and rhs must have the "
                                   "same dtype")
    return wrap(ivy.matmul(a, b))


def tridiagonal_solve(diagonals, rhs, diagonals_format="compact", transpose_rhs=False,
                      conjugate_rhs=False, name=None, partial_pivoting=True,
                      perturb_singular=False):
    """``x`` with ``A x = rhs``, ``A`` tridiagonal (formats as ``tridiagonal_matmul``); a 1-D
    ``rhs`` (per batch) is a single right-hand side."""
    if perturb_singular:
        reject_option("tf", "linalg.tridiagonal_solve", "perturb_singular", perturb_singular,
                      "singular systems are not perturbed")
    a = _tridiagonal("TridiagonalSolve", diagonals, diagonals_format)
    b = convert(rhs)
    if transpose_rhs:
        b = ivy.matrix_transpose(b)
    if conjugate_rhs and ivy_kind(b) == "complex":
        b = ivy.conj(b)
    vector = len(b.shape) == len(a.shape) - 1
    if vector:
        b = ivy.expand_dims(b, axis=-1)
    x = _solve(a, b)
    return wrap(ivy.squeeze(x, axis=-1) if vector else x)


def lstsq(matrix, rhs, l2_regularizer=0.0, fast=True, name=None):
    """The least-squares solution of ``matrix x = rhs`` by the normal equations (TensorFlow's
    ``fast`` path): ``(A^H A + l2 I)^-1 A^H b`` for ``m >= n``, ``A^H (A A^H + l2 I)^-1 b``
    below."""
    if not fast:
        reject_option("tf", "linalg.lstsq", "fast", fast, "the normal equations (fast=True)")
    a, b = binary("MatrixSolveLs", matrix, rhs)
    a, b = check_kind("MatrixSolveLs", convert(a), INEXACT), convert(b)
    m, n = _n(a, -2), _n(a, -1)
    lam = float(native(l2_regularizer)) if not hasattr(l2_regularizer, "shape") else \
        native(l2_regularizer)
    ah = _adj(a)
    if m >= n:
        gram = ivy.add(ivy.matmul(ah, a), ivy.multiply(ivy.eye(n, dtype=a.dtype), lam))
        return wrap(_solve(gram, ivy.matmul(ah, b)))
    gram = ivy.add(ivy.matmul(a, ah), ivy.multiply(ivy.eye(m, dtype=a.dtype), lam))
    return wrap(ivy.matmul(ah, _solve(gram, b)))


# --- LU ------------------------------------------------------------------------------------------
Lu = namedtuple("Lu", ["lu", "p"])


def _lu(a):
    """(packed L\\U, permutation) of ``a`` [..., n, n] by partial pivoting."""
    n = _n(a, -1)
    batch = tuple(a.shape[:-2])
    rows = ivy.arange(n)
    perm = ivy.broadcast_to(rows, batch + (n,))
    col_i = ivy.expand_dims(rows, axis=-1)  # row index, [n, 1]
    row_j = ivy.expand_dims(rows, axis=0)  # column index, [1, n]
    for k in range(n):
        col = ivy.abs(a[..., :, k])
        col = ivy.where(ivy.less(rows, k), ivy.full_like(col, -1.0), col)
        piv = ivy.expand_dims(ivy.argmax(col, axis=-1), axis=-1)  # [..., 1]
        swap = ivy.where(ivy.equal(rows, k), piv,
                         ivy.where(ivy.equal(rows, piv), ivy.full_like(piv, k), rows))
        a = ivy.take_along_axis(a, ivy.broadcast_to(ivy.expand_dims(swap, axis=-1),
                                                    batch + (n, n)), axis=-2)
        perm = ivy.take_along_axis(perm, swap, axis=-1)
        pivot = a[..., k:k + 1, k:k + 1]
        below = ivy.greater(col_i, k)
        lcol = ivy.where(below, ivy.divide(a[..., :, k:k + 1], pivot), ivy.zeros_like(pivot))
        right = ivy.logical_and(below, ivy.greater(row_j, k))
        a = ivy.where(right, ivy.subtract(a, ivy.multiply(lcol, a[..., k:k + 1, :])), a)
        a = ivy.where(ivy.logical_and(below, ivy.equal(row_j, k)), lcol, a)
    return a, perm


def lu(input, output_idx_type=DTYPES["int32"], name=None):  # noqa: A002
    """``(lu, p)``: ``L`` (unit diagonal, below) and ``U`` packed in one matrix, and the
    permutation ``p`` with ``input[..., p, :] = L @ U``."""
    x = check_kind("Lu", convert(input), INEXACT)
    packed, perm = _lu(x)
    return Lu(wrap(packed), wrap(ivy.astype(perm, as_dtype(output_idx_type))))


def _lu_factors(lower_upper):
    x = convert(lower_upper)
    n = _n(x, -1)
    low = ivy.add(_mask(x, True), ivy.subtract(ivy.eye(n, dtype=x.dtype),
                                               ivy.multiply(x, ivy.eye(n, dtype=x.dtype))))
    return low, _mask(x, False)


def lu_solve(lower_upper, perm, rhs, validate_args=False, name=None):
    """``x`` with ``A x = rhs``, ``A`` given by ``lu``'s factors."""
    low, up = _lu_factors(lower_upper)
    b = convert(rhs)
    p = ivy.astype(convert(perm), "int64")
    shape = _bshape(tuple(b.shape[:-2]), tuple(p.shape[:-1]))
    b = ivy.broadcast_to(b, shape + tuple(b.shape[-2:]))
    idx = ivy.broadcast_to(ivy.expand_dims(p, axis=-1), shape + tuple(b.shape[-2:]))
    pb = ivy.take_along_axis(b, idx, axis=-2)
    return wrap(_solve(up, _solve(low, pb)))


def lu_reconstruct(lower_upper, perm, validate_args=False, name=None):
    """``A`` from ``lu``'s factors: ``L @ U`` with its rows put back in place."""
    low, up = _lu_factors(lower_upper)
    prod = ivy.matmul(low, up)
    inv = ivy.argsort(ivy.astype(convert(perm), "int64"), axis=-1)
    idx = ivy.broadcast_to(ivy.expand_dims(inv, axis=-1), tuple(prod.shape))
    return wrap(ivy.take_along_axis(prod, idx, axis=-2))


def lu_matrix_inverse(lower_upper, perm, validate_args=False, name=None):
    """``A^-1`` from ``lu``'s factors."""
    x = convert(lower_upper)
    n = _n(x, -1)
    eye_ = ivy.broadcast_to(ivy.eye(n, dtype=x.dtype), tuple(x.shape))
    return lu_solve(x, perm, eye_)


# --- the matrix exponential ----------------------------------------------------------------------
def _pade13():
    m = 13
    return [_math.factorial(2 * m - k) * _math.factorial(m) /
            (_math.factorial(2 * m) * _math.factorial(k) * _math.factorial(m - k))
            for k in range(m + 1)]


_THETA13 = 5.371920351148152  # the 1-norm up to which the degree-13 approximant is exact enough


def expm(input, name=None):  # noqa: A002
    """``exp(A)`` by scaling and squaring: ``A / 2^s`` (its 1-norm below ~5.37), the [13/13]
    Pade approximant, then ``s`` squarings (``s`` the largest over the batch)."""
    a = check_kind("MatrixExponential", convert(input), INEXACT)
    n = _n(a, -1)
    norm1 = float(ivy.max(ivy.sum(ivy.abs(a), axis=-2))) if n else 0.0
    s = max(0, int(_math.ceil(_math.log2(norm1 / _THETA13)))) if norm1 > _THETA13 else 0
    a = ivy.divide(a, float(2 ** s))
    b = _pade13()
    eye_ = ivy.broadcast_to(ivy.eye(n, dtype=a.dtype), tuple(a.shape))
    a2 = ivy.matmul(a, a)
    a4 = ivy.matmul(a2, a2)
    a6 = ivy.matmul(a4, a2)

    def comb(c0, c2, c4, c6):
        return ivy.add(ivy.add(ivy.multiply(eye_, c0), ivy.multiply(a2, c2)),
                       ivy.add(ivy.multiply(a4, c4), ivy.multiply(a6, c6)))

    odd = ivy.matmul(a, ivy.add(ivy.matmul(a6, comb(b[7], b[9], b[11], b[13])),
                                comb(b[1], b[3], b[5], 0.0)))
    even = ivy.add(ivy.matmul(a6, comb(b[6], b[8], b[10], b[12])), comb(b[0], b[2], b[4], 0.0))
    r = _solve(ivy.subtract(even, odd), ivy.add(even, odd))
    for _ in range(s):
        r = ivy.matmul(r, r)
    return wrap(r)


# --- eigenvalues of a symmetric tridiagonal matrix -----------------------------------------------
def eigh_tridiagonal(alpha, beta, eigvals_only=True, select="a", select_range=None, tol=None,
                     name=None):
    """Eigenvalues (ascending; and vectors with ``eigvals_only=False``) of the symmetric
    tridiagonal matrix with diagonal ``alpha`` and off-diagonal ``beta`` (``select='a'``)."""
    if select != "a":
        reject_option("tf", "linalg.eigh_tridiagonal", "select", select, "all eigenvalues only")
    al, be = binary("eigh_tridiagonal", alpha, beta)
    al, be = check_kind("eigh_tridiagonal", convert(al), FLOATING | {"complex64", "complex128"}), \
        convert(be)
    n = _n(al, -1)
    mat = ivy.multiply(ivy.expand_dims(al, axis=-1), ivy.eye(n, dtype=al.dtype))
    if n > 1:
        pad = ivy.concat([be, ivy.zeros((1,), dtype=be.dtype)], axis=-1)
        off = ivy.multiply(ivy.expand_dims(pad, axis=-1), ivy.eye(n, k=1, dtype=al.dtype))
        mat = ivy.add(ivy.add(mat, off), _adj(off))
    if eigvals_only:
        return wrap(ivy.linalg.eigvalsh(mat))
    r = ivy.linalg.eigh(mat)
    return wrap(r.eigenvalues), wrap(r.eigenvectors)
