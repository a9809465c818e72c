"""JAX kernels: the ``ivy.linalg`` namespace. Results with several parts are Ivy's named tuples
(``ivy.results``: eigh -> eigenvalues, eigenvectors; qr -> Q, R; slogdet -> sign, logabsdet;
svd -> U, S, Vh); rtol defaults are the standard's ``max(M, N) * eps``."""

import functools

import jax
import jax.numpy as jnp

from ... import dtypes as _dt
from ..._backend import get_backend
from ..._rules.linalg import _matrix_axes
from ..._rules.specs import SPECS
from ...results import EighResult, QRResult, SlogdetResult, SVDResult
from ._helpers import accumulation_dtype, default_float, pair

_la = jnp.linalg
_POS_INF, _NEG_INF = float("inf"), float("-inf")

cholesky = _la.cholesky


def cross(x1, x2, /, *, axis=-1):
    x1, x2 = pair(x1, x2)
    return _la.cross(x1, x2, axis=axis)


det = _la.det
diagonal = _la.diagonal


def eigh(x, /):
    return EighResult(*_la.eigh(x))


eigvalsh = _la.eigvalsh
inv = _la.inv


@functools.cache
def _lstsq_compiled():
    body, xp = SPECS["linalg.lstsq"].composed, get_backend("jax").xp
    return jax.jit(lambda x1, x2, rtol: body(xp, x1, x2, rtol=rtol))


def lstsq(x1, x2, /, *, rtol=None):
    # Ivy's composed definition, compiled: one dispatch (and one compilation per shape) eagerly
    # instead of one per operation
    return _lstsq_compiled()(x1, x2, rtol)


def matrix_norm(x, /, *, keepdims=False, ord="fro", axis=(-2, -1)):  # noqa: A002
    if axis == (-2, -1):
        return _la.matrix_norm(x, keepdims=keepdims, ord=ord)
    return _la.norm(x, ord=ord, axis=_matrix_axes(axis, x.ndim), keepdims=keepdims)


matrix_power = _la.matrix_power


def matrix_rank(x, /, *, rtol=None):
    # JAX treats a given rtol as an absolute cutoff; the standard means rtol * largest value.
    s = _la.svdvals(x)
    smax = jnp.max(s, axis=-1, keepdims=True, initial=0.0)
    if rtol is None:
        tol = smax * (max(x.shape[-2:]) * _dt.finfo(s.dtype).eps)
    else:
        tol = smax * jnp.asarray(rtol, dtype=s.dtype)[..., None]
    return jnp.count_nonzero(s > tol, axis=-1)


def outer(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _la.outer(x1, x2)


def pinv(x, /, *, rtol=None, hermitian=False):
    # JAX's default cutoff is 10 * max(M, N) * eps; the standard's is max(M, N) * eps.
    if rtol is None:
        rtol = max(x.shape[-2:]) * _dt.finfo(x.dtype).eps
    return _la.pinv(x, rtol=rtol, hermitian=hermitian)


def qr(x, /, *, mode="reduced"):
    return QRResult(*_la.qr(x, mode=mode))


def slogdet(x, /):
    return SlogdetResult(*_la.slogdet(x))


def solve(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _la.solve(x1, x2)  # x2 of shape (M,) is a vector, (..., M, K) a stack of matrices


def svd(x, /, *, full_matrices=True):
    return SVDResult(*_la.svd(x, full_matrices=full_matrices))


svdvals = _la.svdvals


def trace(x, /, *, offset=0, dtype=None):
    return _la.trace(x, offset=offset, dtype=accumulation_dtype(x, dtype, "linalg.trace"))




def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002
    # JAX computes integer norms in integers (ord=3 of [1, 2, 3] gives 1): integer input goes
    # to Ivy's default float, as on the other backends; -inf of an empty array is +inf (JAX raises).
    if x.dtype.kind not in "fc":
        x = x.astype(default_float())
    if ord == _NEG_INF:
        return jnp.min(jnp.abs(x), axis=axis, keepdims=keepdims, initial=_POS_INF)
    return _la.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
