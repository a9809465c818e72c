"""Array creation functions (the standard's "Creation Functions")."""

from ._api import api


@api
def arange(start, /, stop=None, step=1, *, dtype=None, device=None):
    """TODO(doc) arange."""


@api
def asarray(obj, /, *, dtype=None, device=None, copy=None):
    """TODO(doc) asarray."""


@api
def empty(shape, *, dtype=None, device=None):
    """TODO(doc) empty."""


@api
def empty_like(x, /, *, dtype=None, device=None):
    """TODO(doc) empty_like."""


@api
def eye(n_rows, n_cols=None, /, *, k=0, dtype=None, device=None):
    """TODO(doc) eye."""


@api
def from_dlpack(x, /, *, device=None, copy=None):
    """TODO(doc) from_dlpack."""


@api
def full(shape, fill_value, *, dtype=None, device=None):
    """TODO(doc) full."""


@api
def full_like(x, /, fill_value, *, dtype=None, device=None):
    """TODO(doc) full_like."""


@api
def linspace(start, stop, /, num, *, dtype=None, device=None, endpoint=True):
    """TODO(doc) linspace."""


@api
def meshgrid(*arrays, indexing='xy'):
    """TODO(doc) meshgrid."""


@api
def ones(shape, *, dtype=None, device=None):
    """TODO(doc) ones."""


@api
def ones_like(x, /, *, dtype=None, device=None):
    """TODO(doc) ones_like."""


@api
def tril(x, /, *, k=0):
    """TODO(doc) tril."""


@api
def triu(x, /, *, k=0):
    """TODO(doc) triu."""


@api
def zeros(shape, *, dtype=None, device=None):
    """TODO(doc) zeros."""


@api
def zeros_like(x, /, *, dtype=None, device=None):
    """TODO(doc) zeros_like."""
