"""Losses (Ivy's own): every loss, reduction and option against SciPy closed forms (xlogy,
rel_entr, log_expit, huber) in float64; promotion of mixed dtypes; every bad argument's error;
gradients against finite differences."""

import ivy
import numpy as np
import pytest
from _harness import BK, Rec, assert_array, assert_result, by_name, native, record_tests
from _nn_grad import check_grad
from _strategies import REAL_FLOAT, Case, Dom
from scipy import special

FLOATS = [d for d in REAL_FLOAT if d in BK.xp._pkg.DTYPES]
PROB = Dom(0.0, 1.0, special=False)
POSITIVE_PROB = Dom(0.015625, 1.0, special=False)  # exact in float32
VALUES = Dom(-10.0, 10.0, special=False)
REDUCTIONS = [None, "mean", "sum", "none"]
# a few shapes shared by every test (JAX compiles each operation once per shape): 0-d, empty,
# and the class axis of length 1
SHAPES = [(2, 3), (3,), (2, 1, 3), (0, 3), ()]


def _reduce(loss, reduction):
    with np.errstate(all="ignore"):
        if reduction in (None, "mean"):
            return np.mean(loss) if loss.size else np.float64(np.nan)
        return np.sum(loss) if reduction == "sum" else loss


def _out(ref, dtype):
    return np.asarray(ref, dtype=dtype)


# --- references: SciPy closed forms in float64 -------------------------------------------------------
def _clip(p, eps):
    return np.clip(p, eps, 1 - eps) if eps else p


def ce_ref(true, pred, axis=-1, epsilon=1e-7, reduction=None):
    t, p = true.astype(np.float64), pred.astype(np.float64)
    return _out(_reduce(-np.sum(special.xlogy(t, _clip(p, epsilon)), axis=axis), reduction), pred.dtype)


def bce_ref(true, pred, from_logits=False, epsilon=1e-7, reduction=None):
    t, p = true.astype(np.float64), pred.astype(np.float64)
    if from_logits:
        loss = -(t * special.log_expit(p) + (1 - t) * special.log_expit(-p))
    else:
        p = _clip(p, epsilon)
        loss = -(special.xlogy(t, p) + special.xlog1py(1 - t, -p))
    return _out(_reduce(loss, reduction), pred.dtype)


def sce_ref(true, pred, axis=-1, epsilon=1e-7, reduction=None):
    p = np.moveaxis(pred.astype(np.float64), axis, -1)
    one_hot = np.eye(p.shape[-1])[true]  # labels -> one-hot rows, classes last
    return _out(_reduce(-np.sum(special.xlogy(one_hot, _clip(p, epsilon)), axis=-1), reduction),
                pred.dtype)


def kl_ref(true, pred, axis=-1, epsilon=1e-7, reduction=None):
    t, p = true.astype(np.float64), pred.astype(np.float64)
    return _out(_reduce(np.sum(special.rel_entr(t, _clip(p, epsilon)), axis=axis), reduction),
                pred.dtype)


def mse_ref(true, pred, reduction=None):
    return _out(_reduce((pred.astype(np.float64) - true) ** 2, reduction), pred.dtype)


def huber_ref(true, pred, delta=1.0, reduction=None):
    r = pred.astype(np.float64) - true
    return _out(_reduce(special.huber(delta, r), reduction), pred.dtype)


# --- builders -------------------------------------------------------------------------------------
def _common(draw, kw):
    red = draw.choice(REDUCTIONS, label="reduction")
    if red is not None:
        kw["reduction"] = red
    return kw


def _eps(draw, kw):
    eps = draw.choice([None, 1e-3, 0.0], label="epsilon")
    if eps is not None:
        kw["epsilon"] = eps
    return POSITIVE_PROB if eps == 0.0 else PROB


def _axis(draw, ndim, kw):
    if not draw.boolean(label="default axis"):
        kw["axis"] = draw.integer(-ndim, ndim - 1, label="axis")
    return kw.get("axis", -1)


def dist_build(draw, dtype):
    shape = draw.choice(SHAPES[:-1], label="shape")
    kw = {}
    _axis(draw, len(shape), kw)
    dom = _eps(draw, kw)
    return Case(draw.array(dtype, shape, PROB, label="true"), draw.array(dtype, shape, dom, label="pred"),
                **_common(draw, kw))


