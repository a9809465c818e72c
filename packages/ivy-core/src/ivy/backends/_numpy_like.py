"""Kernels shared by the backends whose framework has NumPy's API (numpy, jax.numpy).

Each such backend binds the NumPy-API functions that already have the standard's semantics by name
from its own module (``np``, ``jnp``), through its own promotion wrapper for two-array ones, then
defines only what differs; ``divide_kernel`` is the ``divide`` they share.
"""

from .. import dtypes as _dt


def divide_kernel(true_divide, native_dtype):
    """The ``divide`` kernel over the backend's promoting ``true_divide``: integer and bool
    operands give Ivy's default float dtype."""
    f64 = native_dtype("float64")

    def divide(x1, x2, /):
        # Integer/bool operands (outside the standard): Ivy's default float on every backend,
        # where NumPy (and JAX in x64 mode) give float64.
        out = true_divide(x1, x2)
        if out.dtype == f64 and _integral(x1) and _integral(x2):
            return out.astype(native_dtype(_dt.default_float_dtype()))
        return out

    return divide


def _integral(x):
    return type(x) in (int, bool) or (type(x) is not float and x.dtype.kind in "biu")
