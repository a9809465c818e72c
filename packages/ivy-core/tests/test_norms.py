"""Normalisation (Ivy's own): layer_norm over any axes (PyTorch's and MXNet's native trailing-axis
path and the composition), batch_norm in inference and training (the running-statistics update),
group_norm channel-last, against NumPy references in float64; every bad argument's error;
gradients against finite differences."""

import ivy
import numpy as np
import pytest
from _harness import BK, Rec, assert_array, assert_result, by_name, native, record_tests
from _nn_grad import check_grad
from _strategies import REAL_FLOAT, Case, Dom

FLOATS = [d for d in REAL_FLOAT if d in BK.xp._pkg.DTYPES]
VALUES = Dom(-10.0, 10.0, special=False)
POSITIVE = Dom(0.25, 4.0, special=False)
SHAPES = [(2, 3, 4), (3, 4), (2, 1, 4), (0, 4)]  # few shapes: JAX compiles each op per shape


def _spread(draw, dtype, shape):
    """``x`` whose every slice along any axis has distinct values (a ramp of stride >= 1 plus drawn
    noise below 0.4): the variances stay away from 0, where float32 statistics lose all digits."""
    ramp = np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape)
    noise = draw.array(dtype, shape, Dom(-0.375, 0.375, special=False), label="x noise")
    return np.asarray(ramp + noise, dtype=dtype)


def _f64(a):
    return None if a is None else np.asarray(a, dtype=np.float64)


def _standardise(x, axes, eps):
    m = x.mean(axis=axes, keepdims=True)
    return (x - m) / np.sqrt(x.var(axis=axes, keepdims=True) + eps)


def _affine(y, scale, offset):
    if scale is not None:
        y = y * scale
    return y if offset is None else y + offset


# --- layer_norm -------------------------------------------------------------------------------------
def layer_norm_ref(x, idxs, scale=None, offset=None, eps=1e-5):
    axes = tuple(np.atleast_1d(idxs).tolist())
    with np.errstate(all="ignore"):
        y = _affine(_standardise(_f64(x), axes, eps), _f64(scale), _f64(offset))
    return y.astype(x.dtype)


def layer_norm_build(draw, dtype):
    shape = draw.choice(SHAPES, label="shape")
    n = len(shape)
    form = draw.choice(["last", "trailing", "any"], label="axes form")
    if form == "last":
        idxs, pshape = draw.choice([-1, n - 1], label="last axis"), shape[-1:]
    elif form == "trailing":
        k = draw.integer(1, n, label="k")
        idxs, pshape = tuple(range(-k, 0)), shape[n - k:]
    else:
        idxs = draw.choice([(0,), (0, n - 1), (-2,)], label="axes")
        pshape = tuple(s if i in {a % n for a in idxs} else 1 for i, s in enumerate(shape))
    kw = {}
    for name, dom in (("scale", POSITIVE), ("offset", VALUES)):
        if draw.boolean(label=name):
            kw[name] = draw.array(dtype, pshape, dom, label=name)
    if draw.boolean(label="eps"):
        kw["eps"] = 0.1
    return Case(_spread(draw, dtype, shape), idxs, **kw)


# --- batch_norm -------------------------------------------------------------------------------------
def batch_norm_ref(x, mean, variance, offset=None, scale=None, training=False, eps=1e-5,
                   momentum=0.1):
    x64 = _f64(x)
    if training:
        axes = tuple(range(x.ndim - 1))
        n = x64.size // x64.shape[-1]
        m, v = x64.mean(axis=axes), x64.var(axis=axes)
        new_m = (1 - momentum) * _f64(mean) + momentum * m
        new_v = (1 - momentum) * _f64(variance) + momentum * x64.var(axis=axes, ddof=1)
        assert np.allclose(x64.var(axis=axes, ddof=1), v * n / (n - 1))
    else:
        m, v, new_m, new_v = _f64(mean), _f64(variance), _f64(mean), _f64(variance)
    y = _affine((x64 - m) / np.sqrt(v + eps), _f64(scale), _f64(offset))
    return y.astype(x.dtype), new_m.astype(mean.dtype), new_v.astype(variance.dtype)


