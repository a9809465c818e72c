"""Statistical functions: reductions over None / one axis / a tuple of axes, keepdims, dtype=,
correction=, include_initial=; checked against array-api-strict."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _gradcheck import check_grad
from _harness import (
    BACKEND,
    Rec,
    assert_array,
    assert_result,
    by_name,
    native,
    products_check,
    promote_like_ivy,
    record_tests,
    reduction_atol,
    run_case,
    strict,
)
from _strategies import (
    ALL,
    BOOL,
    FLOATING,
    NUMERIC,
    REAL,
    REAL_FLOAT,
    Case,
    Dom,
    DtypeArg,
    kind,
    reduction_kwargs,
)

SMALL = Dom()
TINY = Dom(-10.0, 10.0, ints=lambda d: (0, 2) if kind(d) == "uint" else (-2, 2))  # products

_WIDER = {"int": [None, "int64"], "uint": [None, "uint64"], "bool": [None]}


def _dtype_kw(draw, dtype):
    """``dtype=`` for sum/prod/cumulative_*: None, or a dtype of the same kind at least as wide."""
    k = kind(dtype)
    if k in _WIDER:
        options = _WIDER[k]
    else:
        same = ("float32", "float64") if k == "float" else ("complex64", "complex128")
        options = [None] + [d for d in same if np.dtype(d).itemsize >= np.dtype(dtype).itemsize]
    d = draw.choice(options, label="dtype=")
    return {} if d is None else {"dtype": DtypeArg(d)}


def reduce_build(dom=SMALL, nonempty=False, forms=("none", "int", "tuple", "default"),
                 dtype_kw=False, correction=False):
    def build(draw, dtype):
        shape = draw.shape(min_side=1 if nonempty else 0)
        x = draw.array(dtype, shape, dom, label="x")
        kw = reduction_kwargs(draw, len(shape), forms)
        if dtype_kw:
            kw.update(_dtype_kw(draw, dtype))
        if correction:
            kw["correction"] = draw.choice([0.0, 1, 1.0, 0.5], label="correction")
        return Case(x, **kw)

    return build


def cumulative_build(dom):
    def build(draw, dtype):
        shape = draw.shape(min_dims=1)
        x = draw.array(dtype, shape, dom, label="x")
        kw = _dtype_kw(draw, dtype)
        if len(shape) > 1 or draw.boolean(label="give axis"):
            kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
        if draw.boolean(label="include_initial"):
            kw["include_initial"] = True
        return Case(x, **kw)

    return build


def reduce_check(scale=1.0):
    """Values within a tolerance that grows with the number and size of the summed elements."""

    def check(out, ref, case):
        x = case.args[0]
        assert_result(out, ref, scale=scale, atol=reduction_atol(x, np.asarray(ref).dtype.name, scale))

    return check


# --- Ivy's own: exclusive / reverse scans and einsum (references written in NumPy) ---------------
def scan_build(dom):
    def build(draw, dtype):
        shape = draw.shape(min_dims=1)
        x = draw.array(dtype, shape, dom, label="x")
        kw = _dtype_kw(draw, dtype)
        if len(shape) > 1 or draw.boolean(label="give axis"):
            kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
        for opt in ("exclusive", "reverse"):
            if draw.boolean(label=opt):
                kw[opt] = True
        return Case(x, **kw)

    return build


def scan_ref(np_scan, identity, standard):
    """The scan in NumPy, in the accumulator dtype the standard's cumulative function picks:
    reverse = the scan of the flipped array, flipped back; exclusive = shifted by one, starting
    at the identity."""

    def ref(x, axis=0, exclusive=False, reverse=False, dtype=None):
        if x.dtype == bool and dtype is None:  # outside the standard: the default integer
            acc = np.dtype(str(ivy.default_int_dtype()))
        else:
            acc = np.asarray(standard(xps.asarray(x[(slice(0, 1),) * x.ndim]), axis=axis,
                                      dtype=strict(dtype))).dtype
        a = np.flip(x, axis) if reverse else x
        out = np_scan(a.astype(acc), axis=axis)
        if exclusive:
            shape = list(out.shape)
            shape[axis] = 1
            out = np.concatenate([np.full(shape, identity, out.dtype), out], axis=axis)
            out = np.take(out, np.arange(x.shape[axis]), axis=axis)
        return np.flip(out, axis) if reverse else out

    return ref


_EQUATIONS = {  # equation -> operand shapes (with sizes a=2, b=3, c=4)
    "ij,jk->ik": ["ab", "bc"], "ii->i": ["aa"], "ii->": ["bb"], "ij->ji": ["ab"],
    "ij": ["ab"], "ji": ["ab"], "i,j->ij": ["a", "c"], "bij,bjk->bik": ["cab", "cba"],
    "...i,...i->...": ["cab", "b"], "i,i,i->": ["c", "c", "c"], "ijk->j": ["abc"],
}
_SIZES = {"a": 2, "b": 3, "c": 4}


def _einsum_build(draw, dtype):
    eq = draw.choice(sorted(_EQUATIONS), label="equation")
    ops = [draw.array(dtype if i == 0 else draw.choice([dtype, *ALL], label="other dtype")
                      if draw.boolean(label="mix") else dtype,
                      tuple(_SIZES[c] for c in shape), TINY, label=f"operand {i}")
           for i, shape in enumerate(_EQUATIONS[eq])]
    return Case(eq, *ops)


def _einsum_ref(equation, *operands):
    """NumPy's einsum after Ivy's promotion (integers wrap in their dtype, as NumPy)."""
    ops = promote_like_ivy(*operands)
    return np.asarray(np.einsum(equation, *ops)).astype(np.result_type(*ops))


def _einsum_check(out, ref, case):
    if ref.dtype.kind in "fc":
        products_check(out, ref, Case(case.args[1], case.args[-1]))
    else:
        assert_result(out, ref)


RECORDS = [
    Rec("cumprod", NUMERIC, scan_build(TINY),
        ref=scan_ref(np.cumprod, 1, xps.cumulative_prod), check=reduce_check()),
    Rec("cumsum", NUMERIC, scan_build(SMALL),
        ref=scan_ref(np.cumsum, 0, xps.cumulative_sum), check=reduce_check()),
    Rec("einsum", BOOL + NUMERIC, _einsum_build, ref=_einsum_ref, check=_einsum_check),
    Rec("cumulative_prod", NUMERIC, cumulative_build(TINY), check=reduce_check()),
    Rec("cumulative_sum", NUMERIC, cumulative_build(SMALL), check=reduce_check()),
    # maximum of zero elements is unspecified: non-empty reductions only; nan propagates
    Rec("max", REAL, reduce_build(nonempty=True)),
    Rec("mean", FLOATING, reduce_build(), check=reduce_check()),
    Rec("min", REAL, reduce_build(nonempty=True)),
    Rec("prod", NUMERIC, reduce_build(TINY, dtype_kw=True), check=reduce_check()),
    Rec("std", REAL_FLOAT, reduce_build(correction=True), check=reduce_check(10)),
    Rec("sum", NUMERIC, reduce_build(dtype_kw=True), check=reduce_check()),
    Rec("var", REAL_FLOAT, reduce_build(correction=True), check=reduce_check(10)),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


@pytest.mark.parametrize("name", ["sum", "prod", "mean", "var", "std"])
def test_empty_reductions(name):
    """sum of nothing is 0, prod 1, mean/var/std nan (the standard's special cases)."""
    x = np.zeros((0, 3), dtype=np.float64)
    for axis in (None, 0, (0, 1)):
        run_case(TABLE[name], Case(x, axis=axis))


@pytest.mark.parametrize("name", ["max", "min"])
def test_max_min_over_full_axes_of_an_empty_array(name):
    """An empty array reduced over axes that have elements: an empty result, no error (MXNet
    raised for any empty input); over an empty axis, the error."""
    x = np.zeros((1, 0), dtype=np.float32)
    run_case(TABLE[name], Case(x, axis=0))
    run_case(TABLE[name], Case(x, axis=0, keepdims=True))
    with pytest.raises(ivy.IvyValueError):
        getattr(ivy, name)(native(x), axis=1)


def test_float16_sums_keep_inf():
    """float16 sums add plainly (MXNet's compensated sum turned inf + 1 into nan for float16)."""
    x = native(np.array([np.inf, 1.0, 2.0], np.float16))
    assert np.isinf(ivy.to_numpy(ivy.sum(x))) and ivy.to_numpy(ivy.sum(x)) > 0


@pytest.mark.parametrize("name", ["sum", "max", "min", "prod", "mean"])
def test_empty_axis_tuple_reduces_nothing(name):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    run_case(TABLE[name], Case(x, axis=()))


def test_integer_sums_use_the_default_integer_dtype():
    for d in ("int8", "uint8", "int32", "uint32"):
        run_case(TABLE["sum"], Case(np.arange(5, dtype=d)))
        run_case(TABLE["cumulative_sum"], Case(np.arange(5, dtype=d)))


@pytest.mark.skipif(BACKEND != "mxnet", reason="MXNet's kernels: mxnet.np has no bool sum, prod "
                    "or cumsum")
def test_bool_accumulator_on_mxnet():
    """dtype=bool, as NumPy: sum and cumulative_sum are an "or", prod an "and" (MXNet raised)."""
    x = np.asarray([[0.0, np.nan, -1.0], [0.0, 0.0, 0.0]], dtype=np.float32)
    for name, f in (("sum", np.sum), ("prod", np.prod)):
        for axis in (None, 0, 1):
            assert_array(getattr(ivy, name)(native(x), axis=axis, dtype=ivy.bool),
                         f(x, axis=axis, dtype=bool))
    assert_array(ivy.cumulative_sum(native(x), axis=1, dtype=ivy.bool),
                 np.cumsum(x, axis=1, dtype=bool))


def test_under_set_backend(backend_set):
    x = np.arange(12, dtype=np.float64).reshape(3, 4)
    run_case(TABLE["mean"], Case(x, axis=0))
    run_case(TABLE["sum"], Case(x, axis=(0, 1), keepdims=True))


def test_under_use():
    with ivy.use(BACKEND):
        run_case(TABLE["var"], Case(np.arange(6, dtype=np.float32), correction=1))


@pytest.mark.parametrize("name", ["max", "min", "sum", "prod", "mean", "cumulative_sum"])
def test_nan_propagates(name):
    x = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, -np.inf]], dtype=np.float32)
    for axis in ((None, 0, 1) if name != "cumulative_sum" else (0, 1)):
        run_case(TABLE[name], Case(x, axis=axis))


