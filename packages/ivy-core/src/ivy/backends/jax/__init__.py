"""JAX backend: kernels in one module per category, mirroring ``ivy/functional``.

Importing this package switches on JAX's 64-bit mode (``jax_enable_x64``): the standard needs
int64/float64/complex128 arrays, which JAX otherwise silently truncates to 32 bits. Ivy's default
dtypes stay float32/int64/complex64 regardless: every kernel that creates an array from Python
values passes an explicit dtype, so JAX's own (x64) defaults never leak out.

Data-dependent output shapes (``nonzero``, ``unique_*``, ``repeat`` with array repeats, boolean
indexing) work eagerly only, not under ``jax.jit``; CAPABILITIES says so as JAX's own
``__array_namespace_info__`` does.
"""

import jax
import jax.numpy as jnp

from ._helpers import _other_devices, ivy_device

jax.config.update("jax_enable_x64", True)

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float32", "float64", "complex64", "complex128", "float16", "bfloat16")
CAPABILITIES = {"boolean indexing": False, "data-dependent shapes": False, "max dimensions": 64}
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
    out = [ivy_device(d) for d in jax.devices()]
    return out + [s for s in (ivy_device(d) for d in _other_devices()) if s not in out]
