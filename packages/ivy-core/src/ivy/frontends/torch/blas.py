"""PyTorch's products (``torch.matmul``, ``mm``, ``bmm``, ``einsum``, ``outer``, ``dot``,
``tensordot``, ``addmm``, ``baddbmm``, ``kron``, ``cross``) on Ivy, with PyTorch's promotion and its
checks of the operands' ranks (``mm`` takes matrices, ``bmm`` 3-d batches, ``dot`` vectors).

Composed (``COMPOSED``): ``addmm``, ``addmv``, ``addbmm``, ``baddbmm``, ``chain_matmul``,
``kron``, ``cdist``.
"""

from __future__ import annotations

import math

import ivy

from .._common import kind_of
from . import return_types as _rt
from .tensor import native, promote, promote_all, result, wrap

__all__ = ["addbmm", "addmm", "addmv", "addr", "cholesky_inverse", "cholesky_solve",
           "triangular_solve", "matrix_exp", "baddbmm", "bmm", "cdist", "chain_matmul", "cholesky",
           "cosine_similarity", "cross", "det", "dot", "einsum", "ger", "inner", "inverse", "kron",
           "logdet", "matmul", "matrix_power", "mm", "mv", "outer", "pairwise_distance", "pinverse",
           "qr", "slogdet", "svd", "tensordot", "trace", "vdot"]

COMPOSED = frozenset({"addbmm", "addmm", "addmv", "addr", "cholesky_inverse", "cholesky_solve",
                      "triangular_solve", "matrix_exp", "baddbmm", "cdist", "chain_matmul",
                      "cosine_similarity", "inner", "kron", "logdet", "pairwise_distance", "svd"})


def _rank(name, x, n, what):
    if len(x.shape) != n:
        raise RuntimeError(f"{name}: {what} must be a {n}D tensor, got {len(x.shape)}D")


def matmul(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.matmul(x, y), out)


def mm(input, mat2, *, out=None):
    x, y = promote(input, mat2)
    _rank("mm", x, 2, "self")
    _rank("mm", y, 2, "mat2")
    return result(ivy.matmul(x, y), out)


def bmm(input, mat2, *, out=None):
    x, y = promote(input, mat2)
    _rank("bmm", x, 3, "batch1")
    _rank("bmm", y, 3, "batch2")
    return result(ivy.matmul(x, y), out)


def mv(input, vec, *, out=None):
    x, y = promote(input, vec)
    _rank("mv", x, 2, "input")
    _rank("mv", y, 1, "vec")
    return result(ivy.matmul(x, y), out)


def dot(input, other, *, out=None):
    x, y = promote(input, other)
    _rank("dot", x, 1, "1st argument")
    _rank("dot", y, 1, "2nd argument")
    return result(ivy.matmul(x, y), out)


def vdot(input, other, *, out=None):
    x, y = promote(input, other)
    return result(ivy.matmul(ivy.conj(x), y), out)


def inner(input, other, *, out=None):
    x, y = promote(input, other)
    if not x.shape or not y.shape:
        return result(ivy.multiply(x, y), out)
    return result(ivy.tensordot(x, y, axes=([-1], [-1])), out)


def outer(input, vec2, *, out=None):
    x, y = promote(input, vec2)
    return result(ivy.linalg.outer(x, y), out)


ger = outer


def einsum(equation, *operands):
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = operands[0]
    return wrap(ivy.einsum(equation, *promote_all(*operands)))


def tensordot(a, b, dims=2, out=None):
    x, y = promote(a, b)
    if not isinstance(dims, int):
        dims = tuple(tuple(int(i) for i in (d if isinstance(d, (list, tuple)) else [d]))
                     for d in (native(dims).tolist() if not isinstance(dims, (list, tuple))
                               else dims))
    return result(ivy.tensordot(x, y, axes=dims), out)


def _scaled_sum(inp, prod, beta, alpha):
    c = native(inp)
    if alpha != 1:
        prod = ivy.multiply(prod, alpha)
    if beta == 0:
        return prod
    if beta != 1:
        c = ivy.multiply(c, beta)
    return ivy.add(c, prod)


def addmm(input, mat1, mat2, *, beta=1, alpha=1, out=None):
    return result(_scaled_sum(input, native(mm(mat1, mat2)), beta, alpha), out)


def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):
    return result(_scaled_sum(input, native(mv(mat, vec)), beta, alpha), out)


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    return result(_scaled_sum(input, native(bmm(batch1, batch2)), beta, alpha), out)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    p = ivy.sum(native(bmm(batch1, batch2)), axis=0)
    return result(_scaled_sum(input, p, beta, alpha), out)


def chain_matmul(*matrices, out=None):
    r = native(matrices[0])
    for m in matrices[1:]:
        r = native(matmul(r, m))
    return result(r, out)


def kron(input, other, *, out=None):
    x, y = promote(input, other)
    n = max(len(x.shape), len(y.shape))
    x = ivy.reshape(x, (1,) * (n - len(x.shape)) + tuple(x.shape))
    y = ivy.reshape(y, (1,) * (n - len(y.shape)) + tuple(y.shape))
    # x[i, j] * y[k, l] laid out as [i*K + k, j*L + l]: interleave the axes then merge them
    xe = ivy.reshape(x, tuple(s for d in x.shape for s in (d, 1)))
    ye = ivy.reshape(y, tuple(s for d in y.shape for s in (1, d)))
    p = ivy.multiply(xe, ye)
    return result(ivy.reshape(p, tuple(a * b for a, b in zip(x.shape, y.shape))), out)


def cross(input, other, dim=None, *, out=None):
    x, y = promote(input, other)
    if dim is None:  # PyTorch's default: the first dimension of size 3
        dim = next(i for i, s in enumerate(ivy.broadcast_arrays(x, y)[0].shape) if s == 3)
    return result(ivy.linalg.cross(x, y, axis=dim), out)


