"""JAX's dtype objects (``jnp.float32`` ...), as Ivy dtypes printed as JAX prints an array's dtype
(``dtype('float32')``).

``jnp.float32(3)`` makes a 0-d array of that dtype, as JAX's scalar types do. With JAX's default
configuration (64-bit mode off) a 64-bit dtype asked for gives its 32-bit twin
(:func:`canonical`).
"""

from __future__ import annotations

from .._common import FrontendDtype, dtype_objects, ivy_dtype_of


class dtype(FrontendDtype):  # noqa: N801 - NumPy's / JAX's name
    """A JAX dtype of the frontend: equal to ``ivy.float32``, ``"float32"`` and every framework's
    native ``float32``; ``repr`` is ``dtype('float32')``; calling it makes a 0-d array."""

    __slots__ = ()
    framework = "jax"

    def __repr__(self):
        return f"dtype('{str(self)}')"

    @property
    def name(self) -> str:
        return str(self)

    # ``__call__`` (``jnp.float32(x)``): ``jax.numpy.creation.asarray``, attached there


DTYPES = dtype_objects(dtype)

#: a 64-bit dtype -> the one default JAX (x64 off) gives instead
_CANON = {"int64": "int32", "uint64": "uint32", "float64": "float32", "complex128": "complex64"}


def canonical(name) -> dtype:
    """The frontend dtype JAX (x64 off) uses for the dtype ``name`` (any dtype spelling)."""
    n = str(ivy_dtype_of(name)) if not isinstance(name, str) else str(name)
    if n not in DTYPES:
        n = str(ivy_dtype_of(name))
    return DTYPES[_CANON.get(n, n)]


def jax_dtype_of(native_dtype) -> dtype:
    """The frontend dtype of a backend's native dtype object."""
    return DTYPES[ivy_dtype_of(native_dtype)]


#: a Python type given as a dtype -> the dtype JAX gives it
_PY_DTYPE = {bool: "bool", int: "int32", float: "float32", complex: "complex64"}


def _dt(dtype):
    """A dtype argument as the frontend dtype default JAX uses (``None`` stays ``None``)."""
    if dtype is None:
        return None
    py = _PY_DTYPE.get(dtype)
    if py is not None:
        return DTYPES[py]
    return canonical(dtype)
