"""``jax.numpy.linalg`` on Ivy's ``ivy.linalg``: inputs are promoted to an inexact dtype (float32
for integers) as JAX does; results come as JAX's named tuples where JAX returns them
(``SVDResult``, ``EighResult``, ``QRResult``, ``SlogdetResult``).

``eig`` / ``eigvals`` (general, non-symmetric eigenproblems) are not offered: Ivy has no
non-symmetric eigensolver.
"""

from __future__ import annotations

from typing import NamedTuple

import ivy

from ... import _common
from ..array import Array, wrap
from .manipulation import diagonal  # noqa: F401 - jnp.linalg.diagonal
from .manipulation import trace as _trace
from .math import _arr, _inexact
from .products import cross, matmul, outer, tensordot, vecdot  # noqa: F401 - jnp.linalg names

UNSUPPORTED = {"eig": "Ivy has no non-symmetric eigensolver",
               "eigvals": "Ivy has no non-symmetric eigensolver"}
COMPOSED = frozenset({"norm", "multi_dot", "cond", "tensorinv", "tensorsolve"})


class SVDResult(NamedTuple):
    U: Array
    S: Array
    Vh: Array


class EighResult(NamedTuple):
    eigenvalues: Array
    eigenvectors: Array


class QRResult(NamedTuple):
    Q: Array
    R: Array


class SlogdetResult(NamedTuple):
    sign: Array
    logabsdet: Array


def _f(a):
    return _inexact(_arr(a))


def cholesky(a, *, upper=False, symmetrize_input=True):
    return wrap(ivy.linalg.cholesky(_f(a), upper=upper))


def det(a):
    return wrap(ivy.linalg.det(_f(a)))


def slogdet(a, *, method=None):
    s, ld = ivy.linalg.slogdet(_f(a))
    return SlogdetResult(wrap(s), wrap(ld))


def inv(a):
    return wrap(ivy.linalg.inv(_f(a)))


def pinv(a, rtol=None, hermitian=False, *, rcond=None):
    return wrap(ivy.linalg.pinv(_f(a), rtol=rtol if rcond is None else rcond, hermitian=hermitian))


def solve(a, b):
    x, y = _f(a), _f(b)
    if len(y.shape) == 1 or (len(y.shape) == len(x.shape) - 1):  # a batch of vectors
        return wrap(ivy.squeeze(ivy.linalg.solve(x, ivy.expand_dims(y, axis=-1)), axis=-1))
    return wrap(ivy.linalg.solve(x, y))


def lstsq(a, b, rcond=None, *, numpy_resid=False):
    x, y = _f(a), _f(b)
    sol = ivy.linalg.lstsq(x, y, rtol=rcond)
    return tuple(wrap(s) for s in sol) if isinstance(sol, (tuple, list)) else wrap(sol)


def eigh(a, UPLO=None, symmetrize_input=True):  # noqa: N803 - JAX's name
    x = _f(a)
    if UPLO == "U":
        x = ivy.matrix_transpose(ivy.triu(x))
        x = ivy.add(ivy.tril(x), ivy.matrix_transpose(ivy.tril(x, k=-1)))
    elif symmetrize_input:
        x = ivy.divide(ivy.add(x, ivy.conj(ivy.matrix_transpose(x))), 2.0)
    w, v = ivy.linalg.eigh(x)
    return EighResult(wrap(w), wrap(v))


def eigvalsh(a, UPLO="L", *, symmetrize_input=True):  # noqa: N803 - JAX's name
    return eigh(a, UPLO, symmetrize_input).eigenvalues


def qr(a, mode="reduced"):
    x = _f(a)
    if mode == "r":
        return wrap(ivy.linalg.qr(x)[1])
    q, r = ivy.linalg.qr(x, mode=mode)
    return QRResult(wrap(q), wrap(r))


def svd(a, full_matrices=True, compute_uv=True, hermitian=False, subset_by_index=None):
    x = _f(a)
    if subset_by_index is not None:
        _common.reject_option("jax.numpy.linalg", "svd", "subset_by_index", subset_by_index)
    if not compute_uv:
        return wrap(ivy.linalg.svdvals(x))
    u, s, vh = ivy.linalg.svd(x, full_matrices=full_matrices)
    return SVDResult(wrap(u), wrap(s), wrap(vh))


def svdvals(x, /):
    return wrap(ivy.linalg.svdvals(_f(x)))


def matrix_rank(M, rtol=None, *, tol=None):  # noqa: N803 - JAX's name
    return wrap(ivy.astype(ivy.linalg.matrix_rank(_f(M), rtol=rtol), "int32"))


def matrix_power(a, n):
    return wrap(ivy.linalg.matrix_power(_arr(a), n))


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    return wrap(ivy.linalg.matrix_norm(_f(x), keepdims=keepdims, ord=ord))


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    return wrap(ivy.linalg.vector_norm(_f(x), axis=axis, keepdims=keepdims, ord=ord))


def norm(x, ord=None, axis=None, keepdims=False):
    d = _f(x)
    nd = len(d.shape)
    if axis is None:
        if ord is None:
            return wrap(ivy.linalg.vector_norm(d, axis=None, keepdims=keepdims, ord=2))
        axis = tuple(range(nd))
    if isinstance(axis, int) or len(axis) == 1:
        ax = axis if isinstance(axis, int) else axis[0]
        return wrap(ivy.linalg.vector_norm(d, axis=ax, keepdims=keepdims,
                                           ord=2 if ord is None else ord))
    r = ivy.linalg.matrix_norm(d, keepdims=keepdims, ord="fro" if ord is None else ord,
                               axis=tuple(axis))
    return wrap(r)


def trace(x, /, *, offset=0, dtype=None):
    return _trace(x, offset, -2, -1, dtype)


def multi_dot(arrays, *, precision=None):
    out = arrays[0]
    for a in arrays[1:]:
        out = matmul(out, a)
    return out


def cond(x, p=None):
    d = _f(x)
    if p is None or p == 2:
        s = ivy.linalg.svdvals(d)
        return wrap(ivy.divide(s[..., 0], s[..., -1]))
    return wrap(ivy.multiply(ivy.linalg.matrix_norm(d, ord=p), ivy.linalg.matrix_norm(
        ivy.linalg.inv(d), ord=p)))


def tensorinv(a, ind=2):
    d = _f(a)
    shape = tuple(int(s) for s in d.shape)
    n = 1
    for s in shape[:ind]:
        n *= s
    inv_ = ivy.linalg.inv(ivy.reshape(d, (n, -1)))
    return wrap(ivy.reshape(inv_, shape[ind:] + shape[:ind]))


def tensorsolve(a, b, axes=None):
    d, y = _f(a), _f(b)
    shape = tuple(int(s) for s in d.shape)
    nb = len(y.shape)
    n = 1
    for s in shape[:nb]:
        n *= s
    sol = ivy.linalg.solve(ivy.reshape(d, (n, -1)), ivy.reshape(y, (n, 1)))
    return wrap(ivy.reshape(sol, shape[nb:]))


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("jax.numpy.linalg", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.jax.numpy.linalg' has no attribute {name!r}")