def batch_norm_build(draw, dtype):
    shape = draw.choice(SHAPES[:3], label="shape")
    c = shape[-1]
    kw = {}
    for name, dom in (("offset", VALUES), ("scale", POSITIVE)):
        if draw.boolean(label=name):
            kw[name] = draw.array(dtype, (c,), dom, label=name)
    if draw.boolean(label="training"):
        kw["training"] = True
        kw["momentum"] = draw.choice([0.1, 0.0, 1.0, 0.5], label="momentum")
    if draw.boolean(label="eps"):
        kw["eps"] = 1e-3
    return Case(_spread(draw, dtype, shape), draw.array(dtype, (c,), VALUES, label="mean"),
                draw.array(dtype, (c,), POSITIVE, label="variance"), **kw)


# --- group_norm -------------------------------------------------------------------------------------
def group_norm_ref(x, num_groups, scale=None, offset=None, eps=1e-5):
    x64 = _f64(x)
    n, c = x64.shape[0], x64.shape[-1]
    # an independent layout: channels first, then one row per (sample, group)
    xc = np.moveaxis(x64, -1, 1).reshape(n, num_groups, -1)
    with np.errstate(all="ignore"):
        yc = (xc - xc.mean(-1, keepdims=True)) / np.sqrt(xc.var(-1, keepdims=True) + eps)
    y = np.moveaxis(yc.reshape((n, c) + x64.shape[1:-1]), 1, -1)
    return _affine(y, _f64(scale), _f64(offset)).astype(x.dtype)


def group_norm_build(draw, dtype):
    shape = draw.choice([(2, 3, 4), (2, 4), (1, 2, 2, 6)], label="shape")
    c = shape[-1]
    g = draw.choice([d for d in (2, 1, 3, c) if c % d == 0], label="num_groups")
    kw = {}
    for name, dom in (("scale", POSITIVE), ("offset", VALUES)):
        if draw.boolean(label=name):
            kw[name] = draw.array(dtype, (c,), dom, label=name)
    if draw.boolean(label="eps"):
        kw["eps"] = 0.1
    return Case(_spread(draw, dtype, shape), g, **kw)


def _check(out, ref, case):
    assert_result(out, ref, scale=10)  # a variance and a square root deep


RECORDS = [
    Rec("batch_norm", REAL_FLOAT, batch_norm_build, ref=batch_norm_ref, check=_check),
    Rec("group_norm", REAL_FLOAT, group_norm_build, ref=group_norm_ref, check=_check),
    Rec("layer_norm", REAL_FLOAT, layer_norm_build, ref=layer_norm_ref, check=_check),
]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- fixed cases ------------------------------------------------------------------------------------
X = np.arange(24, dtype=np.float64).reshape(2, 3, 4) ** 1.5 / 10.0 + 1e3  # a large mean
# what rounding the centred values of X costs (float32: ulp(1e3) / std ~ 1e-4)
COND_ATOL = {"float32": 1e-3, "float64": 1e-11}


@pytest.mark.parametrize("dtype", FLOATS)
def test_layer_norm_matches_every_path(dtype):
    x = X.astype(dtype)
    scale, offset = np.linspace(0.5, 2, 4).astype(dtype), np.linspace(-1, 1, 4).astype(dtype)
    for idxs, kw in ((-1, {"scale": scale, "offset": offset}), ((1, 2), {}), ((-2, -1), {}),
                     (0, {}), ((0, 2), {"offset": offset}), (np.int64(-1), {"scale": scale}),
                     ([1, 2], {})):
        out = ivy.layer_norm(native(x), idxs, **{k: native(v) for k, v in kw.items()})
        assert_array(out, layer_norm_ref(x, idxs, **kw), scale=50, atol=COND_ATOL[dtype])


def test_layer_norm_promotes_scale():
    if "float64" not in FLOATS:
        return
    x = X.astype("float32")  # normalised in float32, then scaled in float64
    out = ivy.layer_norm(native(x), -1, scale=native(np.full(4, 2.0)))
    assert_array(out, 2.0 * layer_norm_ref(x, -1).astype("float64"), atol=1e-3)  # mean 1e3 in f32


@pytest.mark.parametrize("dtype", FLOATS)
def test_batch_norm_contract(dtype):
    x = X.astype(dtype)
    mean, var = np.zeros(4, dtype), np.ones(4, dtype)
    y, m, v = ivy.batch_norm(native(x), native(mean), native(var))  # inference: stats unchanged
    assert_result((y, m, v), batch_norm_ref(x, mean, var), scale=50)  # exact: unit variance
    y, m, v = ivy.batch_norm(native(x), native(mean), native(var), training=True, momentum=0.25)
    ref = batch_norm_ref(x, mean, var, training=True, momentum=0.25)
    assert_result((y, m, v), ref, scale=1e3)
    yn = np.asarray(ref[0], np.float64).reshape(-1, 4)
    np.testing.assert_allclose(yn.mean(0), 0, atol=1e-3)  # the batch is normalised by itself
    np.testing.assert_allclose(yn.std(0), 1, atol=1e-3)


