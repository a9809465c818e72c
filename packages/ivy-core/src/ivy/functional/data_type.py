"""Data type functions that need a backend (``astype``); the rest live in ``ivy.dtypes``."""

from ._api import api


@api
def astype(x, dtype, /, *, copy=True, device=None):
    """TODO(doc) astype."""
