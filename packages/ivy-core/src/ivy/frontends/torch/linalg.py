"""``torch.linalg`` of the frontend: each function one Ivy ``ivy.linalg`` call, or a short
composition where Ivy lacks the function (``COMPOSED``).

Results that PyTorch returns as named tuples (``slogdet``, ``eigh``, ``qr``, ``svd``, ``lstsq``,
the ``*_ex`` functions) come back as named tuples with PyTorch's field names. ``driver=`` (the
LAPACK routine PyTorch picks) is accepted and ignored except for ``lstsq``'s outputs that depend on
it (see :func:`lstsq`). The ``*_ex`` functions' ``info`` is always 0 (``check_errors`` is
accepted and ignored: Ivy reports no per-matrix status).
"""

from __future__ import annotations

import math
from collections import namedtuple

import ivy

from .. import _common
from .._common import ivy_dtype_of, reject_option
from .nn._util import like
from .tensor import native, promote, result, wrap

__all__ = ["cholesky", "cholesky_ex", "cond", "cross", "det", "diagonal", "eigh", "eigvalsh",
           "inv", "inv_ex", "lstsq", "matmul", "matrix_norm", "matrix_power", "matrix_rank",
           "multi_dot", "norm", "pinv", "qr", "slogdet", "solve", "solve_ex", "solve_triangular",
           "svd", "svdvals", "tensorinv", "tensorsolve", "vander", "vecdot", "vector_norm"]

_NO_LU = "Ivy has no LU / LDL factorisation"
#: names of ``torch.linalg`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "eig": "Ivy has no eigendecomposition of general (non-symmetric) matrices; use eigh",
    "eigvals": "Ivy has no eigenvalues of general (non-symmetric) matrices; use eigvalsh",
    "householder_product": "Ivy has no Householder reflector products",
    "ldl_factor": _NO_LU, "ldl_factor_ex": _NO_LU, "ldl_solve": _NO_LU,
    "lu": _NO_LU, "lu_factor": _NO_LU, "lu_factor_ex": _NO_LU, "lu_solve": _NO_LU,
    "matrix_exp": "Ivy has no matrix exponential",
}
#: functions written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset({"cholesky_ex", "cond", "inv_ex", "lstsq", "multi_dot", "norm",
                                 "solve_ex", "solve_triangular", "tensorinv", "tensorsolve",
                                 "vander"})

SlogdetResult = namedtuple("SlogdetResult", ["sign", "logabsdet"])
EighResult = namedtuple("EighResult", ["eigenvalues", "eigenvectors"])
QRResult = namedtuple("QRResult", ["Q", "R"])
SVDResult = namedtuple("SVDResult", ["U", "S", "Vh"])
LstsqResult = namedtuple("LstsqResult", ["solution", "residuals", "rank", "singular_values"])
CholeskyExResult = namedtuple("CholeskyExResult", ["L", "info"])
InvExResult = namedtuple("InvExResult", ["inverse", "info"])
SolveExResult = namedtuple("SolveExResult", ["result", "info"])


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("torch", f"linalg.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.torch.linalg' has no attribute {name!r}")


def _cast(x, dtype):
    return x if dtype is None else ivy.astype(x, dtype)


def _int64(x):
    return x if ivy_dtype_of(x.dtype) == "int64" else ivy.astype(x, ivy.int64)


def _info(x):
    with like(x):
        return wrap(ivy.zeros(tuple(x.shape[:-2]), dtype=ivy.int32, device=ivy.dev(x)))


def cholesky(A, *, upper=False, out=None):
    return result(ivy.linalg.cholesky(native(A), upper=upper), out)


def cholesky_ex(A, *, upper=False, check_errors=False, out=None):
    a = native(A)
    return CholeskyExResult(wrap(ivy.linalg.cholesky(a, upper=upper)), _info(a))


def cross(input, other, *, dim=-1, out=None):
    x, y = promote(input, other)
    x, y = ivy.broadcast_arrays(x, y)
    return result(ivy.linalg.cross(x, y, axis=dim), out)


def det(A, *, out=None):
    return result(ivy.linalg.det(native(A)), out)


def diagonal(A, *, offset=0, dim1=-2, dim2=-1):
    a = native(A)
    nd = len(a.shape)
    if (dim1 % nd, dim2 % nd) != (nd - 2, nd - 1):
        a = ivy.moveaxis(a, (dim1, dim2), (-2, -1))
    return wrap(ivy.linalg.diagonal(a, offset=offset))


def _hermitian_from(a, uplo):
    if uplo not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {uplo}")
    t = ivy.tril(a) if uplo == "L" else ivy.triu(a)
    strict = ivy.tril(a, k=-1) if uplo == "L" else ivy.triu(a, k=1)
    return ivy.add(t, ivy.conj(ivy.matrix_transpose(strict)))


def eigh(A, UPLO="L", *, out=None):  # noqa: N803 - PyTorch's name
    r = ivy.linalg.eigh(_hermitian_from(native(A), UPLO))
    return EighResult(wrap(r[0]), wrap(r[1]))


