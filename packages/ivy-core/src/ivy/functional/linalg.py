"""The ``ivy.linalg`` namespace (the standard's linear algebra extension)."""

from ._api import api


@api
def cholesky(x, /, *, upper=False):
    """TODO(doc) cholesky."""


@api
def cross(x1, x2, /, *, axis=-1):
    """TODO(doc) cross."""


@api
def det(x, /):
    """TODO(doc) det."""


@api
def diagonal(x, /, *, offset=0):
    """TODO(doc) diagonal."""


@api
def eigh(x, /):
    """TODO(doc) eigh."""


@api
def eigvalsh(x, /):
    """TODO(doc) eigvalsh."""


@api
def inv(x, /):
    """TODO(doc) inv."""


@api
def matrix_norm(x, /, *, keepdims=False, ord='fro'):
    """TODO(doc) matrix_norm."""


@api
def matrix_power(x, n, /):
    """TODO(doc) matrix_power."""


@api
def matrix_rank(x, /, *, rtol=None):
    """TODO(doc) matrix_rank."""


@api
def outer(x1, x2, /):
    """TODO(doc) outer."""


@api
def pinv(x, /, *, rtol=None):
    """TODO(doc) pinv."""


@api
def qr(x, /, *, mode='reduced'):
    """TODO(doc) qr."""


@api
def slogdet(x, /):
    """TODO(doc) slogdet."""


@api
def solve(x1, x2, /):
    """TODO(doc) solve."""


@api
def svd(x, /, *, full_matrices=True):
    """TODO(doc) svd."""


@api
def svdvals(x, /):
    """TODO(doc) svdvals."""


@api
def trace(x, /, *, offset=0, dtype=None):
    """TODO(doc) trace."""


@api
def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """TODO(doc) vector_norm."""
