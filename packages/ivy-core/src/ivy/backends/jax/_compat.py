"""The creation functions Ivy's JAX kernels call, on the JAX installed.

JAX 0.4.30, the newest JAX beside NumPy 1.23 (MXNet's environment, where it traces Ivy code
for ``ivy.compile``), has no ``device=`` in ``jax.numpy``'s creation functions (JAX 0.4.31
added it). There, :data:`jnp` is a namespace of those functions taking ``device=`` and placing
the result with ``jax.device_put``; on newer JAX it is ``jax.numpy`` itself (no cost)."""

import inspect
import types

import jax
import jax.numpy as _jnp

CREATION = ("arange", "array", "asarray", "astype", "empty", "empty_like", "eye",
            "from_dlpack", "full", "full_like", "linspace", "ones", "ones_like", "zeros",
            "zeros_like")


def _placing(f):
    """``f`` taking ``device=`` (and ``copy=`` for ``astype`` / ``from_dlpack``, where older
    JAX lacks it: a new array is made either way)."""
    params = inspect.signature(f).parameters

    def call(*args, device=None, **kwargs):
        if "copy" in kwargs and "copy" not in params:
            kwargs.pop("copy")
        out = f(*args, **kwargs)
        return out if device is None else jax.device_put(out, device)

    call.__name__ = f.__name__
    return call


if "device" in inspect.signature(_jnp.arange).parameters:
    jnp = _jnp
else:  # pragma: no cover - JAX before 0.4.31 (MXNet's environment)
    jnp = types.SimpleNamespace(**{n: _placing(getattr(_jnp, n)) for n in CREATION})
