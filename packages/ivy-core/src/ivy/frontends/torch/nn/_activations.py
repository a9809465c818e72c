"""``torch.nn.functional``'s activations and softmax family on Ivy.

``inplace=True`` stores the result into the frontend tensor passed (the frontend keeps no views,
so only that tensor object changes). ``_stacklevel`` (a warning's depth) is accepted and ignored.
"""

from __future__ import annotations

import ivy

from ..tensor import Tensor, native, wrap
from ._util import inplace_result

__all__ = ["celu", "celu_", "elu", "elu_", "gelu", "glu", "gumbel_softmax", "hardshrink",
           "hardsigmoid", "hardswish", "hardtanh", "hardtanh_", "leaky_relu", "leaky_relu_",
           "log_softmax", "logsigmoid", "mish", "prelu", "relu", "relu6", "relu_", "rrelu",
           "rrelu_", "selu", "selu_", "sigmoid", "silu", "softmax", "softmin", "softplus",
           "softshrink", "softsign", "tanh", "tanhshrink", "threshold", "threshold_"]

COMPOSED = frozenset({"celu", "celu_", "glu", "gumbel_softmax", "hardshrink", "hardsigmoid",
                      "logsigmoid", "prelu", "rrelu", "rrelu_", "softmin", "softshrink",
                      "softsign", "tanhshrink", "threshold", "threshold_"})


def relu(input, inplace=False):
    return inplace_result(input, ivy.relu(native(input)), inplace)


def relu6(input, inplace=False):
    return inplace_result(input, ivy.clip(native(input), 0, 6), inplace)


def leaky_relu(input, negative_slope=0.01, inplace=False):
    return inplace_result(input, ivy.leaky_relu(native(input), alpha=negative_slope), inplace)


def elu(input, alpha=1.0, inplace=False):
    return inplace_result(input, ivy.elu(native(input), alpha=alpha), inplace)


def celu(input, alpha=1.0, inplace=False):
    x = native(input)
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: celu with alpha=0")
    y = ivy.elu(x) if alpha == 1 else ivy.multiply(ivy.elu(ivy.divide(x, alpha)), alpha)
    return inplace_result(input, y, inplace)


def selu(input, inplace=False):
    return inplace_result(input, ivy.selu(native(input)), inplace)


def gelu(input, approximate="none"):
    if approximate not in ("none", "tanh"):
        raise RuntimeError(f"approximate argument must be either none or tanh, got {approximate!r}")
    return wrap(ivy.gelu(native(input), approximate=approximate == "tanh"))


def silu(input, inplace=False):
    return inplace_result(input, ivy.silu(native(input)), inplace)


def mish(input, inplace=False):
    return inplace_result(input, ivy.mish(native(input)), inplace)


def softplus(input, beta=1.0, threshold=20.0):
    return wrap(ivy.softplus(native(input), beta=None if beta == 1 else beta, threshold=threshold))


def softsign(input):
    x = native(input)
    return wrap(ivy.divide(x, ivy.add(ivy.abs(x), 1)))


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    if min_val > max_val:
        raise ValueError("min_val cannot be greater than max_val")
    return inplace_result(input, ivy.clip(native(input), min_val, max_val), inplace)


def hardsigmoid(input, inplace=False):
    y = ivy.clip(ivy.add(ivy.divide(native(input), 6), 0.5), 0, 1)
    return inplace_result(input, y, inplace)


def hardswish(input, inplace=False):
    return inplace_result(input, ivy.hardswish(native(input)), inplace)


def sigmoid(input):
    return wrap(ivy.sigmoid(native(input)))


def tanh(input):
    return wrap(ivy.tanh(native(input)))


def logsigmoid(input):
    return wrap(ivy.negative(ivy.softplus(ivy.negative(native(input)))))


def tanhshrink(input):
    x = native(input)
    return wrap(ivy.subtract(x, ivy.tanh(x)))


def softshrink(input, lambd=0.5):
    x = native(input)
    return wrap(ivy.subtract(x, ivy.clip(x, -lambd, lambd)))


def hardshrink(input, lambd=0.5):
    x = native(input)
    return wrap(ivy.where(ivy.less_equal(ivy.abs(x), lambd), ivy.zeros_like(x), x))


