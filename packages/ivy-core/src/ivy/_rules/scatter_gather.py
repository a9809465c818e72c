"""The argument rules of the gather / scatter / one-hot functions shared by their definitions
and the backends' kernels."""

from __future__ import annotations

from ..errors import IvyDtypeError, IvyValueError


def _check_size(fname, size):
    if size is not None and (type(size) is not int or size < 0):
        raise IvyValueError(f"ivy.{fname}: size must be None or a non-negative int, got {size!r}")


def _one_hot_args(indices, depth, axis, isdtype):
    if type(depth) is not int or depth < 0:
        raise IvyValueError(f"ivy.one_hot: depth must be a non-negative int, got {depth!r}")
    if not isdtype(indices.dtype, "integral"):
        raise IvyDtypeError(f"ivy.one_hot: indices must have an integer dtype, got {indices.dtype}")
    n = len(indices.shape)
    if not -n - 1 <= axis <= n:
        raise IvyValueError(f"ivy.one_hot: axis {axis} is out of range for indices of "
                            f"{n} dimensions (valid: {-n - 1} to {n})")
    return axis + n + 1 if axis < 0 else axis


def _flat_size(indices, size, x, out):
    if len(indices.shape) == 0:
        _raise("ivy.scatter_flat: indices must have at least one dimension")
    if size is None:
        ref = x if x is not None else out
        if ref is None:
            _raise("ivy.scatter_flat: give size, or x or out to scatter into")
        if len(ref.shape) == 0:
            _raise("ivy.scatter_flat: x (or out) must have at least one dimension")
        return int(ref.shape[-1])
    _check_size("scatter_flat", size)
    return size


def _raise(message):
    raise IvyValueError(message)
