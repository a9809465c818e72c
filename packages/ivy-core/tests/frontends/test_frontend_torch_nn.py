"""``torch.nn.functional`` of the torch frontend against PyTorch itself (module doc of
``_frontend_harness``): activations, convolutions, pooling, resampling, normalisations, losses."""

import warnings

import ivy
import ivy.frontends.torch as ft
import numpy as np
import pytest
from _frontend_harness import check

F = ft.nn.functional
R = np.random.default_rng(0)


def f32(*shape, lo=-2.0, hi=2.0):
    return R.uniform(lo, hi, shape).astype(np.float32)


def f64(*shape):
    return R.uniform(-2.0, 2.0, shape)


X = np.array([[-3.0, -0.5, 0.0, 0.25], [1.0, 2.5, 7.0, np.nan]], dtype=np.float32)
X64 = np.array([-30.0, -1.0, -1e-3, 0.0, 0.5, 3.0, 25.0, np.inf])
Z = np.array(1.5, dtype=np.float32)
EMPTY = np.zeros((0, 3), dtype=np.float32)
IMG = f32(2, 3, 8, 7)
IMG64 = f64(1, 2, 6, 6)
SEQ = f32(2, 3, 9)
VOL = f32(1, 2, 5, 6, 4)

# --- activations -------------------------------------------------------------------------------
ACTS = [("relu", {}), ("relu6", {}), ("leaky_relu", {}), ("leaky_relu", {"negative_slope": 0.2}),
        ("elu", {}), ("elu", {"alpha": 0.5}), ("selu", {}), ("celu", {"alpha": 2.0}),
        ("gelu", {}), ("gelu", {"approximate": "tanh"}), ("silu", {}), ("mish", {}),
        ("softplus", {}), ("softplus", {"beta": 2.0, "threshold": 5.0}), ("softsign", {}),
        ("hardtanh", {}), ("hardtanh", {"min_val": -0.5, "max_val": 2.0}), ("hardsigmoid", {}),
        ("hardswish", {}), ("sigmoid", {}), ("tanh", {}), ("logsigmoid", {}), ("tanhshrink", {}),
        ("softshrink", {}), ("hardshrink", {"lambd": 1.0}), ("threshold", {"threshold": 0.1,
                                                                             "value": 20.0})]


@pytest.mark.parametrize("name,kw", ACTS, ids=[f"{n}{i}" for i, (n, _) in enumerate(ACTS)])
def test_activation(name, kw):
    kw = dict(kw)
    extra = (kw.pop("threshold"), kw.pop("value")) if name == "threshold" else ()
    # 0-d and empty inputs for a few (each case costs JAX's CI session a compilation per op)
    edge = [Z, EMPTY] if name in ("relu", "gelu", "softplus", "hardtanh", "logsigmoid") else []
    for x in [X, X64, *edge]:
        check("torch", f"nn.functional.{name}", (x, *extra), kw, rtol_scale=4)


@pytest.mark.parametrize("name", ["softmax", "log_softmax", "softmin"])
def test_softmax_family(name):
    x = f32(2, 3, 4)
    for dim in (0, 1, -1):
        check("torch", f"nn.functional.{name}", (x,), {"dim": dim}, rtol_scale=2)
    check("torch", f"nn.functional.{name}", (x,), {"dim": 1, "dtype": ft.float64})
    check("torch", f"nn.functional.{name}", (Z,), {"dim": 0})
    with warnings.catch_warnings():  # PyTorch warns about the implicit dim; the frontend not
        warnings.simplefilter("ignore")
        check("torch", f"nn.functional.{name}", (x,))


def test_prelu_glu_inplace():
    check("torch", "nn.functional.prelu", (IMG, np.array([0.1, 0.2, 0.3], np.float32)))
    check("torch", "nn.functional.prelu", (X, np.array([0.25], np.float32)))
    check("torch", "nn.functional.glu", (f32(2, 6),))
    check("torch", "nn.functional.glu", (f32(4, 3),), {"dim": 0})
    t = ft._frontend_array(ivy.asarray(np.array([-1.0, 2.0], np.float32)))
    assert F.relu(t, inplace=True) is t and t.tolist() == [0.0, 2.0]