def threshold(input, threshold, value, inplace=False):  # noqa: A002 - PyTorch's name
    x = native(input)
    y = ivy.where(ivy.less_equal(x, threshold), ivy.full_like(x, value), x)
    return inplace_result(input, y, inplace)


def prelu(input, weight):
    x, w = native(input), native(weight)
    if len(w.shape) == 1 and w.shape[0] != 1 and len(x.shape) >= 2:
        w = ivy.reshape(w, (w.shape[0],) + (1,) * (len(x.shape) - 2))  # the channel axis, 1
    return wrap(ivy.where(ivy.greater_equal(x, 0), x, ivy.multiply(w, x)))


def glu(input, dim=-1):
    x = native(input)
    n = x.shape[dim]
    if n % 2:
        raise RuntimeError(f"Halving dimension must be even, but dimension {dim} is size {n}")
    a, b = ivy.split(x, 2, axis=dim)
    return wrap(ivy.multiply(a, ivy.sigmoid(b)))


# --- the softmax family ----------------------------------------------------------------------
def _softmax_dim(ndim):
    # PyTorch's implicit dim (deprecated): 0 for 0-, 1- and 3-d inputs, else 1
    return 0 if ndim in (0, 1, 3) else 1


def _along(fn, input, dim, dtype):
    x = native(input)
    if dtype is not None:
        x = ivy.astype(x, dtype)
    if dim is None:
        dim = _softmax_dim(len(x.shape))
    if len(x.shape) == 0:
        return wrap(ivy.reshape(fn(ivy.reshape(x, (1,)), axis=0), ()))
    return wrap(fn(x, axis=dim))


def softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dtype is None and dim is not None and type(input) is Tensor \
            and len(input._data.shape):
        return wrap(ivy.softmax(input._data, axis=dim))  # the common case, no checks
    return _along(ivy.softmax, input, dim, dtype)


def log_softmax(input, dim=None, _stacklevel=3, dtype=None):
    if dtype is None and dim is not None and type(input) is Tensor \
            and len(input._data.shape):
        return wrap(ivy.log_softmax(input._data, axis=dim))
    return _along(ivy.log_softmax, input, dim, dtype)


def _softmin(x, axis):
    return ivy.softmax(ivy.negative(x), axis=axis)


def softmin(input, dim=None, _stacklevel=3, dtype=None):
    return _along(_softmin, input, dim, dtype)



# --- in-place variants (the frontend tensor passed is updated and returned) --------------------
def relu_(input):
    return relu(input, inplace=True)


def elu_(input, alpha=1.0):
    return elu(input, alpha, inplace=True)


def celu_(input, alpha=1.0):
    return celu(input, alpha, inplace=True)


def selu_(input):
    return selu(input, inplace=True)


def leaky_relu_(input, negative_slope=0.01):
    return leaky_relu(input, negative_slope, inplace=True)


def hardtanh_(input, min_val=-1.0, max_val=1.0):
    return hardtanh(input, min_val, max_val, inplace=True)


def threshold_(input, threshold, value):  # noqa: A002 - PyTorch's name
    return globals()["threshold"](input, threshold, value, inplace=True)


# --- random activations (Ivy's generator: ``ivy.seed``) ----------------------------------------
def rrelu(input, lower=1.0 / 8, upper=1.0 / 3, training=False, inplace=False):
    x = native(input)
    if training:
        slope = ivy.random_uniform(low=ivy.full_like(x, lower), high=upper)
    else:
        slope = (lower + upper) / 2
    return inplace_result(input, ivy.where(ivy.greater_equal(x, 0), x, ivy.multiply(x, slope)),
                          inplace)


def rrelu_(input, lower=1.0 / 8, upper=1.0 / 3, training=False):
    return rrelu(input, lower, upper, training, inplace=True)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1):
    x = native(logits)
    u = ivy.random_uniform(low=ivy.zeros_like(x), high=1.0)
    tiny = ivy.finfo(x.dtype).smallest_normal
    g = ivy.negative(ivy.log(ivy.negative(ivy.log(ivy.clip(u, tiny, None)))))
    y = ivy.softmax(ivy.divide(ivy.add(x, g), tau), axis=dim)
    if not hard:
        return wrap(y)
    onehot = ivy.astype(ivy.equal(y, ivy.max(y, axis=dim, keepdims=True)), y.dtype)
    return wrap(ivy.add(ivy.subtract(onehot, ivy.stop_gradient(y)), y))
