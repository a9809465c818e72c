"""JAX's API re-created on Ivy: ``import ivy.frontends.jax as jax`` (``jax.numpy``, ``jax.lax``,
``jax.nn``, ``jax.random``, ``jax.Array``).

JAX code runs eagerly on whichever Ivy backend holds the data (the backend in force when arrays
are made: ``ivy.use`` / ``ivy.set_backend``, else NumPy), with JAX's names, argument names,
defaults and promotion, as default JAX runs (64-bit mode off: float32 / int32 defaults; 64-bit
inputs are computed in 32 bits). JAX's transformations (``jit``, ``grad``, ``vmap``) are not part
of the frontend: use the backend's own (``jax.grad`` over a frontend program on the JAX backend,
``ivy.grad``, ``ivy.compile``). What is covered: ``docs/frontends/jax.md``.

Example:
    >>> import ivy.frontends.jax.numpy as jnp
    >>> x = jnp.arange(3)
    >>> x.dtype, (x + 0.5).dtype, x.at[1].set(7).tolist()
    (dtype('int32'), dtype('float32'), [0, 7, 2])
"""

from __future__ import annotations

from .. import _common
from . import (
    _methods,  # noqa: F401 - installs the array's methods and operators
    lax,
    nn,
    numpy,  # noqa: I001 - first: the array's methods are numpy's functions
    random,
)
from .array import Array
from .array import wrap as _wrap

#: names of ``jax`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset()

__all__ = ["Array", "lax", "nn", "numpy", "random"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("jax", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.jax' has no attribute {name!r}")


def _frontend_array(data):
    """A frontend Array holding the native array ``data`` (64-bit dtypes cast to 32 bits, as
    ``jnp.asarray`` does); for the tests."""

    return _wrap(data)
