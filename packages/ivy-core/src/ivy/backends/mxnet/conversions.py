"""MXNet kernels: conversions to native dtypes, NumPy and Python objects."""

from ...errors import IvyValueError
from ._helpers import native_dtype

as_native_dtype = native_dtype


def to_list(x, /):
    return x.tolist()


def to_numpy(x, /):  # copies to the host (and waits for MXNet's asynchronous engine)
    return x.asnumpy()


def to_scalar(x, /):
    if x.size != 1:
        raise IvyValueError(f"ivy.to_scalar (mxnet backend): needs exactly one element, got shape "
                            f"{x.shape}")
    return x.item()