# --- Ivy's own: every option on every backend, the errors, the gradients --------------------------
_X = np.array([[1.0, -2.0, 3.0, 0.5], [4.0, 5.0, -6.0, 2.0], [0.5, 1.5, 2.5, -1.0]])


@pytest.mark.parametrize("name", ["cumsum", "cumprod"])
@pytest.mark.parametrize("exclusive", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
def test_scan_options(name, exclusive, reverse):
    for axis in (0, 1, -1):
        run_case(TABLE[name], Case(_X, axis=axis, exclusive=exclusive, reverse=reverse))
    run_case(TABLE[name], Case(np.array([3, 1, 2], dtype=np.int32), exclusive=exclusive,
                               reverse=reverse, dtype=DtypeArg("int64")))
    run_case(TABLE[name], Case(np.array([True, False, True]), exclusive=exclusive, reverse=reverse))


def test_scan_errors():
    for name in ("cumsum", "cumprod"):
        f = getattr(ivy, name)
        for axis in (2, -3):
            with pytest.raises(ivy.IvyValueError):
                f(native(_X), axis=axis)


@pytest.mark.parametrize("equation", sorted(_EQUATIONS))
def test_einsum_equations(equation):
    ops = [np.arange(np.prod([_SIZES[c] for c in s]), dtype=np.float64).reshape(
        [_SIZES[c] for c in s]) - 1.5 for s in _EQUATIONS[equation]]
    run_case(TABLE["einsum"], Case(equation, *ops))


def test_einsum_dtypes():
    a = np.array([[1, -2], [3, 4]], dtype=np.int8)
    run_case(TABLE["einsum"], Case("ij,jk->ik", a, a.astype(np.float32)))  # promoted
    run_case(TABLE["einsum"], Case("ij,jk->ik", a * 40, a * 40))  # int8 wraps, as NumPy
    run_case(TABLE["einsum"], Case("ii->", a.astype(np.uint8)))
    run_case(TABLE["einsum"], Case("ij,jk->ik", a > 0, a < 3))  # bool: any of the ands


def test_einsum_errors():
    a = native(np.ones((2, 3)))
    for call in (lambda: ivy.einsum("ij,jk->ik", a, a),  # j: 3 vs 2
                 lambda: ivy.einsum("ij,jk->ik", a),  # one operand for two terms
                 lambda: ivy.einsum("ijk->i", a)):  # rank 2 for three letters
        with pytest.raises(ivy.IvyValueError):
            call()


_GRADS = {
    "cumsum": (lambda x: ivy.cumsum(x, axis=1), lambda x: np.cumsum(x, 1)),
    "cumsum exclusive reverse": (
        lambda x: ivy.cumsum(x, axis=1, exclusive=True, reverse=True),
        lambda x: scan_ref(np.cumsum, 0, xps.cumulative_sum)(x, 1, True, True)),
    "cumprod exclusive": (lambda x: ivy.cumprod(x, axis=0, exclusive=True),
                          lambda x: scan_ref(np.cumprod, 1, xps.cumulative_prod)(x, 0, True)),
    "cumprod reverse": (lambda x: ivy.cumprod(x, axis=1, reverse=True),
                        lambda x: scan_ref(np.cumprod, 1, xps.cumulative_prod)(x, 1, False, True)),
    "einsum": (lambda x: ivy.einsum("ij,kj->ik", x, x), lambda x: np.einsum("ij,kj->ik", x, x)),
    "einsum trace": (lambda x: ivy.einsum("ij,ij->", x, x), lambda x: np.einsum("ij,ij->", x, x)),
}


@pytest.mark.parametrize("name", sorted(_GRADS))
def test_gradients(name):
    fn, ref = _GRADS[name]
    check_grad(fn, ref, _X[:2, :3].copy())
