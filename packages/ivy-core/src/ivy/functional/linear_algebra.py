"""Linear algebra functions of the root namespace (also in ``ivy.linalg``)."""

from ._api import api


@api
def matmul(x1, x2, /):
    """TODO(doc) matmul."""


@api
def matrix_transpose(x, /):
    """TODO(doc) matrix_transpose."""


@api
def tensordot(x1, x2, /, *, axes=2):
    """TODO(doc) tensordot."""


@api
def vecdot(x1, x2, /, *, axis=-1):
    """TODO(doc) vecdot."""
