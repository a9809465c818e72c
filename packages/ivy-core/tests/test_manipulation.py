"""Manipulation functions: shapes, axes and promotion of joined arrays; checked against
array-api-strict on every dtype."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _gradcheck import check_grad
from _harness import (
    Rec,
    by_name,
    native,
    numpy_of,
    promote_like_ivy,
    record_tests,
    run_case,
    shares_memory,
    strict,
)
from _strategies import ALL, Case, Dom, axis_arg, kind
from hypothesis import strategies as st


def _other_dtype(draw, dtype):
    """Usually ``dtype``; sometimes another one (joining functions promote)."""
    return draw.choice([dtype, *ALL], label="other dtype") if draw.boolean(label="mix") else dtype


def _broadcast_arrays_build(draw, dtype):
    n = draw.integer(1, 3, label="n") if not draw.fixed else 2
    shapes = draw.broadcast_shapes(n)
    return Case(*(draw.array(dtype if i == 0 else _other_dtype(draw, dtype), s, distinct=True, label=f"x{i}")
                  for i, s in enumerate(shapes)))


def _shape_broadcasting_to(draw, target):
    k = draw.integer(0, len(target), label="dropped dims") if not draw.fixed else 0
    return tuple(1 if (not draw.fixed and draw.boolean(label=f"one {i}")) else s
                 for i, s in enumerate(target[k:]))


def _broadcast_to_build(draw, dtype):
    target = draw.shape()
    x = draw.array(dtype, _shape_broadcasting_to(draw, target), distinct=True, label="x")
    return Case(x, target)


def _concat_build(draw, dtype):
    n = draw.integer(1, 3, label="n") if not draw.fixed else 2
    if draw.boolean(label="axis None"):
        arrays = [draw.array(dtype if i == 0 else _other_dtype(draw, dtype), draw.shape(),
                             distinct=True, label=f"x{i}") for i in range(n)]
        return Case(arrays, axis=None)
    shape = list(draw.shape(min_dims=1))
    axis = draw.integer(-len(shape), len(shape) - 1, label="axis")
    arrays = []
    for i in range(n):
        s = list(shape)
        s[axis] = draw.integer(0, 3, label=f"length {i}") if not draw.fixed else shape[axis]
        arrays.append(draw.array(dtype if i == 0 else _other_dtype(draw, dtype), tuple(s),
                                 distinct=True, label=f"x{i}"))
    return Case(arrays, axis=axis) if axis != 0 or draw.boolean(label="explicit axis") \
        else Case(arrays)


def _concat_ref(arrays, **kw):
    return xps.concat(strict(list(promote_like_ivy(*arrays))), **kw)


def _stack_build(draw, dtype):
    n = draw.integer(1, 3, label="n") if not draw.fixed else 2
    shape = draw.shape()
    arrays = [draw.array(dtype if i == 0 else _other_dtype(draw, dtype), shape, distinct=True, label=f"x{i}")
              for i in range(n)]
    if draw.boolean(label="give axis"):
        return Case(arrays, axis=draw.integer(-len(shape) - 1, len(shape), label="axis"))
    return Case(arrays)


def _stack_ref(arrays, **kw):
    return xps.stack(strict(list(promote_like_ivy(*arrays))), **kw)


def _expand_dims_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, distinct=True, label="x")
    return Case(x, axis=draw.integer(-len(shape) - 1, len(shape), label="axis"))


def _flip_build(draw, dtype):
    shape = draw.shape()
    axis = axis_arg(draw, len(shape), ("default", "none", "int", "tuple"))
    x = draw.array(dtype, shape, distinct=True, label="x")
    return Case(x) if axis is ... else Case(x, axis=axis)


def _permutation(draw, n, label):
    if draw.fixed:
        return tuple(reversed(range(n)))
    return tuple(draw.draw(st.permutations(range(n)), label=label))


def _moveaxis_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    nd = len(shape)
    if draw.boolean(label="tuples"):
        k = draw.integer(0, nd, label="count")
        src = _permutation(draw, nd, "source")[:k]
        dst = _permutation(draw, nd, "destination")[:k]
        return Case(x, src, dst)
    return Case(x, draw.integer(-nd, nd - 1, label="source"),
                draw.integer(-nd, nd - 1, label="destination"))


def _permute_dims_build(draw, dtype):
    shape = draw.shape()
    return Case(draw.array(dtype, shape, distinct=True, label="x"), _permutation(draw, len(shape), "axes"))


def _repeat_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, distinct=True, label="x")
    kw = {}
    if shape and draw.boolean(label="give axis") or draw.fixed and shape:
        kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
        n = shape[kw["axis"]]
    else:
        n = x.size
    if draw.boolean(label="array repeats"):
        repeats = draw.array("int64", (draw.choice([n, 1], label="repeats length"),),
                             _REPEATS, label="repeats")
    else:
        repeats = draw.integer(0, 3, label="repeats")
    return Case(x, repeats, **kw)


_REPEATS = Dom(ints=(0, 3))  # repeat counts


def _factor_shapes(size, draw):
    """A shape with ``size`` elements (ones added and size split), maybe with one -1."""
    dims = []
    rest = size
    for p in (2, 3, 2):
        if rest and rest % p == 0 and draw.boolean(label=f"split {p}"):
            dims.append(p)
            rest //= p
    dims.append(rest)
    if draw.boolean(label="add one"):
        dims.insert(draw.integer(0, len(dims), label="where"), 1)
    if size and draw.boolean(label="use -1"):
        dims[draw.integer(0, len(dims) - 1, label="which -1")] = -1
    return tuple(dims)


def _reshape_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, distinct=True, label="x")
    new = _factor_shapes(x.size, draw) if not draw.fixed else (x.size,)
    if draw.boolean(label="copy"):
        return Case(x, new, copy=True)
    return Case(x, new)


def _roll_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, distinct=True, label="x")
    form = draw.choice(["flat", "int", "tuple"] if shape else ["flat"], label="form")
    if form == "flat":
        return Case(x, draw.integer(-5, 5, label="shift"))
    if form == "int":
        return Case(x, draw.integer(-5, 5, label="shift"),
                    axis=draw.integer(-len(shape), len(shape) - 1, label="axis"))
    axes = _permutation(draw, len(shape), "axes")[: draw.integer(1, len(shape), label="count")]
    shifts = tuple(draw.integer(-5, 5, label=f"shift {a}") for a in axes)
    return Case(x, shifts, axis=axes)


def _squeeze_build(draw, dtype):
    base = list(draw.shape(max_dims=2))
    ones = draw.integer(1, 2, label="ones")
    for _ in range(ones):
        base.insert(draw.integer(0, len(base), label="where"), 1)
    x = draw.array(dtype, tuple(base), distinct=True, label="x")
    one_axes = [i for i, s in enumerate(base) if s == 1]
    if draw.boolean(label="tuple"):
        k = draw.integer(1, len(one_axes), label="count")
        axes = tuple(a - len(base) if draw.boolean(label="neg") else a for a in one_axes[:k])
        return Case(x, axes)
    return Case(x, draw.choice(one_axes, label="axis"))


def _tile_build(draw, dtype):
    shape = draw.shape(max_dims=2)
    x = draw.array(dtype, shape, distinct=True, label="x")
    reps = tuple(draw.integer(0, 3, label="rep") for _ in range(draw.integer(0, 3, label="n")))
    return Case(x, reps if not draw.fixed else (2, 1))


def _unstack_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    if draw.boolean(label="give axis"):
        return Case(x, axis=draw.integer(-len(shape), len(shape) - 1, label="axis"))
    return Case(x)


# --- Ivy's own: padding, split, swapaxes (references written in NumPy) ---------------------------
_PAD_VALUES = {"bool": [True, False], "int": [7, -3], "uint": [7, 200], "float": [2.5, -1.0],
               "complex": [1.5 - 2j, 0.5]}


def _pad_width(draw, shape, hi=4):
    """pad_width in one of NumPy's forms (FixedDraw: one pair per axis)."""
    w = lambda label: draw.integer(0, hi, label=label)  # noqa: E731
    form = draw.choice(["pairs", "int", "pair", "one pair", "singles"], label="pad_width form")
    if form == "int":
        return w("width")
    if form == "pair":
        return (w("before"), w("after"))
    if form == "one pair":
        return ((w("before"), w("after")),)
    if form == "singles":
        return tuple((w(f"width {i}"),) for i in range(len(shape)))
    return tuple((w(f"before {i}"), w(f"after {i}")) for i in range(len(shape)))