# --- linear maps, convolutions -----------------------------------------------------------------
def test_linear_bilinear():
    check("torch", "nn.functional.linear", (f32(2, 5, 4), f32(3, 4), f32(3)), rtol_scale=4)
    check("torch", "nn.functional.linear", (f32(4), f32(3, 4)), rtol_scale=4)
    check("torch", "nn.functional.bilinear", (f32(5, 3), f32(5, 2), f32(4, 3, 2), f32(4)),
          rtol_scale=4)


CONV2D = [({}, (4, 3, 3, 3)), ({"padding": 1, "stride": 2}, (4, 3, 3, 3)),
          ({"padding": "same"}, (4, 3, 4, 2)), ({"padding": "valid", "dilation": 2}, (2, 3, 2, 2)),
          ({"groups": 3, "padding": (1, 0)}, (6, 1, 3, 3)),
          ({"stride": (2, 1), "padding": (2, 1), "dilation": (1, 2)}, (5, 3, 3, 2))]


@pytest.mark.parametrize("case", range(len(CONV2D)))
def test_conv2d(case):
    kw, wshape = CONV2D[case]
    check("torch", "nn.functional.conv2d", (IMG, f32(*wshape)), kw, rtol_scale=10)
    check("torch", "nn.functional.conv2d", (IMG, f32(*wshape), f32(wshape[0])), kw,
          rtol_scale=10)


def test_conv1d_conv3d_unbatched_float64():
    check("torch", "nn.functional.conv1d", (SEQ, f32(4, 3, 3)), {"padding": 2, "stride": 2},
          rtol_scale=10)
    check("torch", "nn.functional.conv1d", (SEQ[0], f32(4, 3, 2)), {"padding": "same"},
          rtol_scale=10)
    check("torch", "nn.functional.conv3d", (VOL, f32(3, 2, 2, 3, 2), f32(3)), {"padding": 1},
          rtol_scale=10)
    check("torch", "nn.functional.conv2d", (IMG64, f64(3, 2, 3, 3)), {"padding": 1})
    check("torch", "nn.functional.conv2d", (IMG[0], f32(2, 3, 3, 3)), rtol_scale=10)


def test_conv_transpose():
    check("torch", "nn.functional.conv_transpose2d", (IMG, f32(3, 2, 3, 3), f32(2)),
          {"stride": 2, "padding": 1, "output_padding": 1}, rtol_scale=10)
    check("torch", "nn.functional.conv_transpose2d", (IMG, f32(3, 2, 2, 3)),
          {"groups": 3, "dilation": (2, 1)}, rtol_scale=10)
    check("torch", "nn.functional.conv_transpose1d", (SEQ, f32(3, 4, 3)), {"stride": 3},
          rtol_scale=10)
    check("torch", "nn.functional.conv_transpose3d", (VOL, f32(2, 3, 2, 2, 2)), {"stride": 2},
          rtol_scale=10)


# --- pooling -----------------------------------------------------------------------------------
def test_max_pool():
    check("torch", "nn.functional.max_pool2d", (IMG, 2))
    check("torch", "nn.functional.max_pool2d", (IMG, 3), {"stride": 2, "padding": 1})
    check("torch", "nn.functional.max_pool2d", (IMG, (3, 2)),
          {"stride": (2, 1), "dilation": (1, 2), "ceil_mode": True})
    check("torch", "nn.functional.max_pool1d", (SEQ, 3), {"stride": 2, "ceil_mode": True})
    check("torch", "nn.functional.max_pool3d", (VOL, 2))
    check("torch", "nn.functional.max_pool2d", (IMG[0], 2))


def test_avg_pool():
    check("torch", "nn.functional.avg_pool2d", (IMG, 2), rtol_scale=4)
    check("torch", "nn.functional.avg_pool2d", (IMG, 3), {"stride": 2, "padding": 1},
          rtol_scale=4)
    check("torch", "nn.functional.avg_pool2d", (IMG, 3),
          {"stride": 2, "padding": 1, "count_include_pad": False, "ceil_mode": True},
          rtol_scale=4)
    check("torch", "nn.functional.avg_pool1d", (SEQ, 4), {"stride": 3, "padding": 2},
          rtol_scale=4)
    check("torch", "nn.functional.avg_pool3d", (VOL, 2), {"ceil_mode": True}, rtol_scale=4)


