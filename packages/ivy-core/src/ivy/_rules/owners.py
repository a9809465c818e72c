"""Which framework owns an array type, and the check that refuses another framework's array.

Pure Python over type objects (no framework is imported): the backends' kernels, the API's
definitions and the dispatch layer all ask it. ``ivy.Array`` registers itself in
:data:`WRAPPERS` (the root namespace refuses it with a clear error).
"""

from __future__ import annotations

from ..errors import IvyBackendMismatchError

# root module of an array type -> backend name (recognised without importing anything)
_MODULE_OWNER = {"numpy": "numpy", "torch": "torch", "jax": "jax", "jaxlib": "jax",
                 "tensorflow": "tensorflow", "keras": "tensorflow", "mxnet": "mxnet"}
# Ivy's wrapper types (ivy.Array: added by ivy/_array when it is imported)
WRAPPERS: list = []
# (array owner, backend) pairs accepted for now: NumPy arrays on the JAX backend while Ivy code
# is traced (ivy/graph/_from_ivy.py: the arrays a function closes over become the graph's
# constants, and JAX's functions take NumPy arrays); empty otherwise
ACCEPTED: set = set()


def check_foreign(x, backend, fname):
    """Raise ``IvyBackendMismatchError`` if ``x`` is an array of another framework than ``backend``.

    Kernels whose fast path already proves the first argument's type (the backends' binary
    wrappers) call this on their slow path and carry ``checks_first_array = True``, which spares
    them the guard's extra frame.
    """
    t = type(x)
    owner = _owner(t)
    if owner is None and t.__module__ == "ivy":
        _refuse_wrapper(x, f"ivy.{fname}")
    if owner is not None and owner != backend and (owner, backend) not in ACCEPTED:
        raise IvyBackendMismatchError(
            f"ivy.{fname}: got a {t.__module__}.{t.__qualname__} ({owner} array) while the "
            f"{backend!r} backend is in force. Convert it with ivy.to_backend(x, {backend!r}), "
            f"or call ivy.unset_backend() to let Ivy infer the backend from the arguments."
        )


def _refuse_wrapper(x, fname):
    """The root namespace is native in, native out: an ``ivy.Array`` gets a clear error (slow
    paths only, so native calls pay nothing for this check)."""
    if isinstance(x, tuple(WRAPPERS)):
        raise IvyBackendMismatchError(
            f"{fname}: got an ivy.Array, but the root ivy namespace takes and returns native "
            f"arrays. Call the function of ivy.array_api (x.__array_namespace__()) instead, or "
            f"pass the native array x.native.")


# type -> _owner(type), the Python scalars known in advance: a dict lookup is what Dynamo
# (torch.compile) traces for ``1.0 - x``; ``float.__module__.partition`` was a graph break
_OWNERS: dict = dict.fromkeys((bool, int, float, complex, type(None)))


def _owner(t):
    """Backend name owning array type ``t`` (None for Python/NumPy scalars and non-arrays)."""
    if t in _OWNERS:
        return _OWNERS[t]
    root = t.__module__.partition(".")[0]
    owner = _MODULE_OWNER.get(root)
    if owner == "numpy" and not any(c.__name__ == "ndarray" for c in t.__mro__):
        owner = None
    _OWNERS[t] = owner
    return owner