def _widths_np(shape, pad_width):
    """NumPy's reading of pad_width: broadcast to one (before, after) per axis."""
    if not shape:
        return []
    return [tuple(r) for r in np.broadcast_to(np.asarray(pad_width, np.int64), (len(shape), 2))]


def _fill_value(draw, dtype):
    return draw.choice(_PAD_VALUES[kind(dtype)], label="value")


def _constant_pad_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, distinct=True, label="x")
    pw = _pad_width(draw, shape)
    if draw.boolean(label="give value"):
        return Case(x, pw, value=_fill_value(draw, dtype))
    return Case(x, pw)


def _constant_pad_ref(x, pad_width, value=0):
    """x written into the middle of an array full of ``value`` (NumPy slicing)."""
    widths = _widths_np(x.shape, pad_width)
    out = np.full(tuple(n + lo + hi for n, (lo, hi) in zip(x.shape, widths)), value, x.dtype)
    out[tuple(slice(lo, lo + n) for n, (lo, _) in zip(x.shape, widths))] = x
    return out


_MODES = ("constant", "reflect", "symmetric", "edge", "wrap")


def _pad_build(draw, dtype):
    shape = draw.shape()
    x = draw.array(dtype, shape, distinct=True, label="x")
    mode = draw.choice(["reflect", *_MODES], label="mode")
    if mode != "constant" and 0 in shape:  # nothing to repeat along an empty axis: widths of 0
        pw = tuple((0, 0) if n == 0 else (draw.integer(0, 4, label="before"),
                                          draw.integer(0, 4, label="after")) for n in shape)
    else:
        pw = _pad_width(draw, shape, hi=5)  # wider than the axis sometimes (the pattern repeats)
    kw = {} if mode == "constant" and draw.boolean(label="default mode") else {"mode": mode}
    if mode == "constant" and draw.boolean(label="give value"):
        kw["constant_values"] = _fill_value(draw, dtype)
    return Case(x, pw, **kw)