def test_adaptive_pool():
    check("torch", "nn.functional.adaptive_avg_pool2d", (IMG, 1), rtol_scale=4)
    check("torch", "nn.functional.adaptive_avg_pool2d", (IMG, (3, 5)), rtol_scale=4)
    check("torch", "nn.functional.adaptive_avg_pool2d", (IMG, (None, 2)), rtol_scale=4)
    check("torch", "nn.functional.adaptive_avg_pool1d", (SEQ, 4), rtol_scale=4)
    check("torch", "nn.functional.adaptive_avg_pool3d", (VOL, (2, 3, 3)), rtol_scale=4)
    check("torch", "nn.functional.adaptive_max_pool2d", (IMG, (3, 5)))
    check("torch", "nn.functional.adaptive_max_pool1d", (SEQ, 4))
    check("torch", "nn.functional.adaptive_max_pool3d", (VOL, 2))


def test_unfold_fold_pixel_shuffle():
    check("torch", "nn.functional.unfold", (IMG, 3), rtol_scale=4)
    check("torch", "nn.functional.unfold", (IMG, (2, 3)), {"stride": 2, "padding": 1,
                                                            "dilation": (1, 2)}, rtol_scale=4)
    check("torch", "nn.functional.fold", (f32(2, 3 * 4, 12), (5, 6), 2), {"stride": (1, 2)},
          rtol_scale=4)
    check("torch", "nn.functional.fold", (f32(2, 2 * 9, 9), (6, 6), 3),
          {"stride": 2, "padding": 1}, rtol_scale=4)
    check("torch", "nn.functional.pixel_shuffle", (f32(2, 8, 3, 4), 2))
    check("torch", "nn.functional.pixel_unshuffle", (f32(2, 2, 4, 6), 2))


# --- padding, resampling -----------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["constant", "reflect", "replicate", "circular"])
def test_pad(mode):
    check("torch", "nn.functional.pad", (IMG, (1, 2, 2, 1)), {"mode": mode})
    check("torch", "nn.functional.pad", (SEQ, (2, 1)), {"mode": mode})
    if mode == "constant":
        check("torch", "nn.functional.pad", (IMG, (1, -2, 0, 0, 1, 1)), {"value": 2.5})


@pytest.mark.parametrize("mode,kw", [("nearest", {}), ("bilinear", {}),
                                     ("bilinear", {"align_corners": True}), ("bicubic", {}),
                                     ("bicubic", {"align_corners": True}), ("area", {})])
def test_interpolate(mode, kw):
    check("torch", "nn.functional.interpolate", (IMG,), {"size": (11, 5), "mode": mode, **kw},
          rtol_scale=10)
    check("torch", "nn.functional.interpolate", (IMG,), {"scale_factor": 2, "mode": mode, **kw},
          rtol_scale=10)


def test_interpolate_1d_3d():
    check("torch", "nn.functional.interpolate", (SEQ,), {"size": 5, "mode": "linear"},
          rtol_scale=10)
    check("torch", "nn.functional.interpolate", (VOL,), {"scale_factor": 2, "mode": "trilinear",
                                                         "align_corners": True}, rtol_scale=10)
    check("torch", "nn.functional.interpolate", (SEQ,),
          {"scale_factor": 1.5, "mode": "nearest", "recompute_scale_factor": True})


@pytest.mark.parametrize("padding_mode,align", [("zeros", False), ("zeros", True),
                                                ("border", False), ("border", True),
                                                ("reflection", True)])
def test_grid_sample_affine_grid(padding_mode, align):
    theta = np.array([[[0.9, -0.3, 0.1], [0.2, 1.1, -0.2]], [[1.3, 0.0, 0.4], [0.0, 0.7, 0.3]]],
                     dtype=np.float32)
    check("torch", "nn.functional.affine_grid", (theta, (2, 3, 5, 4)),
          {"align_corners": align}, rtol_scale=4)
    grid = f32(2, 5, 4, 2, lo=-1.3, hi=1.3)
    check("torch", "nn.functional.grid_sample", (IMG, grid),
          {"padding_mode": padding_mode, "align_corners": align}, rtol_scale=10)


def test_affine_grid_3d():
    theta = f32(2, 3, 4)
    check("torch", "nn.functional.affine_grid", (theta, (2, 1, 3, 4, 5)), {"align_corners": False},
          rtol_scale=4)