@pytest.mark.parametrize("dtype", FLOATS)
def test_group_norm_extremes(dtype):
    x = X.astype(dtype)
    # one group: layer norm over everything but the batch axis; C groups: instance norm
    assert_array(ivy.group_norm(native(x), 1), layer_norm_ref(x, (1, 2)), atol=COND_ATOL[dtype])
    inst = layer_norm_ref(x, 1)
    assert_array(ivy.group_norm(native(x), 4), inst, atol=COND_ATOL[dtype])


# --- errors ---------------------------------------------------------------------------------------
def test_bad_arguments_raise():
    x = native(X)
    with pytest.raises(ivy.IvyValueError, match="layer_norm.*normalized_idxs 3 is out of bounds"):
        ivy.layer_norm(x, 3)
    with pytest.raises(ivy.IvyValueError, match="layer_norm.*repeated axis"):
        ivy.layer_norm(x, (1, -2))
    with pytest.raises(ivy.IvyValueError, match="layer_norm.*at least one axis"):
        ivy.layer_norm(x, ())
    with pytest.raises(ivy.IvyValueError, match=r"layer_norm.*scale of shape \(3,\) does not broadcast"):
        ivy.layer_norm(x, -1, scale=native(np.ones(3)))
    with pytest.raises(ivy.IvyValueError, match="layer_norm.*eps"):
        ivy.layer_norm(x, -1, eps=-1.0)
    mean, var = native(np.zeros(4)), native(np.ones(4))
    with pytest.raises(ivy.IvyValueError, match="batch_norm.*at least 2 dimensions"):
        ivy.batch_norm(native(np.zeros(4)), mean, var)
    with pytest.raises(ivy.IvyValueError, match=r"batch_norm.*variance must have shape \(4,\)"):
        ivy.batch_norm(x, mean, native(np.ones(3)))
    with pytest.raises(ivy.IvyValueError, match=r"batch_norm.*scale must have shape \(4,\)"):
        ivy.batch_norm(x, mean, var, scale=native(np.ones((1, 4))))
    with pytest.raises(ivy.IvyValueError, match="batch_norm.*more than one value per channel"):
        ivy.batch_norm(native(np.zeros((1, 4))), mean, var, training=True)
    with pytest.raises(ivy.IvyValueError, match="batch_norm.*momentum"):
        ivy.batch_norm(x, mean, var, momentum=1.5)
    for g in (3, 0, 2.0, 8):
        with pytest.raises(ivy.IvyValueError, match="group_norm.*num_groups must be a positive int dividing"):
            ivy.group_norm(x, g)
    with pytest.raises(ivy.IvyValueError, match="group_norm.*at least 2 dimensions"):
        ivy.group_norm(native(np.zeros(4)), 2)
    with pytest.raises(ivy.IvyValueError, match=r"group_norm.*offset must have shape \(4,\)"):
        ivy.group_norm(x, 2, offset=native(np.ones(2)))


# --- gradients ------------------------------------------------------------------------------------
def test_gradients_match_finite_differences():
    rng = np.random.default_rng(1)
    x, s, o = rng.normal(size=(2, 3, 4)), rng.uniform(0.5, 2, 4), rng.normal(size=4)
    w = rng.normal(size=(2, 3, 4))  # a random projection makes the loss depend on every output

    def proj(y, w_):
        return ivy.sum(ivy.multiply(y, w_))

    check_grad(lambda a, b, c, w_: proj(ivy.layer_norm(a, -1, scale=b, offset=c), w_), x, s, o, w)
    check_grad(lambda a, w_: proj(ivy.layer_norm(a, (0, 2)), w_), x, w)
    check_grad(lambda a, b, w_: proj(ivy.group_norm(a, 2, scale=b), w_), x, s, w)
    m, v = rng.normal(size=4), rng.uniform(0.5, 2, 4)
    check_grad(lambda a, b, w_: proj(ivy.batch_norm(a, m_(a, m), m_(a, v), scale=b, training=True)[0],
                                     w_), x, s, w)


def m_(like, a):
    """Constant ``a`` on ``like``'s backend (the finite differences run on NumPy)."""
    return a if isinstance(like, np.ndarray) else native(a)