def cdist(x1, x2, p=2.0, compute_mode=None):
    x, y = promote(x1, x2)
    d = ivy.subtract(ivy.expand_dims(x, axis=-2), ivy.expand_dims(y, axis=-3))
    return wrap(ivy.linalg.vector_norm(d, axis=-1, ord=p))


# --- the decompositions of ``torch.*`` (``torch.linalg`` has the full set) ------------------------
def inverse(input, *, out=None):
    return result(ivy.linalg.inv(native(input)), out)


def det(input):
    return wrap(ivy.linalg.det(native(input)))


def logdet(input):
    return wrap(ivy.log(ivy.linalg.det(native(input))))


def slogdet(input):
    r = ivy.linalg.slogdet(native(input))
    return wrap(r[0]), wrap(r[1])


def trace(input):
    x = native(input)
    k = kind_of(x.dtype)
    return wrap(ivy.linalg.trace(x, dtype=ivy.int64 if k in ("bool", "int", "uint") else None))


def cholesky(input, upper=False, *, out=None):
    return result(ivy.linalg.cholesky(native(input), upper=upper), out)


def qr(input, some=True, *, out=None):
    q, r = ivy.linalg.qr(native(input), mode="reduced" if some else "complete")
    return wrap(q), wrap(r)


def svd(input, some=True, compute_uv=True, *, out=None):
    x = native(input)
    u, s, vh = ivy.linalg.svd(x, full_matrices=not some)
    return wrap(u), wrap(s), wrap(ivy.conj(ivy.matrix_transpose(vh)))


def pinverse(input, rcond=1e-15):
    return wrap(ivy.linalg.pinv(native(input), rtol=rcond))


def matrix_power(input, n):
    return wrap(ivy.linalg.matrix_power(native(input), n))


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    x, y = promote(x1, x2)
    x, y = ivy.broadcast_arrays(x, y)
    nx = ivy.clip(ivy.linalg.vector_norm(x, axis=dim), eps, None)
    ny = ivy.clip(ivy.linalg.vector_norm(y, axis=dim), eps, None)
    return wrap(ivy.divide(ivy.sum(ivy.multiply(x, y), axis=dim), ivy.multiply(nx, ny)))


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False):
    x, y = promote(x1, x2)
    d = ivy.add(ivy.subtract(x, y), eps)
    return wrap(ivy.linalg.vector_norm(d, axis=-1, keepdims=keepdim, ord=p))


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):
    if len(native(vec1).shape) != 1 or len(native(vec2).shape) != 1:
        raise RuntimeError("addr: Expected 1-D argument vec1 and vec2")
    x, p = promote(input, outer(vec1, vec2))
    return result(ivy.broadcast_to(_scaled_sum(x, p, beta, alpha), tuple(p.shape)), out)


# --- Cholesky and triangular solves (PyTorch's pre-``linalg`` names) -------------------------------
def _gram(factor, upper):
    # A = L L^H from the lower factor, U^H U from the upper one
    f = native(factor)
    fh = ivy.conj(ivy.matrix_transpose(f))
    return ivy.matmul(fh, f) if upper else ivy.matmul(f, fh)


def cholesky_solve(input, input2, upper=False, *, out=None):
    """``X`` with ``A X = input``, ``A`` given by its Cholesky factor ``input2``."""
    b, f = promote(input, input2)
    return result(ivy.linalg.solve(_gram(f, upper), b), out)


def cholesky_inverse(input, upper=False, *, out=None):
    return result(ivy.linalg.inv(_gram(input, upper)), out)


def triangular_solve(input, A, upper=True, transpose=False, unitriangular=False):
    """``(solution, cloned_coefficient)`` of ``op(T) X = input``, ``T`` the triangle of ``A`` that
    ``upper`` names (unit diagonal with ``unitriangular``), ``op`` a transpose with
    ``transpose``."""
    b, a = promote(input, A)
    t = ivy.triu(a) if upper else ivy.tril(a)
    if unitriangular:
        with ivy.use(ivy.current_backend(a).name):
            eye = ivy.eye(a.shape[-1], dtype=a.dtype, device=ivy.dev(a))
        t = ivy.add(ivy.multiply(t, ivy.subtract(1, eye)), eye)
    if transpose:
        t = ivy.matrix_transpose(t)
    return _rt.triangular_solve(wrap(ivy.linalg.solve(t, b)), wrap(a))


def matrix_exp(input):
    """``e ** A`` of (a batch of) square matrices: ``A`` scaled by ``2 ** -s`` to a 1-norm below
    1/2, an 18-term Taylor series, then ``s`` squarings (``s`` from the batch's largest norm)."""
    a = native(input)
    if len(a.shape) < 2 or a.shape[-1] != a.shape[-2]:
        raise RuntimeError("matrix_exp: expected a square matrix or a batch of them")
    norm = float(ivy.to_scalar(ivy.max(ivy.sum(ivy.abs(a), axis=-2)))) if a.shape[-1] else 0.0
    s = max(0, int(math.ceil(math.log2(norm / 0.5)))) if norm > 0.5 else 0
    x = ivy.divide(a, 2.0 ** s) if s else a
    with ivy.use(ivy.current_backend(a).name):
        eye = ivy.broadcast_to(ivy.eye(a.shape[-1], dtype=a.dtype, device=ivy.dev(a)),
                               tuple(a.shape))
    r = eye
    for k in range(18, 0, -1):  # Horner: I + x/1 (I + x/2 (I + ... x/18))
        r = ivy.add(eye, ivy.divide(ivy.matmul(x, r), float(k)))
    for _ in range(s):
        r = ivy.matmul(r, r)
    return wrap(r)
