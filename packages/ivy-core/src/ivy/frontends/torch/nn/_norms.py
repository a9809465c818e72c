"""``torch.nn.functional``'s normalisations on Ivy (channel-first, as PyTorch: Ivy's batch and
group norms are channel-last, so the channel axis is moved around them).

``batch_norm`` / ``instance_norm`` in training update ``running_mean`` and ``running_var`` when
they are frontend tensors, as PyTorch updates its buffers in place (a backend native array passed
there cannot be changed: pass a frontend tensor).
"""

from __future__ import annotations

import math

import ivy

from ..._common import reject_option
from ..tensor import Tensor, native, wrap
from ._util import like, opt

__all__ = ["batch_norm", "group_norm", "instance_norm", "layer_norm", "local_response_norm",
           "rms_norm"]

COMPOSED = frozenset({"instance_norm", "local_response_norm", "rms_norm"})


def _store(buffer, value):
    if type(buffer) is Tensor:
        buffer._data = ivy.astype(value, buffer._data.dtype)


def _channel_vec(v, nd):
    # a per-channel [C] vector broadcast against [N, C, *spatial]
    return ivy.reshape(v, (v.shape[0],) + (1,) * (nd - 2))


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    x = native(input)
    k = 1 if isinstance(normalized_shape, int) else len(normalized_shape)
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    if tuple(x.shape[len(x.shape) - k:]) != shape:
        raise RuntimeError(f"Given normalized_shape={list(shape)}, expected input with shape "
                           f"[*, {', '.join(map(str, shape))}], but got input of size "
                           f"{list(x.shape)}")
    axes = tuple(range(len(x.shape) - k, len(x.shape)))
    return wrap(ivy.layer_norm(x, axes, scale=opt(weight), offset=opt(bias), eps=eps))


def rms_norm(input, normalized_shape, weight=None, eps=None):
    x = native(input)
    k = 1 if isinstance(normalized_shape, int) else len(normalized_shape)
    axes = tuple(range(len(x.shape) - k, len(x.shape)))
    if eps is None:
        eps = ivy.finfo(x.dtype).eps
    ms = ivy.mean(ivy.square(x), axis=axes, keepdims=True)
    y = ivy.multiply(x, ivy.divide(1.0, ivy.sqrt(ivy.add(ms, eps))))
    return wrap(y if weight is None else ivy.multiply(y, native(weight)))


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    x = native(input)
    c = x.shape[1]
    if c % num_groups:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, "
                           f"but got input of shape {list(x.shape)} and num_groups={num_groups}")
    y = ivy.group_norm(ivy.moveaxis(x, 1, -1), num_groups, scale=opt(weight), offset=opt(bias),
                       eps=eps)
    return wrap(ivy.moveaxis(y, -1, 1))


def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False,
               momentum=0.1, eps=1e-05):
    if momentum is None:
        reject_option("torch", "nn.functional.batch_norm", "momentum", None,
                      "the cumulative average needs the module's batch count")
    x = native(input)
    c = x.shape[1]
    if running_mean is None or running_var is None:
        if not training:
            raise RuntimeError("running_mean and running_var must be defined in evaluation mode")
        with like(x):
            mean = ivy.zeros((c,), dtype=x.dtype, device=ivy.dev(x))
            var = ivy.ones((c,), dtype=x.dtype, device=ivy.dev(x))
    else:
        mean, var = native(running_mean), native(running_var)
    y, new_mean, new_var = ivy.batch_norm(ivy.moveaxis(x, 1, -1), mean, var, offset=opt(bias),
                                          scale=opt(weight), training=training, eps=eps,
                                          momentum=momentum)
    if training and running_mean is not None:
        _store(running_mean, ivy.stop_gradient(new_mean))
        _store(running_var, ivy.stop_gradient(new_var))
    return wrap(ivy.moveaxis(y, -1, 1))


def instance_norm(input, running_mean=None, running_var=None, weight=None, bias=None,
                  use_input_stats=True, momentum=0.1, eps=1e-05):
    x = native(input)
    nd = len(x.shape)
    c = x.shape[1]
    if not use_input_stats:
        if running_mean is None or running_var is None:
            raise RuntimeError("Expected running_mean and running_var to be defined when "
                               "use_input_stats is false")
        m, v = _channel_vec(native(running_mean), nd), _channel_vec(native(running_var), nd)
        y = ivy.divide(ivy.subtract(x, m), ivy.sqrt(ivy.add(v, eps)))
    else:
        axes = tuple(range(2, nd))
        n = math.prod(x.shape[2:])
        if n <= 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input "
                             f"size {list(x.shape)}")
        m = ivy.mean(x, axis=axes, keepdims=True)
        v = ivy.var(x, axis=axes, keepdims=True)
        y = ivy.divide(ivy.subtract(x, m), ivy.sqrt(ivy.add(v, eps)))
        if running_mean is not None and running_var is not None:
            bm = ivy.mean(ivy.reshape(m, (x.shape[0], c)), axis=0)
            bv = ivy.mean(ivy.reshape(v, (x.shape[0], c)), axis=0) * (n / (n - 1))
            for buf, stat in ((running_mean, bm), (running_var, bv)):
                new = ivy.add(ivy.multiply(native(buf), 1 - momentum),
                              ivy.multiply(ivy.stop_gradient(stat), momentum))
                _store(buf, new)
    if weight is not None:
        y = ivy.multiply(y, _channel_vec(native(weight), nd))
    if bias is not None:
        y = ivy.add(y, _channel_vec(native(bias), nd))
    return wrap(y)


def local_response_norm(input, size, alpha=0.0001, beta=0.75, k=1.0):
    x = native(input)
    nd = len(x.shape)
    if nd < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input (got {nd} dimensions)")
    sq = ivy.square(x)
    widths = [(0, 0)] * nd
    widths[1] = (size // 2, (size - 1) // 2)
    sq = ivy.pad(sq, widths)
    c = x.shape[1]
    div = sq[:, 0:c]
    for i in range(1, size):  # the sum over the window of channels
        div = ivy.add(div, sq[:, i:i + c])
    div = ivy.pow(ivy.add(ivy.multiply(div, alpha / size), k), beta)
    return wrap(ivy.divide(x, div))

