"""Indexing functions (the standard's "Indexing Functions")."""

from ._api import api


@api
def take(x, indices, /, *, axis=None):
    """TODO(doc) take."""


@api
def take_along_axis(x, indices, /, *, axis=-1):
    """TODO(doc) take_along_axis."""
