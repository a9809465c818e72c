"""Set functions (the standard's "Set Functions")."""

from ._api import api


@api
def unique_all(x, /):
    """TODO(doc) unique_all."""


@api
def unique_counts(x, /):
    """TODO(doc) unique_counts."""


@api
def unique_inverse(x, /):
    """TODO(doc) unique_inverse."""


@api
def unique_values(x, /):
    """TODO(doc) unique_values."""
