"""Gradients through the torch frontend's ``torch.nn.functional`` (the compositions included)
taken by the backend's autodiff equal PyTorch's ``torch.autograd`` (NumPy: Ivy's clear error;
where PyTorch is absent: central differences of the NumPy-backend frontend)."""

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _frontend_harness import has_real, resolve
from _harness import BACKEND, native, numpy_of

R = np.random.default_rng(3)


def f64(*shape, lo=-2.0, hi=2.0):
    return R.uniform(lo, hi, shape)


IMG = f64(2, 3, 6, 5)
THETA = np.array([[[0.9, -0.3, 0.1], [0.2, 1.1, -0.2]]])
# (qualname, differentiated input, the other arguments after it, keyword arguments)
CASES = [
    ("nn.functional.conv2d", IMG, (f64(4, 3, 3, 3),), {"padding": 1, "stride": 2}),
    ("nn.functional.conv_transpose2d", IMG, (f64(3, 2, 3, 3),), {"stride": 2, "padding": 1}),
    ("nn.functional.max_pool2d", IMG, (2,), {"ceil_mode": True}),
    ("nn.functional.avg_pool2d", IMG, (3,), {"stride": 2, "padding": 1}),
    ("nn.functional.adaptive_max_pool2d", IMG, ((3, 2),), {}),
    ("nn.functional.adaptive_avg_pool2d", IMG, ((4, 3),), {}),
    ("nn.functional.interpolate", IMG, (), {"size": (9, 7), "mode": "bilinear"}),
    ("nn.functional.interpolate", IMG, (), {"scale_factor": 2, "mode": "bicubic",
                                            "align_corners": True}),
    ("nn.functional.grid_sample", IMG, (f64(2, 4, 3, 2, lo=-1.1, hi=1.1),),
     {"align_corners": False}),
    ("nn.functional.affine_grid", THETA, ((1, 1, 4, 5),), {"align_corners": False}),
    ("nn.functional.unfold", IMG, (2,), {"stride": 2}),
    ("nn.functional.pad", IMG, ((1, 2, 2, 0),), {"mode": "reflect"}),
    ("nn.functional.layer_norm", IMG, ((5,),), {}),
    ("nn.functional.group_norm", IMG, (3,), {}),
    ("nn.functional.batch_norm", IMG, (None, None), {"training": True}),
    ("nn.functional.softshrink", IMG, (), {}),
    ("nn.functional.gelu", IMG, (), {}),
    ("nn.functional.softplus", IMG, (), {"beta": 2.0}),
    ("nn.functional.log_softmax", IMG, (), {"dim": 1}),
    ("nn.functional.cosine_similarity", f64(4, 5), (f64(4, 5),), {}),
    ("nn.functional.normalize", f64(4, 5), (), {}),
    ("nn.functional.scaled_dot_product_attention", f64(2, 4, 8), (f64(2, 6, 8), f64(2, 6, 3)),
     {"is_causal": True}),
    ("nn.functional.binary_cross_entropy_with_logits", f64(4, 5), (f64(4, 5, lo=0.0, hi=1.0),),
     {}),
    ("nn.functional.kl_div", np.log(R.dirichlet(np.ones(5), 4)), (R.dirichlet(np.ones(5), 4),),
     {"reduction": "batchmean"}),
    ("linalg.det", f64(2, 3, 3), (), {}),
    ("linalg.vector_norm", f64(3, 4), (), {"dim": 1}),
    ("special.logsumexp", f64(3, 4), (1,), {}),
    ("special.xlogy", f64(3, 4, lo=0.1, hi=2.0), (f64(3, 4, lo=0.1, hi=2.0),), {}),
]
WEIGHT_SEED = 11


def _loss_fn(fn, rest, kw, make=native):
    """``sum(fn(x, *rest) * w)`` for a fixed random ``w`` (one cotangent for the comparison);
    ``make``: NumPy array -> native array of the backend used."""

    def loss(x):
        t = ft._frontend_array
        y = fn(t(x), *[t(make(a)) if isinstance(a, np.ndarray) else a for a in rest], **kw)
        y = y.ivy_array
        w = make(np.random.default_rng(WEIGHT_SEED).uniform(-1, 1, tuple(y.shape)))
        return ivy.sum(ivy.multiply(y, ivy.astype(w, y.dtype)))

    return loss


def _torch_grad(qualname, x, rest, kw):
    import torch

    fn = resolve(torch, qualname)
    xt = torch.tensor(x, requires_grad=True)
    y = fn(xt, *[torch.from_numpy(a) if isinstance(a, np.ndarray) else a for a in rest], **kw)
    w = torch.from_numpy(np.random.default_rng(WEIGHT_SEED).uniform(-1, 1, tuple(y.shape)))
    return torch.autograd.grad((y * w).sum(), xt)[0].numpy()


@pytest.mark.parametrize("case", range(len(CASES)),
                         ids=[f"{c[0].split('.')[-1]}{i}" for i, c in enumerate(CASES)])
def test_gradient_matches_torch(case):
    qualname, x, rest, kw = CASES[case]
    fn = resolve(ft, qualname)
    loss = _loss_fn(fn, rest, kw)
    if BACKEND == "numpy":
        with pytest.raises(ivy.IvyUnsupportedError, match="execute_with_gradients"):
            ivy.execute_with_gradients(loss, native(x))
        return
    _, g = ivy.execute_with_gradients(loss, native(x))
    g = numpy_of(g)
    if has_real("torch"):
        np.testing.assert_allclose(g, _torch_grad(qualname, x, rest, kw), rtol=1e-7, atol=1e-9)
        return
    i = tuple(0 for _ in x.shape)  # no PyTorch here: a central difference on the NumPy backend
    e = np.zeros_like(x)
    e[i] = 1e-6
    with ivy.use("numpy"):
        np_loss = _loss_fn(fn, rest, kw, make=np.asarray)
        d = (float(np_loss(x + e)) - float(np_loss(x - e))) / 2e-6
    np.testing.assert_allclose(g[i], d, rtol=1e-4, atol=1e-6)