def sparse_build(draw, dtype):
    shape = draw.choice(SHAPES[:3], label="shape")
    kw = {}
    axis = _axis(draw, len(shape), kw)
    dom = _eps(draw, kw)
    pred = draw.array(dtype, shape, dom, label="pred")
    lab_shape = shape[:axis % len(shape)] + shape[axis % len(shape) + 1:]
    labels = draw.array("int64", lab_shape, Dom(ints=(0, shape[axis] - 1)), label="labels")
    return Case(labels, pred, **_common(draw, kw))


def bce_build(draw, dtype):
    shape = draw.choice(SHAPES, label="shape")
    kw = {}
    if draw.boolean(label="from_logits"):
        kw["from_logits"] = True
        dom = VALUES
    else:
        dom = _eps(draw, kw)
    return Case(draw.array(dtype, shape, PROB, label="true"), draw.array(dtype, shape, dom, label="pred"),
                **_common(draw, kw))


def pair_build(options=({},)):
    def build(draw, dtype):
        shape = draw.choice(SHAPES, label="shape")
        kw = dict(draw.choice(list(options), label="options"))
        return Case(draw.array(dtype, shape, VALUES, label="true"),
                    draw.array(dtype, shape, VALUES, label="pred"), **_common(draw, kw))

    return build


def _check(scale):
    def check(out, ref, case):
        n = max(np.size(case.args[1]), 1)
        atol = {"float32": 1e-5, "float64": 1e-12}[np.asarray(ref).dtype.name] * n * 20
        assert_result(out, ref, scale=scale, atol=atol)

    return check


RECORDS = [
    Rec("binary_cross_entropy", REAL_FLOAT, bce_build, ref=bce_ref, check=_check(4)),
    Rec("cross_entropy", REAL_FLOAT, dist_build, ref=ce_ref, check=_check(4)),
    Rec("huber", REAL_FLOAT, pair_build([{}, {"delta": 0.5}, {"delta": 4.0}]), ref=huber_ref,
        check=_check(2)),
    Rec("kl_div", REAL_FLOAT, dist_build, ref=kl_ref, check=_check(4)),
    Rec("mse", REAL_FLOAT, pair_build(), ref=mse_ref, check=_check(2)),
    Rec("sparse_cross_entropy", REAL_FLOAT, sparse_build, ref=sce_ref, check=_check(4)),
]
TABLE = by_name(RECORDS)
test_values, test_dtypes = record_tests(TABLE, RECORDS)