# --- normalisations ----------------------------------------------------------------------------
def test_layer_group_norm():
    check("torch", "nn.functional.layer_norm", (IMG, (7,)), rtol_scale=10)
    check("torch", "nn.functional.layer_norm", (IMG, (8, 7), f32(8, 7), f32(8, 7)),
          rtol_scale=10)
    check("torch", "nn.functional.group_norm", (f32(2, 6, 5, 4), 3, f32(6), f32(6)),
          rtol_scale=10)
    check("torch", "nn.functional.group_norm", (f32(3, 4), 2), rtol_scale=10)
    check("torch", "nn.functional.rms_norm", (IMG, (7,), f32(7)), rtol_scale=10)
    check("torch", "nn.functional.instance_norm", (IMG, None, None, f32(3), f32(3)),
          rtol_scale=10)
    check("torch", "nn.functional.local_response_norm", (f32(2, 6, 3, 3), 3), rtol_scale=10)


def test_batch_norm_eval_and_training():
    mean, var = f32(3), f32(3, lo=0.5, hi=2.0)
    check("torch", "nn.functional.batch_norm", (IMG, mean, var, f32(3), f32(3)), rtol_scale=10)
    check("torch", "nn.functional.batch_norm", (IMG, mean, var), {"training": True},
          rtol_scale=10)
    check("torch", "nn.functional.batch_norm", (IMG, None, None), {"training": True},
          rtol_scale=10)
    # the running statistics are updated in place, as PyTorch's buffers (PyTorch's documented
    # update: the unbiased batch variance; instance norm: the batch mean of each sample's)
    x = IMG.astype(np.float64)
    fm, fv = ft.tensor(mean), ft.tensor(var)
    F.batch_norm(ft.tensor(IMG), fm, fv, training=True, momentum=0.3)
    np.testing.assert_allclose(fm.numpy(), 0.7 * mean + 0.3 * x.mean(axis=(0, 2, 3)), rtol=1e-5)
    np.testing.assert_allclose(fv.numpy(), 0.7 * var + 0.3 * x.var(axis=(0, 2, 3), ddof=1),
                               rtol=1e-5)
    fm, fv = ft.tensor(mean), ft.tensor(var)
    F.instance_norm(ft.tensor(IMG), fm, fv, momentum=0.2)
    np.testing.assert_allclose(fm.numpy(), 0.8 * mean + 0.2 * x.mean(axis=(2, 3)).mean(0),
                               rtol=1e-5)
    np.testing.assert_allclose(fv.numpy(), 0.8 * var + 0.2 * x.var(axis=(2, 3), ddof=1).mean(0),
                               rtol=1e-5)


def test_normalize_distances_attention():
    check("torch", "nn.functional.normalize", (IMG,), rtol_scale=4)
    check("torch", "nn.functional.normalize", (f32(4, 5),), {"p": 1.0, "dim": -1}, rtol_scale=4)
    check("torch", "nn.functional.cosine_similarity", (f32(4, 5), f32(1, 5)), rtol_scale=4)
    check("torch", "nn.functional.cosine_similarity", (IMG, IMG[::-1].copy()), {"dim": 0},
          rtol_scale=4)
    check("torch", "nn.functional.pairwise_distance", (f32(4, 5), f32(4, 5)), rtol_scale=4)
    check("torch", "nn.functional.pairwise_distance", (f32(4, 5), f32(4, 5)),
          {"p": 1.0, "keepdim": True}, rtol_scale=4)
    q, k, v = f32(2, 3, 4, 8), f32(2, 3, 6, 8), f32(2, 3, 6, 5)
    check("torch", "nn.functional.scaled_dot_product_attention", (q, k, v), rtol_scale=10)
    check("torch", "nn.functional.scaled_dot_product_attention", (q, k, v),
          {"is_causal": True, "scale": 0.3}, rtol_scale=10)
    mask = R.uniform(size=(4, 6)) > 0.3
    mask[:, 0] = True
    check("torch", "nn.functional.scaled_dot_product_attention", (q, k, v),
          {"attn_mask": mask}, rtol_scale=10)
    check("torch", "nn.functional.scaled_dot_product_attention", (q, k, v),
          {"attn_mask": f32(4, 6)}, rtol_scale=10)


