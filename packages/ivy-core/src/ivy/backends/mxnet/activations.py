"""MXNet kernels: activations. Native (``mxnet.npx``) ``relu``, ``sigmoid`` and ``softmax``;
``gelu`` from ``npx.erf`` (MXNet's own gelu is the tanh form even when asked for the exact one).
The rest is composed: MXNet's softrelu is 0 for x < -20 and inexact above 20 in float64, its
log_softmax is off by ~1e-6 in float32, and its elu/selu/leaky slopes are float32 constants."""

from mxnet import np, npx

from ...functional import _nn

relu = npx.relu
sigmoid = npx.sigmoid


def gelu(x, /, *, approximate=False):
    if approximate:
        inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        return 0.5 * x * (1.0 + np.tanh(inner))
    return 0.5 * x * (1.0 + npx.erf(x * 0.7071067811865476))


def softmax(x, /, *, axis=-1):
    # checked here: MXNet takes axis -1 of a 0-d array, and reports a bad axis asynchronously
    return npx.softmax(x, axis=_nn.axis("softmax", x.ndim, axis))
