"""PyTorch kernels: indexing functions. Wrapped for argument names, negative indices (counted from
the end, as array-api-strict), index dtypes torch refuses, and uint16/32/64 (signed views)."""

import torch

from ...errors import IvyValueError
from ._helpers import UINT, native_first

_I64 = torch.int64


def take(x, indices, /, *, axis=None):
    if axis is None:
        if x.ndim != 1:
            raise IvyValueError(f"ivy.take: axis is required for a {x.ndim}-d array")
        axis = 0
    u = x.dtype if x.dtype in UINT else None
    if u is not None:
        x = x.view(UINT[u])
    i = indices if indices.dtype is _I64 else indices.to(_I64)
    if i.ndim != 1:  # index_select takes a vector: the flat positions, then the indices' shape
        a = axis % x.ndim if x.ndim else 0
        out = take(x, i.reshape(-1), axis=a)
        out = out.reshape(*x.shape[:a], *i.shape, *x.shape[a + 1:])
        return out if u is None else out.view(u)
    out = native_first("take", lambda x, i: torch.index_select(x, axis, i), x, i, x.shape[axis])
    return out if u is None else out.view(u)


def take_along_axis(x, indices, /, *, axis=-1):
    nd = x.ndim
    if indices.ndim != nd or not -nd <= axis < nd:
        raise IvyValueError(f"ivy.take_along_axis: indices must have x's rank {nd} (got "
                            f"{indices.ndim}) and axis must be in [-{nd}, {nd}) (got {axis})")
    ax = axis % nd
    i = indices if indices.dtype is _I64 else indices.to(_I64)
    xs, js = x.shape, i.shape
    if any(a != b for d, (a, b) in enumerate(zip(xs, js)) if d != ax):
        # torch.gather does not broadcast: both expanded (views) to the broadcast shape
        if any(a != 1 and b != 1 and a != b for d, (a, b) in enumerate(zip(xs, js)) if d != ax):
            raise IvyValueError(f"ivy.take_along_axis: x {tuple(xs)} and indices {tuple(js)} "
                                f"do not broadcast outside axis {axis}")
        full = [b if a == 1 else a for a, b in zip(xs, js)]
        x = x.expand([xs[ax] if d == ax else m for d, m in enumerate(full)])
        i = i.expand([js[ax] if d == ax else m for d, m in enumerate(full)])
    u = x.dtype if x.dtype in UINT else None
    if u is not None:
        x = x.view(UINT[u])
    # torch.gather, not take_along_dim: that one takes indices modulo the axis length, so an
    # out-of-range index would silently read another element
    out = native_first("take_along_axis", lambda x, i: torch.gather(x, ax, i), x, i, xs[ax])
    return out if u is None else out.view(u)
