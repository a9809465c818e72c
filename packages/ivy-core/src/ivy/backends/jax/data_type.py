"""JAX kernels: ``astype`` (the other data type functions are backend-agnostic, in ivy.dtypes)."""


from ...errors import IvyDtypeError
from ._compat import jnp as _made
from ._helpers import native_device, requested_dtype


def astype(x, dtype, /, *, copy=True, device=None):
    # JAX drops the imaginary part (with a warning); the standard forbids complex -> real.
    d = requested_dtype(dtype, "astype")
    if x.dtype.kind == "c" and d.kind != "c":
        raise IvyDtypeError(f"astype (jax backend): casting {x.dtype} to {d} would drop the "
                            "imaginary part, which the standard does not allow; take ivy.real(x) "
                            "or ivy.abs(x) first")
    if not copy and device is None and x.dtype == d:
        return x
    return _made.astype(x, d, copy=copy, device=native_device(device))
