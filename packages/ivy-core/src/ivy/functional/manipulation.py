"""Array manipulation functions (the standard's "Manipulation Functions")."""

from ._api import api


@api
def broadcast_arrays(*arrays):
    """TODO(doc) broadcast_arrays."""


@api
def broadcast_to(x, /, shape):
    """TODO(doc) broadcast_to."""


@api
def concat(arrays, /, *, axis=0):
    """TODO(doc) concat."""


@api
def expand_dims(x, /, axis):
    """TODO(doc) expand_dims."""


@api
def flip(x, /, *, axis=None):
    """TODO(doc) flip."""


@api
def moveaxis(x, source, destination, /):
    """TODO(doc) moveaxis."""


@api
def permute_dims(x, /, axes):
    """TODO(doc) permute_dims."""


@api
def repeat(x, repeats, /, *, axis=None):
    """TODO(doc) repeat."""


@api
def reshape(x, /, shape, *, copy=None):
    """TODO(doc) reshape."""


@api
def roll(x, /, shift, *, axis=None):
    """TODO(doc) roll."""


@api
def squeeze(x, /, axis):
    """TODO(doc) squeeze."""


@api
def stack(arrays, /, *, axis=0):
    """TODO(doc) stack."""


@api
def tile(x, repetitions, /):
    """TODO(doc) tile."""


@api
def unstack(x, /, *, axis=0):
    """TODO(doc) unstack."""