def test_embedding_one_hot_dropout():
    idx = np.array([[0, 3, 2], [4, 4, 1]])
    check("torch", "nn.functional.embedding", (idx, f32(5, 3)))
    check("torch", "nn.functional.embedding", (idx, f32(5, 3)), {"padding_idx": 4})
    check("torch", "nn.functional.one_hot", (idx,))
    check("torch", "nn.functional.one_hot", (idx, 6))
    check("torch", "nn.functional.dropout", (X,), {"training": False})
    y = F.dropout(ft.ones(10000), 0.25).numpy()
    np.testing.assert_allclose(np.unique(y), [0.0, 4 / 3], rtol=1e-6)
    assert abs((y == 0).mean() - 0.25) < 0.03
    y = F.dropout2d(ft.ones(2, 400, 3, 3), 0.5).numpy()
    assert (y.reshape(800, 9).std(axis=1) == 0).all() and abs((y == 0).mean() - 0.5) < 0.1


# --- losses ------------------------------------------------------------------------------------
LOGITS = f32(6, 5)
LABELS = np.array([0, 4, 2, 2, -100, 1])
W5 = f32(5, lo=0.2, hi=2.0)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_cross_entropy_nll(reduction):
    kw = {"reduction": reduction}
    check("torch", "nn.functional.cross_entropy", (LOGITS, LABELS), kw, rtol_scale=10)
    check("torch", "nn.functional.cross_entropy", (LOGITS, LABELS),
          {**kw, "weight": W5, "label_smoothing": 0.1}, rtol_scale=10)
    check("torch", "nn.functional.cross_entropy", (LOGITS, LABELS % 5),
          {**kw, "ignore_index": 2, "label_smoothing": 0.2}, rtol_scale=10)
    probs = R.dirichlet(np.ones(5), 6).astype(np.float32)
    check("torch", "nn.functional.cross_entropy", (LOGITS, probs),
          {**kw, "weight": W5, "label_smoothing": 0.1}, rtol_scale=10)
    check("torch", "nn.functional.cross_entropy", (f32(2, 5, 3, 4), np.array(
        R.integers(0, 5, (2, 3, 4)))), kw, rtol_scale=10)
    check("torch", "nn.functional.nll_loss", (LOGITS, LABELS), {**kw, "weight": W5},
          rtol_scale=10)
    check("torch", "nn.functional.cross_entropy", (LOGITS[0], np.array(3)), kw, rtol_scale=10)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_regression_and_binary_losses(reduction):
    x, y = f32(4, 5), f32(4, 5)
    kw = {"reduction": reduction}
    for name in ("mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss", "soft_margin_loss"):
        check("torch", f"nn.functional.{name}", (x, y), kw, rtol_scale=10)
    check("torch", "nn.functional.smooth_l1_loss", (x, y), {**kw, "beta": 0.5}, rtol_scale=10)
    check("torch", "nn.functional.huber_loss", (x, y), {**kw, "delta": 0.5}, rtol_scale=10)
    p = f32(4, 5, lo=0.0, hi=1.0)
    p[0, 0], p[0, 1] = 0.0, 1.0
    t = f32(4, 5, lo=0.0, hi=1.0)
    check("torch", "nn.functional.binary_cross_entropy", (p, t), kw, rtol_scale=10)
    check("torch", "nn.functional.binary_cross_entropy", (p, t), {**kw, "weight": f32(5)},
          rtol_scale=10)
    check("torch", "nn.functional.binary_cross_entropy_with_logits", (x * 10, t),
          {**kw, "pos_weight": f32(5, lo=0.5, hi=3.0)}, rtol_scale=10)
    check("torch", "nn.functional.binary_cross_entropy_with_logits", (x, t), kw, rtol_scale=10)
    lp = np.log(R.dirichlet(np.ones(5), 4)).astype(np.float32)
    q = R.dirichlet(np.ones(5), 4).astype(np.float32)
    q[0, 0] = 0.0
    check("torch", "nn.functional.kl_div", (lp, q), kw, rtol_scale=10)
    check("torch", "nn.functional.kl_div", (lp, np.log(q + 0.1)), {**kw, "log_target": True},
          rtol_scale=10)
    sign = np.where(R.uniform(size=4) > 0.5, 1.0, -1.0).astype(np.float32)
    check("torch", "nn.functional.margin_ranking_loss", (x[:, 0], y[:, 0], sign),
          {**kw, "margin": 0.2}, rtol_scale=10)
    check("torch", "nn.functional.hinge_embedding_loss", (x, np.sign(y)), kw, rtol_scale=10)
    check("torch", "nn.functional.cosine_embedding_loss", (x, y, sign), {**kw, "margin": 0.1},
          rtol_scale=10)
    check("torch", "nn.functional.poisson_nll_loss", (x, np.abs(y) * 3), kw, rtol_scale=10)
    check("torch", "nn.functional.poisson_nll_loss", (np.abs(x), np.abs(y) * 3),
          {**kw, "log_input": False, "full": True}, rtol_scale=10)
    check("torch", "nn.functional.gaussian_nll_loss", (x, y, np.abs(f32(4, 1)) + 0.1), kw,
          rtol_scale=10)


