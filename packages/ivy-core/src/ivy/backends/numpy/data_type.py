"""NumPy kernels: data type functions that need a backend (``astype``)."""

from ...errors import IvyDtypeError
from ._helpers import check_device, native_dtype


def astype(x, dtype, /, *, copy=True, device=None):
    # NumPy drops the imaginary part (with a warning); the standard forbids complex -> real.
    check_device(device)
    d = native_dtype(dtype)
    if x.dtype.kind == "c" and d.kind != "c":
        raise IvyDtypeError(f"astype (numpy backend): casting {x.dtype} to {d} would drop the "
                            "imaginary part, which the standard does not allow; take ivy.real(x) "
                            "or ivy.abs(x) first")
    return x.astype(d, copy=copy)
