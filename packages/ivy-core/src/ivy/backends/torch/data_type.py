"""PyTorch kernels: data type functions (``astype``; the rest are backend-agnostic in ivy.dtypes)."""

from ._helpers import native_device, native_dtype


def astype(x, dtype, /, *, copy=True, device=None):  # wrapped: Ivy dtype/device arguments
    return x.to(dtype=native_dtype(dtype), device=native_device(device) or x.device, copy=copy)