def test_kl_div_batchmean_and_legacy_reduction():
    lp = np.log(R.dirichlet(np.ones(5), 4)).astype(np.float32)
    q = R.dirichlet(np.ones(5), 4).astype(np.float32)
    check("torch", "nn.functional.kl_div", (lp, q), {"reduction": "batchmean"}, rtol_scale=10)
    with warnings.catch_warnings():  # PyTorch's deprecation warning (the frontend keeps quiet)
        warnings.simplefilter("ignore")
        check("torch", "nn.functional.mse_loss", (lp, q), {"reduce": False}, rtol_scale=10)


# --- errors ------------------------------------------------------------------------------------
def test_unsupported_options_and_names_raise():
    x = ft.tensor(IMG)
    with pytest.raises(ivy.IvyValueError, match="return_indices"):
        F.max_pool2d(x, 2, return_indices=True)
    with pytest.raises(ivy.IvyValueError, match="divisor_override"):
        F.avg_pool2d(x, 2, divisor_override=3)
    with pytest.raises(ivy.IvyValueError, match="antialias"):
        F.interpolate(x, size=(4, 4), mode="bilinear", antialias=True)
    with pytest.raises(ivy.IvyValueError, match="nearest-exact"):
        F.interpolate(x, size=(4, 4), mode="nearest-exact")
    with pytest.raises(ivy.IvyValueError, match="recompute_scale_factor"):
        F.interpolate(x, scale_factor=1.5, mode="bilinear")
    with pytest.raises(ivy.IvyValueError, match="mode"):
        F.grid_sample(x, ft.zeros(2, 3, 3, 2), mode="nearest")
    with pytest.raises(ivy.IvyValueError, match="reflection"):
        F.grid_sample(x, ft.zeros(2, 3, 3, 2), padding_mode="reflection")
    with pytest.raises(ivy.IvyValueError, match="max_norm"):
        F.embedding(ft.tensor([0]), ft.ones(3, 2), max_norm=1.0)
    with pytest.raises(ivy.IvyValueError, match="enable_gqa"):
        F.scaled_dot_product_attention(x, x, x, enable_gqa=True)
    with pytest.raises(ivy.IvyUnsupportedError, match="ctc_loss"):
        F.ctc_loss()
    with pytest.raises(RuntimeError, match="strided"):
        F.conv2d(x, ft.ones(2, 3, 3, 3), stride=2, padding="same")
    with pytest.raises(ValueError, match="align_corners"):
        F.interpolate(x, size=(4, 4), mode="nearest", align_corners=True)
    with pytest.raises(RuntimeError, match="evaluation mode"):
        F.batch_norm(x, None, None)
    with pytest.raises(ivy.IvyValueError, match="momentum"):
        F.batch_norm(x, None, None, training=True, momentum=None)
    with pytest.raises(ivy.IvyValueError, match="padding"):
        F.conv_transpose2d(x, ft.ones(3, 2, 3, 3), padding="same")
    with pytest.raises(ivy.IvyUnsupportedError, match="indices"):
        F.max_unpool2d()