def eigvalsh(A, UPLO="L", *, out=None):  # noqa: N803 - PyTorch's name
    return result(ivy.linalg.eigvalsh(_hermitian_from(native(A), UPLO)), out)


def inv(A, *, out=None):
    return result(ivy.linalg.inv(native(A)), out)


def inv_ex(A, *, check_errors=False, out=None):
    a = native(A)
    return InvExResult(wrap(ivy.linalg.inv(a)), _info(a))


def lstsq(A, B, rcond=None, *, driver=None):
    """As PyTorch on the CPU: ``rank`` is given unless ``driver="gels"``, ``singular_values``
    only with ``"gelsd"``/``"gelss"``, ``residuals`` with those and ``"gels"`` when ``m > n``
    and every matrix has full rank (else empty; never with the default ``"gelsy"``)."""
    if driver not in (None, "gels", "gelsy", "gelsd", "gelss"):
        raise RuntimeError(f"parameter `driver` should be one of (gels, gelsy, gelsd, gelss), "
                           f"got {driver}")
    a, b = promote(A, B)
    vector = len(b.shape) == len(a.shape) - 1
    r = ivy.linalg.lstsq(a, ivy.expand_dims(b, axis=-1) if vector else b, rtol=rcond)
    sol = ivy.squeeze(r[0], axis=-1) if vector else r[0]
    m, n = a.shape[-2], a.shape[-1]
    rank = _int64(r[2])
    with like(a):
        empty = ivy.zeros((0,), dtype=r[1].dtype, device=ivy.dev(a))
        no_rank = ivy.zeros((0,), dtype=ivy.int64, device=ivy.dev(a))
    full = driver not in (None, "gelsy") and m > n \
        and bool(ivy.to_scalar(ivy.all(ivy.equal(rank, n))))
    res = r[1] if full else empty
    sv = r[3] if driver in ("gelsd", "gelss") else empty
    rank = wrap(rank) if driver != "gels" else wrap(no_rank)
    return LstsqResult(wrap(sol), wrap(res), rank, wrap(sv))


def matmul(input, other, *, out=None):
    x, y = native(input), native(other)
    if x.dtype != y.dtype:  # PyTorch does not promote here
        raise RuntimeError(f"expected m1 and m2 to have the same dtype, but got: "
                           f"{ivy_dtype_of(x.dtype)} != {ivy_dtype_of(y.dtype)}")
    return result(ivy.matmul(x, y), out)


def matrix_norm(A, ord="fro", dim=(-2, -1), keepdim=False, *, dtype=None, out=None):  # noqa: A002
    return result(ivy.linalg.matrix_norm(_cast(native(A), dtype), keepdims=keepdim, ord=ord,
                                         axis=tuple(dim)), out)


def matrix_power(A, n, *, out=None):
    return result(ivy.linalg.matrix_power(native(A), n), out)


def matrix_rank(A, *, atol=None, rtol=None, hermitian=False, out=None):
    if atol is not None:
        reject_option("torch", "linalg.matrix_rank", "atol", atol, "Ivy takes rtol only")
    a = native(A)
    if hermitian:  # the rank from the eigenvalues' magnitudes
        s = ivy.abs(ivy.linalg.eigvalsh(a))
        tol = (max(a.shape[-2:]) * ivy.finfo(s.dtype).eps) if rtol is None else rtol
        smax = ivy.max(s, axis=-1, keepdims=True)
        r = ivy.sum(ivy.astype(ivy.greater(s, ivy.multiply(smax, tol)), ivy.int64), axis=-1)
        return result(r, out)
    return result(_int64(ivy.linalg.matrix_rank(a, rtol=rtol)), out)


def multi_dot(tensors, *, out=None):
    if len(tensors) < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {len(tensors)}")
    xs = [native(t) for t in tensors]
    y = xs[0]
    for x in xs[1:]:
        y = ivy.matmul(y, x)
    return result(y, out)


def norm(A, ord=None, dim=None, keepdim=False, *, out=None, dtype=None):  # noqa: A002
    a = _cast(native(A), dtype)
    if dim is not None and not isinstance(dim, int) and len(dim) == 2:
        return result(ivy.linalg.matrix_norm(a, keepdims=keepdim, ord="fro" if ord is None
                                             else ord, axis=tuple(dim)), out)
    if dim is None and ord is not None:
        if len(a.shape) == 2:
            return result(ivy.linalg.matrix_norm(a, keepdims=keepdim, ord=ord), out)
        if len(a.shape) != 1:
            raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must "
                               f"be 1D or 2D. Got {len(a.shape)}D.")
    return result(ivy.linalg.vector_norm(a, axis=dim, keepdims=keepdim,
                                         ord=2 if ord is None else ord), out)


def pinv(A, *, atol=None, rtol=None, hermitian=False, out=None):
    if atol is not None:
        reject_option("torch", "linalg.pinv", "atol", atol, "Ivy takes rtol only")
    return result(ivy.linalg.pinv(native(A), rtol=rtol, hermitian=hermitian), out)