def _pad_ref(x, pad_width, mode="constant", constant_values=0):
    if x.ndim == 0:
        return x.copy()
    if mode == "constant":
        return np.pad(x, pad_width, constant_values=constant_values)
    if mode == "wrap":  # periodic, by hand: NumPy < 1.24 wraps wider-than-axis widths wrongly
        for axis, (lo, hi) in enumerate(_widths_np(x.shape, pad_width)):
            x = np.take(x, np.arange(-lo, x.shape[axis] + hi) % max(x.shape[axis], 1), axis=axis)
        return x
    return np.pad(x, pad_width, mode=mode)


def _zero_pad_build(draw, dtype):
    shape = draw.shape()
    return Case(draw.array(dtype, shape, distinct=True, label="x"), _pad_width(draw, shape))


def _split_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    kw = {}
    if draw.boolean(label="give axis") or draw.fixed:
        kw["axis"] = draw.integer(-len(shape), len(shape) - 1, label="axis")
    n = shape[kw.get("axis", 0)]
    form = draw.choice(["sizes", "equal", "remainder", "none"], label="form")
    if form == "none":
        return Case(x, **kw)
    if form == "equal":
        k = draw.choice([d for d in range(1, n + 1) if n % d == 0] or [1], label="pieces")
        return Case(x, k, **kw)
    if form == "remainder":
        return Case(x, draw.integer(1, 4, label="pieces"), with_remainder=True, **kw)
    cuts = sorted(draw.integer(0, n, label=f"cut {i}") for i in range(draw.integer(0, 3, label="cuts")))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, n])]
    if draw.boolean(label="remainder") and sizes:  # sizes short of the axis: the rest kept
        return Case(x, sizes[:-1], with_remainder=True, **kw)
    return Case(x, sizes, **kw)


