"""A small CNN written against the torch frontend's ``torch.nn.functional`` (conv2d, relu,
max_pool2d, linear, cross_entropy): its loss equals PyTorch's, its gradient with respect to the
weights taken by the backend's own autodiff (``ivy.execute_with_gradients``) equals
``torch.autograd.grad`` (NumPy, without autodiff, raises Ivy's clear error; where PyTorch is
absent, central differences of the NumPy-backend loss are the reference), and the
program under ``ivy.compile`` gives the eager result."""

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _frontend_harness import has_real
from _harness import BACKEND, native, numpy_of

F = ft.nn.functional
R = np.random.default_rng(7)
X = R.normal(size=(4, 3, 10, 10)).astype(np.float32)
LABELS = np.array([1, 0, 4, 2])
PARAMS = {"conv_w": R.normal(0, 0.3, (6, 3, 3, 3)).astype(np.float32),
          "conv_b": R.normal(0, 0.1, (6,)).astype(np.float32),
          "lin_w": R.normal(0, 0.1, (5, 6 * 5 * 5)).astype(np.float32),
          "lin_b": R.normal(0, 0.1, (5,)).astype(np.float32)}
HAS_AUTODIFF = BACKEND != "numpy"


def frontend_loss(params, x, labels):
    """The CNN's loss on natives of the backend; the body is PyTorch code on the frontend."""
    t = ft._frontend_array
    h = F.conv2d(t(x), t(params["conv_w"]), t(params["conv_b"]), padding=1)
    h = F.max_pool2d(F.relu(h), 2)
    h = t(ivy.reshape(h.ivy_array, (h.shape[0], -1)))
    logits = F.linear(h, t(params["lin_w"]), t(params["lin_b"]))
    return F.cross_entropy(logits, t(labels), label_smoothing=0.05).ivy_array


def torch_loss_and_grads():
    import torch

    p = {k: torch.tensor(v, requires_grad=True) for k, v in PARAMS.items()}
    tf = torch.nn.functional
    h = tf.max_pool2d(tf.relu(tf.conv2d(torch.from_numpy(X), p["conv_w"], p["conv_b"],
                                        padding=1)), 2)
    logits = tf.linear(h.reshape(h.shape[0], -1), p["lin_w"], p["lin_b"])
    loss = tf.cross_entropy(logits, torch.from_numpy(LABELS), label_smoothing=0.05)
    grads = torch.autograd.grad(loss, list(p.values()))
    return loss.item(), {k: g.numpy() for k, g in zip(p, grads)}


def _natives():
    return {k: native(v) for k, v in PARAMS.items()}, native(X), native(LABELS)


def _reference():
    if has_real("torch"):
        return torch_loss_and_grads()
    return None  # no PyTorch in this session: the value is compared with the NumPy backend


def test_cnn_forward_matches_torch():
    params, x, labels = _natives()
    got = float(numpy_of(frontend_loss(params, x, labels)))
    ref = _reference()
    if ref is None:
        with ivy.use("numpy"):
            want = float(frontend_loss(dict(PARAMS), X, LABELS))
    else:
        want = ref[0]
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_cnn_gradient_matches_torch_autograd():
    params, x, labels = _natives()
    if not HAS_AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="execute_with_gradients"):
            ivy.execute_with_gradients(lambda p: frontend_loss(p, x, labels), params)
        return
    value, grads = ivy.execute_with_gradients(lambda p: frontend_loss(p, x, labels), params)
    ref = _reference()
    if ref is None:  # no PyTorch here: central differences of the NumPy-backend loss instead
        k, i = "lin_b", 2
        e = np.zeros_like(PARAMS[k])
        e[i] = 1e-2
        with ivy.use("numpy"):
            hi = float(frontend_loss({**PARAMS, k: PARAMS[k] + e}, X, LABELS))
            lo = float(frontend_loss({**PARAMS, k: PARAMS[k] - e}, X, LABELS))
        np.testing.assert_allclose(numpy_of(grads[k])[i], (hi - lo) / 2e-2, rtol=1e-2)
        return
    np.testing.assert_allclose(float(numpy_of(value)), ref[0], rtol=1e-5)
    for k, g in ref[1].items():
        np.testing.assert_allclose(numpy_of(grads[k]), g, rtol=1e-4, atol=1e-6, err_msg=k)


def test_cnn_under_ivy_compile_gives_the_eager_result():
    params, x, labels = _natives()
    eager = numpy_of(frontend_loss(params, x, labels))
    compiled = ivy.compile(frontend_loss)
    np.testing.assert_allclose(numpy_of(compiled(params, x, labels)), eager, rtol=1e-5)
