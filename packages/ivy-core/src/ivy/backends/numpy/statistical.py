"""NumPy kernels: statistical functions."""

import numpy as np

from ... import dtypes as _dt
from ...errors import IvyValueError
from ._helpers import native_dtype, sum_dtype


def _cumulative(f, start, x, axis, dtype, include_initial, name):
    if axis is None:
        if x.ndim > 1:
            raise IvyValueError(f"{name} (numpy backend): axis is required for a {x.ndim}-d array")
        axis = 0
    out = f(x, axis=axis, dtype=sum_dtype(x, dtype))
    if include_initial:  # NumPy has no include_initial: prepend the identity along axis
        shape = list(out.shape)
        shape[axis] = 1
        out = np.concatenate([np.full(shape, start, dtype=out.dtype), out], axis=axis)
    return out


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(np.cumprod, 1, x, axis, dtype, include_initial, "cumulative_prod")


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(np.cumsum, 0, x, axis, dtype, include_initial, "cumulative_sum")


def einsum(equation, *operands):
    if len({o.dtype for o in operands}) > 1:  # Ivy's promotion, not NumPy's
        d = native_dtype(_dt.result_type(*operands))
        operands = [o.astype(d, copy=False) for o in operands]
    try:
        if operands and operands[0].dtype.kind == "V":  # NumPy's einsum has no bfloat16 loop
            d = operands[0].dtype
            return np.einsum(equation, *(o.astype(np.float32) for o in operands)).astype(d)
        return np.einsum(equation, *operands)
    except ValueError as e:
        raise IvyValueError(f"ivy.einsum: {equation!r} does not fit operands of shapes "
                            f"{[o.shape for o in operands]}: {e}") from e


# Reductions call the ufuncs' reduce directly: the same result as np.sum/np.max, without their
# Python-level argument handling (about 2 µs a call cheaper than the np.* functions).
_add_reduce, _mul_reduce = np.add.reduce, np.multiply.reduce
_max_reduce, _min_reduce = np.maximum.reduce, np.minimum.reduce


def max(x, /, *, axis=None, keepdims=False):  # noqa: A001
    return _max_reduce(x, axis, None, None, keepdims)


def mean(x, /, *, axis=None, keepdims=False):
    return np.mean(x, axis=axis, keepdims=keepdims)


def min(x, /, *, axis=None, keepdims=False):  # noqa: A001
    return _min_reduce(x, axis, None, None, keepdims)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return _mul_reduce(x, axis, sum_dtype(x, dtype), None, keepdims)


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    if x.dtype.itemsize == 2 and x.dtype.kind in "fV":  # half: squares in float32 (as PyTorch)
        return np.std(x, axis=axis, ddof=correction, keepdims=keepdims,
                      dtype=np.float32).astype(x.dtype)
    return np.std(x, axis=axis, ddof=correction, keepdims=keepdims)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):  # noqa: A001
    return _add_reduce(x, axis, sum_dtype(x, dtype), None, keepdims)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    if x.dtype.itemsize == 2 and x.dtype.kind in "fV":  # half: squares in float32 (as PyTorch)
        return np.var(x, axis=axis, ddof=correction, keepdims=keepdims,
                      dtype=np.float32).astype(x.dtype)
    return np.var(x, axis=axis, ddof=correction, keepdims=keepdims)
