"""Convolution and pooling layers (Conv1D/2D/3D, their transposes, DepthwiseConv2D, MaxPool and
AvgPool 1-3D) on the backend under test: filter shapes, forward passes against a NumPy
cross-correlation reference computed from the layers' own filters, transposes checked as the
adjoint of that reference, gradients into every variable, argument errors."""

import itertools
import math

import ivy
import numpy as np
import pytest
from _harness import BACKEND, native, numpy_of
from test_stateful_layers import _close, _make, _v, _x


def np_conv(x, w, strides, padding):
    """Channel-last N-d cross-correlation, groups 1: x [B, *S, Ci], w [*K, Ci, Co]."""
    dims = w.ndim - 2
    strides = (strides,) * dims if isinstance(strides, int) else strides
    if padding == "SAME":
        pads = []
        for n, k, s in zip(x.shape[1:-1], w.shape[:dims], strides):
            total = max((math.ceil(n / s) - 1) * s + k - n, 0)
            pads.append((total // 2, total - total // 2))
    else:
        pads = [(0, 0)] * dims
    xp = np.pad(x, [(0, 0)] + pads + [(0, 0)])
    out_sizes = [(xp.shape[1 + i] - w.shape[i]) // strides[i] + 1 for i in range(dims)]
    out = np.zeros((x.shape[0], *out_sizes, w.shape[-1]))
    for o in itertools.product(*(range(n) for n in out_sizes)):
        sl = tuple(slice(o[i] * strides[i], o[i] * strides[i] + w.shape[i]) for i in range(dims))
        patch = xp[(slice(None), *sl)]  # [B, *K, Ci]
        out[(slice(None), *o)] = np.tensordot(patch, w, axes=(list(range(1, dims + 2)),
                                                              list(range(dims + 1))))
    return out


def np_pool(x, k, reduce):
    """VALID pooling with stride = kernel over the spatial axes of [B, *S, C]."""
    dims = x.ndim - 2
    out_sizes = [n // k for n in x.shape[1:-1]]
    out = np.zeros((x.shape[0], *out_sizes, x.shape[-1]))
    for o in itertools.product(*(range(n) for n in out_sizes)):
        sl = tuple(slice(i * k, i * k + k) for i in o)
        out[(slice(None), *o)] = reduce(x[(slice(None), *sl)], axis=tuple(range(1, dims + 1)))
    return out


# --- convolutions and pooling ----------------------------------------------------------------------
CONVS = {1: ivy.Conv1D, 2: ivy.Conv2D, 3: ivy.Conv3D}
TRANSPOSES = {1: ivy.Conv1DTranspose, 2: ivy.Conv2DTranspose, 3: ivy.Conv3DTranspose}


@pytest.mark.parametrize("dims", [1, 2, 3])
def test_convolutions(dims):
    layer = _make(CONVS[dims], 2, 3, 3, 2, "SAME", bias_initializer=ivy.Constant(0.5))
    v = _v(layer)
    assert v["w"].shape == (3,) * dims + (2, 3)
    x = _x(2, *(5,) * dims, 2)
    _close(layer(native(x)), np_conv(x, v["w"], 2, "SAME") + 0.5)


def test_grouped_convolution():
    layer = _make(ivy.Conv2D, 4, 6, (2, 3), 1, "VALID", groups=2)
    v = _v(layer)
    assert v["w"].shape == (2, 3, 2, 6)
    x = _x(1, 4, 5, 4)
    ref = np.concatenate([np_conv(x[..., :2], v["w"][..., :3], 1, "VALID"),
                          np_conv(x[..., 2:], v["w"][..., 3:], 1, "VALID")], -1) + v["b"]
    _close(layer(native(x)), ref)


@pytest.mark.parametrize("dims", [1, 2, 3])
def test_transposed_convolutions_are_the_adjoint(dims):
    layer = _make(TRANSPOSES[dims], 2, 3, 2, 2, "VALID", with_bias=False)
    w = _v(layer)["w"]  # the forward convolution's filters: 3 channels -> 2
    assert w.shape == (2,) * dims + (3, 2)
    y = _x(1, *(3,) * dims, 2)
    out = numpy_of(layer(native(y)))
    assert out.shape == (1, *(6,) * dims, 3)
    z = _x(*out.shape)  # <conv(z), y> == <z, conv_transpose(y)>
    np.testing.assert_allclose((np_conv(z, w, 2, "VALID") * y).sum(), (z * out).sum(), rtol=1e-10)
    if dims == 2:
        assert tuple(layer(native(y), output_shape=(7, 7)).shape) == (1, 7, 7, 3)


def test_depthwise_convolution():
    layer = _make(ivy.DepthwiseConv2D, 3, (2, 2), 1, "VALID", depth_multiplier=2)
    v = _v(layer)
    assert v["w"].shape == (2, 2, 3, 2) and v["b"].shape == (6,)
    x = _x(1, 4, 4, 3)
    ref = np.concatenate([np_conv(x[..., c:c + 1], v["w"][:, :, c:c + 1, :], 1, "VALID")
                          for c in range(3)], -1) + v["b"]
    _close(layer(native(x)), ref)


@pytest.mark.parametrize("dims", [1, 2, 3])
def test_pooling(dims):
    x = _x(2, *(4,) * dims, 3)
    pools = {1: (ivy.MaxPool1D, ivy.AvgPool1D), 2: (ivy.MaxPool2D, ivy.AvgPool2D),
             3: (ivy.MaxPool3D, ivy.AvgPool3D)}[dims]
    mx, av = pools[0](2), pools[1](2)
    assert mx.v.key_chains() == []
    _close(mx(native(x)), np_pool(x, 2, np.max))
    _close(av(native(x)), np_pool(x, 2, np.mean))
    same = pools[1](3, 1, "SAME", count_include_pad=True)(native(x))
    assert tuple(same.shape) == x.shape


def _grad_cases():  # the forward tests' configurations and shapes (JAX compiles each shape once)
    return {
        "Conv2D": (lambda: _make(ivy.Conv2D, 2, 3, 3, 2, "SAME"), (2, 5, 5, 2)),
        "Conv2DTranspose": (lambda: _make(ivy.Conv2DTranspose, 2, 3, 2, 2, "VALID"), (1, 3, 3, 2)),
        "DepthwiseConv2D": (lambda: _make(ivy.DepthwiseConv2D, 3, (2, 2), 1, "VALID",
                                          depth_multiplier=2), (1, 4, 4, 3)),
    }


@pytest.mark.parametrize("name", sorted(_grad_cases()))
def test_gradients_flow_into_every_variable(name):
    make, shape = _grad_cases()[name]
    layer = make()
    x = native(_x(*shape))

    def loss(v):
        return ivy.sum(layer(x, v=v) ** 2)

    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError):
            ivy.execute_with_gradients(loss, layer.v)
        return
    _, g = ivy.execute_with_gradients(loss, layer.v)
    assert g.key_chains() == layer.v.key_chains()
    for kc, a in g.flatten().items():
        ga = numpy_of(a)
        assert ga.shape == tuple(layer.v[kc].shape) and np.isfinite(ga).all() and ga.any(), kc


def test_layer_argument_errors():
    for make, match in ((lambda: ivy.Conv2D(3, 4, 3, groups=2), "groups"),
                        (lambda: ivy.Conv2D(2, 4, (3, 3, 3)), "kernel_size"),
                        (lambda: ivy.Conv1DTranspose(2, 0, 3), "output_channels"),
                        (lambda: ivy.DepthwiseConv2D(0, 3), "num_channels")):
        with pytest.raises(ivy.IvyValueError, match=match):
            make()