def _split_ref(x, num_or_size_splits=None, axis=0, with_remainder=False):
    """Slices of x at the cumulative sizes (the sizes worked out by hand)."""
    n = x.shape[axis]
    s = num_or_size_splits
    if s is None:
        sizes = [1] * n
    elif isinstance(s, int):
        sizes = [n // s] * s + ([n % s] if n % s else [])
    else:
        sizes = list(s) + ([n - sum(s)] if sum(s) < n else [])
    out, start = [], 0
    for k in sizes:
        out.append(np.take(x, np.arange(start, start + k), axis=axis))
        start += k
    return out


def _swapaxes_build(draw, dtype):
    shape = draw.shape(min_dims=1)
    x = draw.array(dtype, shape, distinct=True, label="x")
    nd = len(shape)
    return Case(x, draw.integer(-nd, nd - 1, label="axis0"), draw.integer(-nd, nd - 1, label="axis1"))


def _swapaxes_ref(x, a, b):
    perm = list(range(x.ndim))
    perm[a], perm[b] = perm[b], perm[a]
    return x.transpose(perm)


RECORDS = [
    Rec("broadcast_arrays", ALL, _broadcast_arrays_build),
    Rec("broadcast_to", ALL, _broadcast_to_build),
    Rec("concat", ALL, _concat_build, ref=_concat_ref),
    Rec("constant_pad", ALL, _constant_pad_build, ref=_constant_pad_ref),
    Rec("expand_dims", ALL, _expand_dims_build),
    Rec("flip", ALL, _flip_build),
    Rec("moveaxis", ALL, _moveaxis_build),
    Rec("pad", ALL, _pad_build, ref=_pad_ref),
    Rec("permute_dims", ALL, _permute_dims_build),
    Rec("repeat", ALL, _repeat_build),
    Rec("reshape", ALL, _reshape_build),
    Rec("roll", ALL, _roll_build),
    Rec("split", ALL, _split_build, ref=_split_ref),
    Rec("squeeze", ALL, _squeeze_build),
    Rec("stack", ALL, _stack_build, ref=_stack_ref),
    Rec("swapaxes", ALL, _swapaxes_build, ref=_swapaxes_ref),
    Rec("tile", ALL, _tile_build),
    Rec("unstack", ALL, _unstack_build),
    Rec("zero_pad", ALL, _zero_pad_build, ref=lambda x, pw: _constant_pad_ref(x, pw)),
]
TABLE = by_name(RECORDS)


test_values, test_dtypes = record_tests(TABLE, RECORDS)


# --- errors the standard requires ----------------------------------------------------------------
def test_squeeze_of_an_axis_longer_than_one_raises():
    x = native(np.zeros((2, 1, 3), dtype=np.float32))
    with pytest.raises(ValueError):
        ivy.squeeze(x, 0)
    with pytest.raises(ValueError):
        ivy.squeeze(x, (1, 2))


def test_reshape_to_an_incompatible_shape_raises():
    with pytest.raises(ValueError):
        ivy.reshape(native(np.zeros((2, 3))), (4, 2))


def test_concat_needs_matching_shapes():
    with pytest.raises(ValueError):
        ivy.concat([native(np.zeros((2, 3))), native(np.zeros((2, 4)))], axis=0)


def test_broadcast_to_an_incompatible_shape_raises():
    with pytest.raises(ValueError):
        ivy.broadcast_to(native(np.zeros((2, 3))), (3, 3))


def test_reshape_copy_true_does_not_share_memory():
    x = native(np.arange(6, dtype=np.float64))
    assert shares_memory(ivy.reshape(x, (2, 3), copy=True), x) in (False, None)
    run_case(TABLE["reshape"], Case(np.arange(6, dtype=np.float64), (2, 3), copy=True))


# --- Ivy's own: every option on every backend, the errors, the gradients ------------------------
_X23 = np.arange(6, dtype=np.float64).reshape(2, 3) - 2.5


@pytest.mark.parametrize("mode", _MODES)
def test_pad_modes(mode):
    """Each mode, within one mirror image (where TF/torch/MXNet have native pads) and wider than
    the axes (NumPy repeats the pattern); float, int and bool data; 1-d and 4-d."""
    kw = {} if mode == "constant" else {"mode": mode}
    wide = ((3, 4), (0, 7))
    for x, widths in ((_X23, ((1, 0), (2, 1))), (_X23, wide), ((_X23 * 2).astype(np.int32), 2),
                      (_X23 > 0, wide), (np.arange(4.0), (5, 6)),
                      (np.arange(24.0).reshape(2, 1, 3, 4), ((0, 0), (1, 1), (0, 2), (3, 0)))):
        run_case(TABLE["pad"], Case(x, widths, **kw))


def test_pad_constant_values_and_zero_size():
    run_case(TABLE["pad"], Case(_X23, 1, mode="constant", constant_values=-4.5))
    run_case(TABLE["pad"], Case(np.arange(6, dtype=np.int64).reshape(2, 3), ((1, 1), (0, 2)),
                                constant_values=9))
    run_case(TABLE["pad"], Case(np.zeros((0, 3)), ((1, 2), (1, 0)), constant_values=1.5))
    run_case(TABLE["pad"], Case(np.zeros((0, 3)), ((0, 0), (2, 1)), mode="reflect"))
    run_case(TABLE["constant_pad"], Case(np.zeros((2, 0), dtype=np.int32), 1, value=3))
    run_case(TABLE["zero_pad"], Case(np.ones((2, 2), dtype=np.uint8), ((2, 0), (0, 1))))
    # zero pads take the backends' zero fills; -0.0 is a value of its own (its sign kept)
    for v, sign in ((0, False), (0.0, False), (-0.0, True)):
        out = numpy_of(ivy.pad(native(_X23), 1, constant_values=v))
        assert out.dtype == _X23.dtype and out[0, 0] == 0 and bool(np.signbit(out[0, 0])) == sign


def test_pad_errors():
    x = native(_X23)
    for call in (lambda: ivy.pad(x, 1, mode="mirror"),  # not a mode
                 lambda: ivy.pad(x, -1),  # negative width
                 lambda: ivy.pad(x, ((1, 2), (3, 4), (5, 6))),  # three axes for a 2-d array
                 lambda: ivy.pad(x, 1.5),  # not an int
                 lambda: ivy.constant_pad(x, (1, 2, 3)),
                 lambda: ivy.zero_pad(x, ((1, -1), (0, 0))),
                 # nothing to repeat along an empty axis (NumPy refuses this too)
                 lambda: ivy.pad(native(np.zeros((0, 2))), 1, mode="edge")):
        with pytest.raises(ivy.IvyValueError):
            call()


def test_split_forms():
    x = np.arange(21, dtype=np.float32).reshape(7, 3)
    for args, kw in [((), {}), ((7,), {}), (([2, 0, 5],), {}), ((3,), {"with_remainder": True}),
                     (([1, 1],), {"with_remainder": True}), ((1,), {"axis": -1}),
                     (([2, 1],), {"axis": 1}), ((4,), {"axis": 1, "with_remainder": True})]:
        run_case(TABLE["split"], Case(x, *args, **kw))
    run_case(TABLE["split"], Case(np.zeros((0, 2), dtype=np.int64), 3))
    run_case(TABLE["split"], Case(np.array([True, False, True]), [1, 2]))


def test_split_errors():
    x = native(np.arange(7.0))
    for call in (lambda: ivy.split(x, 3),  # 7 does not split into 3 equal pieces
                 lambda: ivy.split(x, [2, 3]),  # sizes sum to 5, not 7
                 lambda: ivy.split(x, [5, 4], with_remainder=True),  # more than the axis
                 lambda: ivy.split(x, [-1, 8]),
                 lambda: ivy.split(x, 0),
                 lambda: ivy.split(x, 7, axis=1),
                 lambda: ivy.split(native(np.float64(1.0).reshape(())), 1)):
        with pytest.raises(ivy.IvyValueError):
            call()


def test_swapaxes_errors():
    with pytest.raises(ivy.IvyValueError):
        ivy.swapaxes(native(np.zeros((2, 3))), 0, 2)


def test_split_returns_a_list():
    out = ivy.split(native(np.arange(4.0)), 2)
    assert isinstance(out, list) and len(out) == 2


# gradients: each Ivy extra (and the standard functions it builds on) against finite differences
_GRADS = {
    "pad constant": (lambda x: ivy.pad(x, ((1, 2), (0, 1)), constant_values=3.0),
                     lambda x: np.pad(x, ((1, 2), (0, 1)), constant_values=3.0)),
    "constant_pad": (lambda x: ivy.constant_pad(x, 1, value=-1.0),
                     lambda x: np.pad(x, 1, constant_values=-1.0)),
    "zero_pad": (lambda x: ivy.zero_pad(x, ((0, 1), (2, 0))), lambda x: np.pad(x, ((0, 1), (2, 0)))),
    "split": (lambda x: ivy.split(x, [1, 2], axis=1), lambda x: np.split(x, [1], axis=1)),
    "swapaxes": (lambda x: ivy.swapaxes(x, 0, 1), lambda x: np.swapaxes(x, 0, 1)),
    # the standard's data movement, chained (one gradient check, one compilation on JAX)
    "flip roll tile repeat broadcast_to unstack": (
        lambda x: ivy.unstack(ivy.broadcast_to(ivy.flip(ivy.roll(ivy.repeat(ivy.tile(
            x, (2, 1)), 2, axis=0), 1, axis=1), axis=0), (2, 8, 3)), axis=2),
        lambda x: list(np.moveaxis(np.broadcast_to(np.flip(np.roll(np.repeat(np.tile(
            x, (2, 1)), 2, 0), 1, 1), 0), (2, 8, 3)), 2, 0))),
}


def _pad_pair(widths, mode):
    return (lambda x: ivy.pad(x, widths, mode=mode)), (lambda x: _pad_ref(x, widths, mode=mode))


for _m in _MODES[1:]:
    _GRADS[f"pad {_m}"] = _pad_pair(((3, 1), (4, 2)), _m)  # wider than the axes: composed paths
    _GRADS[f"pad {_m} narrow"] = _pad_pair(((0, 0), (1, 2)), _m)  # within the native pads' limits


@pytest.mark.parametrize("name", sorted(_GRADS))
def test_gradients(name):
    fn, ref = _GRADS[name]
    check_grad(fn, ref, _X23.copy())


def test_standard_functions_refuse_bad_counts_and_axes():
    """Negative counts: IvyValueError on every backend. An axis out of range raises on every
    backend (never wraps round silently); the error is the framework's own IndexError/ValueError
    where its function is bound directly (NumPy, JAX, PyTorch), else an IvyValueError."""
    x = native(_X23)
    for call in (lambda: ivy.tile(x, (-1, 1)), lambda: ivy.repeat(x, -2, axis=0)):
        with pytest.raises(ivy.IvyValueError):
            call()
    for call in (lambda: ivy.flip(x, axis=2), lambda: ivy.roll(x, 1, axis=2),
                 lambda: ivy.unstack(x, axis=2), lambda: ivy.flip(x, axis=(0, -3))):
        with pytest.raises((IndexError, ValueError)):
            call()


@pytest.mark.parametrize("shape,axis,counts", [
    ((0, 3), 1, [1, 2, 3]), ((0, 3), -1, [2]), ((0, 3), 0, []), ((2, 0, 3), 2, [0, 1, 2]),
    ((3, 0), 0, [1, 0, 2]), ((0, 3), None, []), ((0, 2), None, [3]), ((0, 2, 2), 1, [1, 4])])
@pytest.mark.parametrize("cdtype", ["int64", "int32", "uint8"])
def test_repeat_of_an_empty_array_with_counts_per_element(shape, axis, counts, cdtype):
    # tf.repeat reshaped an empty array to a wrong shape when each element had its own count
    # ("Tensor's shape (0, 6) is not compatible with supplied shape (0, 0)"; issue 27)
    a = np.zeros(shape, dtype="float32")
    c = np.asarray(counts, dtype=cdtype)
    out = numpy_of(ivy.repeat(native(a), native(c), axis=axis))
    want = np.repeat(a, c.astype("int64"), axis=axis)
    assert out.shape == want.shape and out.dtype == want.dtype
