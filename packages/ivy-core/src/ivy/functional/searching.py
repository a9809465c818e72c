"""Searching functions (the standard's "Searching Functions")."""

from ._api import api


@api
def argmax(x, /, *, axis=None, keepdims=False):
    """TODO(doc) argmax."""


@api
def argmin(x, /, *, axis=None, keepdims=False):
    """TODO(doc) argmin."""


@api
def count_nonzero(x, /, *, axis=None, keepdims=False):
    """TODO(doc) count_nonzero."""


@api
def nonzero(x, /):
    """TODO(doc) nonzero."""


@api
def searchsorted(x1, x2, /, *, side='left', sorter=None):
    """TODO(doc) searchsorted."""


@api
def where(condition, x1, x2, /):
    """TODO(doc) where."""
