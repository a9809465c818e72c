"""MXNet kernels: ``astype`` (the other data type functions are backend-agnostic, in ivy.dtypes)."""

from ._helpers import native_device, native_dtype


def astype(x, dtype, /, *, copy=True, device=None):
    d = native_dtype(dtype, "astype")  # a dtype MXNet lacks: IvyUnsupportedError
    if device is not None:
        c = native_device(device)
        if c != x.ctx:
            return x.as_in_context(c).astype(d, copy=False)
    return x.astype(d, copy=copy)