# --- fixed cases ------------------------------------------------------------------------------------
T = np.asarray([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
P = np.asarray([[0.1, 0.7, 0.2], [0.25, 0.25, 0.5]])


@pytest.mark.parametrize("dtype", FLOATS)
def test_known_values(dtype):
    t, p = native(T.astype(dtype)), native(P.astype(dtype))
    assert_array(ivy.cross_entropy(t, p, reduction="none"), np.asarray([-np.log(0.7), -np.log(0.25)], dtype))
    assert_array(ivy.sparse_cross_entropy(native(np.asarray([1, 0])), p, reduction="sum"),
                 np.asarray(-np.log(0.7) - np.log(0.25), dtype))
    assert_array(ivy.mse(t, p), np.asarray(np.mean((P - T) ** 2), dtype))
    assert_array(ivy.huber(t, native(P.astype(dtype) * 4), delta=1.0, reduction="sum"),
                 np.asarray(special.huber(1.0, 4 * P - T).sum(), dtype), scale=2)


def test_confident_wrong_prediction_costs_minus_log_epsilon():
    t = native(np.asarray([[1.0, 0.0]], FLOATS[-1]))
    p = native(np.asarray([[0.0, 1.0]], FLOATS[-1]))
    assert_array(ivy.cross_entropy(t, p), np.asarray(-np.log(1e-7), FLOATS[-1]), scale=10)
    assert_array(ivy.cross_entropy(t, p, epsilon=1e-3), np.asarray(-np.log(1e-3), FLOATS[-1]), scale=10)
    assert_array(ivy.binary_cross_entropy(t, p, reduction="sum"),
                 np.asarray(-np.log(1e-7) - np.log1p(-(1 - 1e-7)), FLOATS[-1]), scale=10)


def test_binary_cross_entropy_from_logits_is_stable():
    z = np.asarray([-800.0, -30.0, 0.0, 30.0, 800.0], FLOATS[0])
    t = np.asarray([1.0, 0.0, 1.0, 1.0, 0.0], FLOATS[0])
    out = ivy.binary_cross_entropy(native(t), native(z), from_logits=True, reduction="none")
    assert_array(out, bce_ref(t, z, from_logits=True, reduction="none"))


def test_mixed_dtypes_promote():
    if "float64" not in FLOATS:
        return
    t64, p32 = native(T.astype("float64")), native(P.astype("float32"))
    assert_array(ivy.mse(t64, p32), np.asarray(np.mean((P.astype("float32") - T) ** 2), "float64"),
                 values=False)
    out = ivy.cross_entropy(native(T.astype("int64")), p32, reduction="none")
    assert_array(out, ce_ref(T, P.astype("float32"), reduction="none"))


# --- errors ---------------------------------------------------------------------------------------
LOSSES = ["binary_cross_entropy", "cross_entropy", "huber", "kl_div", "mse"]


def _args(name):
    if name == "sparse_cross_entropy":
        return native(np.asarray([1, 0])), native(P)
    return native(T), native(P)


@pytest.mark.parametrize("name", LOSSES + ["sparse_cross_entropy"])
def test_bad_reduction_raises(name):
    for bad in ("avg", "MEAN", None, 1):
        with pytest.raises(ivy.IvyValueError, match=f"{name}.*reduction must be one of"):
            getattr(ivy, name)(*_args(name), reduction=bad)


@pytest.mark.parametrize("name", LOSSES)
def test_mismatched_shapes_raise(name):
    with pytest.raises(ivy.IvyValueError, match=rf"{name}.*\(2, 3\).*\(3, 2\).*same shape"):
        getattr(ivy, name)(native(T), native(P.reshape(3, 2)))


def test_bad_axes_labels_and_options_raise():
    t, p = native(T), native(P)
    for name in ("cross_entropy", "kl_div", "sparse_cross_entropy"):
        args = _args(name)
        with pytest.raises(ivy.IvyValueError, match=f"{name}.*axis 2 is out of bounds"):
            getattr(ivy, name)(*args, axis=2)
        for eps in (-0.1, 0.5, "1e-7"):
            with pytest.raises(ivy.IvyValueError, match=f"{name}.*epsilon"):
                getattr(ivy, name)(*args, epsilon=eps)
    with pytest.raises(ivy.IvyValueError, match="cross_entropy.*at least 1 dimension"):
        ivy.cross_entropy(native(np.asarray(1.0)), native(np.asarray(0.5)))
    with pytest.raises(ivy.IvyValueError, match=r"sparse_cross_entropy.*labels of shape \(3,\)"):
        ivy.sparse_cross_entropy(native(np.asarray([0, 1, 2])), p)
    with pytest.raises(ivy.IvyDtypeError, match="sparse_cross_entropy.*integer"):
        ivy.sparse_cross_entropy(native(np.asarray([0.0, 1.0])), p)
    for delta in (0.0, -1.0, "1"):
        with pytest.raises(ivy.IvyValueError, match="huber.*delta"):
            ivy.huber(t, p, delta=delta)


# --- gradients ------------------------------------------------------------------------------------
def test_gradients_match_finite_differences():
    t, p = T * 0.8 + 0.1, P
    check_grad(lambda a, b: ivy.cross_entropy(a, b), t, p)
    check_grad(lambda a, b: ivy.binary_cross_entropy(a, b, from_logits=True), t, P * 4 - 2)
    check_grad(lambda a, b: ivy.binary_cross_entropy(a, b, reduction="sum"), t, p)
    check_grad(lambda a, b: ivy.kl_div(a, b, reduction="sum"), t, p)
    check_grad(lambda a, b: ivy.huber(a, b, delta=0.3), t, P * 2)
    check_grad(lambda a, b: ivy.mse(a, b), t, p)

    labels = np.asarray([1, 0])
    check_grad(lambda b: ivy.sparse_cross_entropy(_same_backend(labels, b), b), P)


def _same_backend(labels, like):
    """Integer labels on ``like``'s backend (finite differences run on NumPy)."""
    return labels if isinstance(like, np.ndarray) else native(labels)
