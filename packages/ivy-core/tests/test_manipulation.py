"""Manipulation functions: shapes, axes and promotion of joined arrays; checked against
array-api-strict on every dtype."""

import array_api_strict as xps
import ivy
import numpy as np
import pytest
from _harness import (
    Rec,
    by_name,
    native,
    promote_like_ivy,
    record_tests,
    run_case,
    shares_memory,
    strict,
)
from _strategies import ALL, Case, Dom, axis_arg
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


RECORDS = [
    Rec("broadcast_arrays", ALL, _broadcast_arrays_build),
    Rec("broadcast_to", ALL, _broadcast_to_build),
    Rec("concat", ALL, _concat_build, ref=_concat_ref),
    Rec("expand_dims", ALL, _expand_dims_build),
    Rec("flip", ALL, _flip_build),
    Rec("moveaxis", ALL, _moveaxis_build),
    Rec("permute_dims", ALL, _permute_dims_build),
    Rec("repeat", ALL, _repeat_build),
    Rec("reshape", ALL, _reshape_build),
    Rec("roll", ALL, _roll_build),
    Rec("squeeze", ALL, _squeeze_build),
    Rec("stack", ALL, _stack_build, ref=_stack_ref),
    Rec("tile", ALL, _tile_build),
    Rec("unstack", ALL, _unstack_build),
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
