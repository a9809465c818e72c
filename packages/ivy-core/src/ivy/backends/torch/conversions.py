"""PyTorch kernels: conversions to native dtypes, NumPy and Python objects."""

import torch

from ...errors import IvyValueError
from .._backend_common import numpy_dtype
from ._helpers import native_dtype


def as_native_dtype(dtype, /):
    return native_dtype(dtype)


def to_list(x, /):
    return x.resolve_conj().tolist()


def to_numpy(x, /):  # detach from autograd, copy to the host, materialise lazy conj/neg bits
    x = x.detach().cpu().resolve_conj().resolve_neg()
    if x.dtype is torch.bfloat16:  # NumPy's bfloat16 is ml_dtypes' (torch knows no such array)
        return x.view(torch.int16).numpy().view(numpy_dtype("bfloat16"))
    return x.numpy()


def to_scalar(x, /):
    if x.numel() != 1:  # torch raises RuntimeError; ValueError on every backend
        raise IvyValueError(f"ivy.to_scalar (torch backend): needs exactly one element, got shape "
                            f"{tuple(x.shape)}")
    return x.item()
