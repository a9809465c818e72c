"""PyTorch kernels: general helpers."""

import torch

from ...errors import IvyUnsupportedError


def inplace_update(x, val, /):
    v = val if isinstance(val, torch.Tensor) else torch.as_tensor(val, device=x.device)
    try:
        x.copy_(v)  # broadcasts and casts to x's dtype
    except RuntimeError as e:  # e.g. a leaf tensor that requires grad
        raise IvyUnsupportedError(f"ivy.inplace_update is not supported on the 'torch' backend for "
                                  f"this tensor: {e}") from e
    return x


def to_native_shape(shape, /):
    return torch.Size(int(s) for s in shape)