def qr(A, mode="reduced", *, out=None):
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of "
                           "'reduced' (default), 'r', or 'complete'")
    a = native(A)
    r = ivy.linalg.qr(a, mode="reduced" if mode == "r" else mode)
    if mode == "r":
        with like(a):
            return QRResult(wrap(ivy.zeros((0,), dtype=a.dtype, device=ivy.dev(a))), wrap(r[1]))
    return QRResult(wrap(r[0]), wrap(r[1]))


def slogdet(A, *, out=None):
    r = ivy.linalg.slogdet(native(A))
    return SlogdetResult(wrap(r[0]), wrap(r[1]))


def _solve(a, b, left):
    vector = len(b.shape) == 1 or (len(b.shape) == len(a.shape) - 1
                                   and tuple(b.shape) == tuple(a.shape[:-1]))
    if not left:  # X A = B  <=>  A^T X^T = B^T
        if vector:
            return ivy.linalg.solve(ivy.matrix_transpose(a), b)
        return ivy.matrix_transpose(ivy.linalg.solve(ivy.matrix_transpose(a),
                                                     ivy.matrix_transpose(b)))
    if vector:
        return ivy.squeeze(ivy.linalg.solve(a, ivy.expand_dims(b, axis=-1)), axis=-1)
    return ivy.linalg.solve(a, b)


def solve(A, B, *, left=True, out=None):
    a, b = promote(A, B)
    return result(_solve(a, b, left), out)


def solve_ex(A, B, *, left=True, check_errors=False, out=None):
    a, b = promote(A, B)
    return SolveExResult(wrap(_solve(a, b, left)), _info(a))


def solve_triangular(A, B, *, upper, left=True, unitriangular=False, out=None):
    a, b = promote(A, B)
    t = ivy.triu(a) if upper else ivy.tril(a)
    if unitriangular:
        n = a.shape[-1]
        with like(a):
            eye = ivy.eye(n, dtype=a.dtype, device=ivy.dev(a))
        t = ivy.add(ivy.multiply(t, ivy.subtract(1, eye)), eye)
    if not left:
        return result(ivy.matrix_transpose(ivy.linalg.solve(ivy.matrix_transpose(t),
                                                            ivy.matrix_transpose(b))), out)
    return result(ivy.linalg.solve(t, b), out)


def svd(A, full_matrices=True, *, driver=None, out=None):
    r = ivy.linalg.svd(native(A), full_matrices=full_matrices)
    return SVDResult(wrap(r[0]), wrap(r[1]), wrap(r[2]))


def svdvals(A, *, driver=None, out=None):
    return result(ivy.linalg.svdvals(native(A)), out)


def cond(A, p=None, *, out=None):
    a = native(A)
    if p in (None, 2, -2):
        s = ivy.linalg.svdvals(a)
        hi, lo = ivy.max(s, axis=-1), ivy.min(s, axis=-1)
        return result(ivy.divide(lo, hi) if p == -2 else ivy.divide(hi, lo), out)
    return result(ivy.multiply(ivy.linalg.matrix_norm(a, ord=p),
                               ivy.linalg.matrix_norm(ivy.linalg.inv(a), ord=p)), out)


def tensorinv(A, ind=2, *, out=None):
    a = native(A)
    out_shape, in_shape = tuple(a.shape[:ind]), tuple(a.shape[ind:])
    rows = math.prod(out_shape)
    inv_ = ivy.linalg.inv(ivy.reshape(a, (rows, math.prod(in_shape))))
    return result(ivy.reshape(inv_, in_shape + out_shape), out)


def tensorsolve(A, B, dims=None, *, out=None):
    a, b = promote(A, B)
    if dims is not None:
        nd = len(a.shape)
        rest = [i for i in range(nd) if i not in [d % nd for d in dims]]
        a = ivy.permute_dims(a, tuple(rest) + tuple(d % nd for d in dims))
    x_shape = tuple(a.shape[len(b.shape):])
    m = math.prod(b.shape)
    x = ivy.linalg.solve(ivy.reshape(a, (m, math.prod(x_shape))), ivy.reshape(b, (m, 1)))
    return result(ivy.reshape(x, x_shape), out)


def vander(x, N=None):  # noqa: N803 - PyTorch's name
    v = native(x)
    n = v.shape[-1] if N is None else N
    kind = ivy.as_ivy_dtype(v.dtype).kind
    if kind in ("bool", "uint", "int"):
        v = ivy.astype(v, ivy.int64)
    with like(v):
        powers = ivy.arange(n, dtype=v.dtype, device=ivy.dev(v))
    return wrap(ivy.pow(ivy.expand_dims(v, axis=-1), powers))


def vecdot(x, y, *, dim=-1, out=None):
    a, b = promote(x, y)
    return result(ivy.vecdot(a, b, axis=dim), out)


def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None):  # noqa: A002
    return result(ivy.linalg.vector_norm(_cast(native(x), dtype), axis=dim, keepdims=keepdim,
                                         ord=ord), out)
