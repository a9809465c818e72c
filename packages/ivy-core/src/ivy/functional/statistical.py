"""Statistical functions (the standard's "Statistical Functions")."""

from ._api import api


@api
def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    """TODO(doc) cumulative_prod."""


@api
def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    """TODO(doc) cumulative_sum."""


@api
def max(x, /, *, axis=None, keepdims=False):
    """TODO(doc) max."""


@api
def mean(x, /, *, axis=None, keepdims=False):
    """TODO(doc) mean."""


@api
def min(x, /, *, axis=None, keepdims=False):
    """TODO(doc) min."""


@api
def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    """TODO(doc) prod."""


@api
def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    """TODO(doc) std."""


@api
def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    """TODO(doc) sum."""


@api
def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    """TODO(doc) var."""
