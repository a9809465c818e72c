"""What the function transformations share (control flow, vmap / jacobians, custom gradients):
the backend a call runs on, and that backend's kernel module of a category.

These functions take functions and nests of arrays, not arrays alone, so they are plain ``def``s
rather than registered dispatchers: the backend is the one in force (``ivy.use`` /
``ivy.set_backend``), else the one of the first array among the leaves (NumPy when there is
none). Their kernels live in ``ivy/backends/<name>/<category>.py`` and take flat lists of leaves.
"""

from __future__ import annotations

import importlib
import sys

from .. import _backend

CATEGORIES = ("control_flow", "transforms", "custom_gradients")  # loaded with each backend
_MODULES: dict = {}  # (backend name, category) -> kernel module


def backend_of(leaves, fname):
    """The backend ``ivy.<fname>`` runs on for these leaves (``_backend.Backend``).

    With a backend in force every leaf that is an array must be one of it (else
    ``IvyBackendMismatchError``); without one, the first array's framework is used.
    """
    name = _backend._tls.name
    if name is None:
        for x in leaves:
            b = _backend._types.get(type(x))
            if b is not None:
                return b
        return _backend._infer(*leaves)
    for x in leaves:
        _backend.check_foreign(x, name, fname)
    return _backend._loaded[name]


def kernels(b, category):
    """Backend ``b``'s kernel module ``ivy.backends.<name>.<category>`` (loaded once)."""
    key = (b.name, category)
    k = _MODULES.get(key)
    if k is None:
        name = f"ivy.backends.{b.name}.{category}"
        # sys.modules first: torch.compile's Dynamo traces a dict look-up where it stops at
        # import_module
        k = sys.modules.get(name) or importlib.import_module(name)
        _MODULES[key] = k
    return k


def _load(b):
    """Look up ``b``'s kernel modules of :data:`CATEGORIES` when it loads."""
    for category in CATEGORIES:
        kernels(b, category)


_backend.on_load(_load)
