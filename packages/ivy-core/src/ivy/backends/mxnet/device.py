"""MXNet kernels: devices as Ivy strings (``"cpu"``, ``"gpu:0"``) and transfers."""

import mxnet as mx

from ._helpers import ivy_device, native_device


def default_device():
    return ivy_device(mx.context.current_context())


def dev(x, /):
    return ivy_device(x.ctx)


def to_device(x, device, /, *, stream=None):
    c = native_device(device)
    return x if x.ctx == c else x.as_in_context(c)
