"""JAX backend: kernels in one module per category, mirroring ``ivy/functional``.

JAX's 64-bit mode (``jax_enable_x64``) is the user's setting: Ivy reads it and never changes it
(a framework's global configuration is not Ivy's to change). With it on, every dtype of the
standard is there, and Ivy's defaults stay float32/int64/complex64: every kernel that creates an
array from Python values passes an explicit dtype, so JAX's own x64 defaults never leak out. With
it off (JAX's default), Ivy follows JAX's 32-bit mode: default, inferred and promoted 64-bit dtypes
are their 32-bit kind (``ivy.arange(3)`` is int32, indices are int32, and so is int64 asked for
by name: portable code names int64 for indices), ``available_dtypes()`` and
``ivy.__array_namespace_info__()`` say so, and float64 / complex128 asked for by name (``dtype=``,
``astype``) raise ``IvyUnsupportedError`` naming the flag (JAX itself warns and truncates).

Data-dependent output shapes (``nonzero``, ``unique_*``, ``repeat`` with array repeats, boolean
indexing) work eagerly only, not under ``jax.jit``; CAPABILITIES says so as JAX's own
``__array_namespace_info__`` does.
"""

import jax
import jax.numpy as jnp

from ._helpers import WIDE, _other_devices, ivy_device, x64

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float32", "float64", "complex64", "complex128", "float16", "bfloat16")
CAPABILITIES = {"boolean indexing": False, "data-dependent shapes": False, "max dimensions": 64}


def available_dtypes():
    """``DTYPES`` as JAX has them now: without the 64-bit ones while its 64-bit mode is off."""
    return DTYPES if x64() else tuple(d for d in DTYPES if d not in WIDE)


UNSUPPORTED = {
    "inplace_update": "JAX arrays are immutable; use the new value instead (x.at[...].set(v))",
}


def array_types():
    """Native array types of this backend (used for type inference); tracers are recognised by
    their module (``jax``) when first seen."""
    return (type(jnp.zeros(0)),)


def devices():
    """Devices as Ivy strings (``"cpu"``, ``"gpu:0"``, ...): the default platform's, then the CPU
    (still usable when an accelerator is the default)."""
    out = [ivy_device(d) for d in jax.local_devices()]
    return out + [s for s in (ivy_device(d) for d in _other_devices()) if s not in out]