# --- the less common ones ----------------------------------------------------------------------
def test_more_pooling_shuffles_and_inplace():
    check("torch", "nn.functional.lp_pool2d", (np.abs(IMG), 2.0, 2), rtol_scale=10)
    check("torch", "nn.functional.lp_pool1d", (SEQ, 3, 3), {"stride": 2}, rtol_scale=10)
    check("torch", "nn.functional.lp_pool3d", (np.abs(VOL), 1.5, 2), rtol_scale=10)
    check("torch", "nn.functional.channel_shuffle", (f32(2, 6, 3, 3), 3))
    check("torch", "nn.functional.pdist", (f32(5, 3),), rtol_scale=10)
    check("torch", "nn.functional.pdist", (f32(4, 3),), {"p": 1.0}, rtol_scale=10)
    check("torch", "nn.functional.rrelu", (X,))
    check("torch", "nn.functional.alpha_dropout", (X,))
    for name, args in (("relu_", ()), ("elu_", (0.5,)), ("celu_", (2.0,)), ("selu_", ()),
                       ("leaky_relu_", (0.3,)), ("hardtanh_", (-0.5, 0.5)),
                       ("threshold_", (0.1, 5.0)), ("rrelu_", ())):
        t = ft.tensor(X)
        assert getattr(F, name)(t, *args) is t
        np.testing.assert_allclose(t.numpy(), getattr(F, name[:-1])(ft.tensor(X), *args).numpy())


def test_random_activations_and_dropouts():
    x = ft.tensor(f32(200, 50))
    y = F.rrelu(x, training=True).numpy()
    neg = x.numpy() < 0
    slope = y[neg] / x.numpy()[neg]
    assert slope.min() >= 1 / 8 - 1e-6 and slope.max() <= 1 / 3 + 1e-6 and slope.std() > 0.01
    y = F.alpha_dropout(ft.tensor(R.normal(size=20000).astype(np.float32)), 0.2,
                        training=True).numpy()  # keeps a standard normal's mean and variance
    assert abs(y.mean()) < 0.05 and abs(y.std() - 1.0) < 0.05
    assert abs(np.isclose(y, -1.2361598).mean() - 0.2) < 0.02  # dropped: -a * alpha * (1 - p)
    g = F.gumbel_softmax(ft.tensor(f32(300, 4)), tau=0.5).numpy()
    np.testing.assert_allclose(g.sum(-1), 1.0, rtol=1e-5)
    h = F.gumbel_softmax(ft.tensor(f32(300, 4)), hard=True).numpy()
    assert set(np.unique(h)) <= {0.0, 1.0} and (h.sum(-1) == 1).all()


@pytest.mark.parametrize("reduction", ["mean", "none"])
def test_more_losses(reduction):
    kw = {"reduction": reduction}
    x = f32(4, 5)
    t = np.array([1, 0, 4, 2])
    check("torch", "nn.functional.multi_margin_loss", (x, t), kw, rtol_scale=10)
    check("torch", "nn.functional.multi_margin_loss", (x, t),
          {**kw, "p": 2, "margin": 0.5, "weight": W5}, rtol_scale=10)
    mt = np.array([[3, 0, -1, 1, 2], [1, 2, 3, 4, 0], [-1, 0, 0, 0, 0], [4, -1, 2, 2, 2]])
    check("torch", "nn.functional.multilabel_margin_loss", (x, mt), kw, rtol_scale=10)
    y01 = (R.uniform(size=(4, 5)) > 0.5).astype(np.float32)
    check("torch", "nn.functional.multilabel_soft_margin_loss", (x, y01), kw, rtol_scale=10)
    check("torch", "nn.functional.multilabel_soft_margin_loss", (x, y01), {**kw, "weight": W5},
          rtol_scale=10)
    a, p, n = f32(4, 5), f32(4, 5), f32(4, 5)
    check("torch", "nn.functional.triplet_margin_loss", (a, p, n), kw, rtol_scale=10)
    check("torch", "nn.functional.triplet_margin_loss", (a, p, n),
          {**kw, "p": 1, "swap": True, "margin": 2.0}, rtol_scale=10)
    check("torch", "nn.functional.triplet_margin_with_distance_loss", (a, p, n),
          {**kw, "swap": True}, rtol_scale=10)
    check("torch", "nn.functional.linear_cross_entropy", (f32(6, 3), f32(5, 3), LABELS),
          {**kw, "linear_bias": W5, "label_smoothing": 0.1}, rtol_scale=10)
