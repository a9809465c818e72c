"""PyTorch kernels: devices as Ivy strings ("cpu", "gpu:N" for CUDA device N)."""

import torch

from ._helpers import ivy_device, native_device


def default_device():
    return ivy_device(torch.get_default_device())


def dev(x, /):
    return ivy_device(x.device)


def to_device(x, device, /, *, stream=None):
    d = native_device(device)
    if d == x.device:
        return x
    if stream is not None and d.type == "cuda":  # the standard's stream: a torch.cuda.Stream
        with torch.cuda.stream(stream):
            return x.to(d, non_blocking=True)
    return x.to(d)
