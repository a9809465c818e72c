"""Sorting functions (the standard's "Sorting Functions")."""

from ._api import api


@api
def argsort(x, /, *, axis=-1, descending=False, stable=True):
    """TODO(doc) argsort."""


@api
def sort(x, /, *, axis=-1, descending=False, stable=True):
    """TODO(doc) sort."""
