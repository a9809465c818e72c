"""Utility functions (the standard's "Utility Functions")."""

from ._api import api


@api
def all(x, /, *, axis=None, keepdims=False):
    """TODO(doc) all."""


@api
def any(x, /, *, axis=None, keepdims=False):
    """TODO(doc) any."""


@api
def diff(x, /, *, axis=-1, n=1, prepend=None, append=None):
    """TODO(doc) diff."""
