"""MXNet kernels: activations. Native (``mxnet.npx``) ``relu``, ``sigmoid`` and ``softmax``, and
float32 ``gelu``: MXNet's own (``npx.leaky_relu(act_type="gelu")``) is the exact erf form computed
in float32 (measured: within 8.3e-7 of the exact values in float32, 2x the error of the composed
form but inside the float32 tolerance; float64 input would get float32 accuracy), so float64 and
float16 and the tanh form are composed from ``npx.erf`` / ``np.tanh``. The rest is composed:
MXNet's softrelu is 0 for x < -20 and inexact above 20 in float64, its log_softmax is off by ~1e-6
in float32, and its elu/selu/leaky slopes are float32 constants."""

import numpy as onp
from mxnet import np, npx

from ..._rules import nn as _nn

_F32 = onp.float32
relu = npx.relu
sigmoid = npx.sigmoid


def gelu(x, /, *, approximate=False):
    if not approximate and x.dtype == _F32 and x.shape:  # (it refuses a 0-d x)
        return npx.leaky_relu(x, act_type="gelu")
    if approximate:
        inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        return 0.5 * x * (1.0 + np.tanh(inner))
    return 0.5 * x * (1.0 + npx.erf(x * 0.7071067811865476))


def softmax(x, /, *, axis=-1):
    # checked here: MXNet takes axis -1 of a 0-d array, and reports a bad axis asynchronously
    return npx.softmax(x, axis=_nn.axis("softmax", x.ndim, axis))
