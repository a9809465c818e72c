"""NumPy backend: kernels in one module per category, mirroring ``ivy/functional``."""

import numpy as np

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float32", "float64", "complex64", "complex128", "float16", "bfloat16")
CAPABILITIES = {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}
UNSUPPORTED: dict[str, str] = {}


def array_types():
    """Native array types of this backend (used for type inference)."""
    return (np.ndarray,)


def devices():
    """Devices as Ivy strings."""
    return ["cpu"]
