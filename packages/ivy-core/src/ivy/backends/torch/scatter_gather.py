"""PyTorch kernels: gathering and scattering.

torch scatters along one dimension only: ``scatter_nd`` uses advanced indexing (``index_put_``,
any number of dimensions) for "sum" and "replace", and ``scatter_reduce_`` on the flattened
leading dimensions (linear indices, bounds checked first) for "min", "max" and "mul".
uint16/32/64 move through same-width signed views (order-preserving ones for min/max).
"""

import math

import torch

from ...errors import IvyIndexError
from .. import _scatter_gather as S
from .._self_check import failed, first_array
from ._helpers import (
    OUT_OF_RANGE,
    UINT,
    T,
    _compiling,
    native_dtype,
    native_first,
    u_ord,
    u_unord,
    wrap_indices,
)

_I64 = torch.int64
_REDUCE = {"min": "amin", "max": "amax", "mul": "prod"}


def _index(indices):
    return indices if indices.dtype is _I64 else indices.to(_I64)


def _coords(i, batch, n_inner, device):
    if not batch:  # the K coordinates as views, in one call
        return i.unbind(-1)
    grids = tuple(torch.arange(n, device=device).reshape(
        (1,) * j + (n,) + (1,) * (len(batch) - 1 - j + n_inner)) for j, n in enumerate(batch))
    return grids + tuple(i.unbind(-1))


def _fixed_rows(rows, size, fill_value):
    n = rows.shape[0]
    if n >= size:
        return rows[:size]
    pad = torch.full((size - n, rows.shape[1]), fill_value, dtype=rows.dtype, device=rows.device)
    return torch.cat([rows, pad])


def argwhere(x, /, *, size=None, fill_value=0):
    fill_value = S.fixed_rows_args("argwhere", size, fill_value)
    if x.dtype in UINT:
        x = x.view(UINT[x.dtype])
    rows = torch.argwhere(x)
    return rows if size is None else _fixed_rows(rows, size, fill_value)


def _gather(x, i, p):
    if p.batch_dims == 0:
        out = x.index_select(p.axis, i if p.flat else i.reshape(-1))
        return out if p.flat else out.reshape(p.shape)
    if p.along:
        return torch.gather(x, p.axis, i)
    # torch.gather, not take_along_dim: that one takes indices modulo the axis length, so an
    # out-of-range index would read another element
    nb, npre, _, ns = p.xs
    j = i.reshape(p.js).expand(nb, npre, p.js[2], ns)
    return torch.gather(x.reshape(p.xs), 2, j).reshape(p.shape)


def gather(x, indices, /, *, axis=-1, batch_dims=0):  # checks x itself (_self_check)
    try:
        if not isinstance(x, T):
            first_array(x, "torch", "gather")
        if batch_dims == 0 and indices.ndim == 1 and x.ndim and x.is_cpu and not _compiling():
            try:  # the common call: what gather_plan checks, torch's CPU kernel refuses (a bad
                # axis, an index dtype other than int32/int64, negative and out-of-range indices,
                # the shell uints): each of those goes on to the plan below
                return torch.index_select(x, axis, indices)
            except (*OUT_OF_RANGE, TypeError):
                pass
        return _gather_planned(x, indices, axis, batch_dims)
    except Exception as e:
        failed(e, "gather", (x, indices))
        raise


def _gather_planned(x, indices, axis, batch_dims):
    p = S.gather_plan("gather", x, indices, axis, batch_dims)
    i = _index(indices)
    u = x.dtype if x.dtype in UINT else None
    if u is not None:
        x = x.view(UINT[u])
    out = native_first("gather", lambda x, i: _gather(x, i, p), x, i, x.shape[p.axis])
    return out if u is None else out.view(u)


def gather_nd(x, indices, /, *, batch_dims=0):  # checks x itself (_self_check)
    try:
        if not isinstance(x, T):
            first_array(x, "torch", "gather_nd")
        b, k = S.gather_nd_plan("gather_nd", x, indices, batch_dims)
        try:
            if b == 0 and k:  # the K coordinates as views, in one call (_coords without batch)
                return x[(indices if indices.dtype is _I64 else indices.to(_I64)).unbind(-1)]
            out = x[_coords(_index(indices), x.shape[:b], indices.ndim - 1 - b, x.device)]
        except OUT_OF_RANGE as e:
            raise S.out_of_range("gather_nd", e) from e
        if k == 0:  # no coordinates: every index picks all of x (of its batch element)
            return out.expand(tuple(indices.shape[:-1]) + tuple(x.shape[b:])).clone()
        return out
    except Exception as e:
        failed(e, "gather_nd", (x, indices))
        raise


def _linear(i, dims, fname):
    """Row-major linear index of the coordinates ``i[..., :K]`` into ``dims`` (bounds checked:
    a coordinate out of range could otherwise land on another valid position)."""
    lin = None
    for j, n in enumerate(dims):
        c = wrap_indices(i[..., j], n)
        if bool(((c < 0) | (c >= n)).any()):
            raise S.out_of_range(fname)
        lin = c if lin is None else lin * n + c
    return lin


def _reduce_into(t, i, upd, reduction, k, fresh, fname):
    """Scatter ``upd`` into the contiguous tensor ``t`` in place (min/max/mul)."""
    lead = math.prod(t.shape[:k])
    trail = math.prod(t.shape[k:])
    lin = _linear(i, t.shape[:k], fname).reshape(-1, 1).expand(-1, trail)
    t.view(lead, trail).scatter_reduce_(0, lin, upd.reshape(-1, trail), _REDUCE[reduction],
                                        include_self=not fresh)


# (indices.shape, indices.dtype, updates.shape, updates.dtype, shape) of a checked summing
# scatter into zeros -> (torch dtype of the result, its shape, the updates' expanded shape or None)
_SUM_PLANS = S.Cache()


def _sum_plan(key, indices, updates, shape):
    shape, d, k = S.scatter_args("scatter_nd", indices.shape, indices.dtype, updates.shape,
                                 updates.dtype, shape, None, None, "sum")
    want = tuple(indices.shape[:-1]) + shape[k:]
    plan = (native_dtype(d), shape, None if tuple(updates.shape) == want else want)
    return plan if plan[0] not in UINT else None


def scatter_nd(indices, updates, /, shape=None, *, reduction="sum", x=None, out=None):
    try:  # checks indices itself (_self_check)
        if not isinstance(indices, T):
            first_array(indices, "torch", "scatter_nd")
        if type(shape) is tuple and reduction == "sum" and x is None and out is None:
            # the common call: its checks (S.scatter_args) cached per shapes and dtypes (a shape
            # of equal numbers is the same shape to scatter_args, so the raw tuple is the key)
            k = (indices.shape, indices.dtype, updates.shape, updates.dtype, shape)
            plan = _SUM_PLANS.get(k)
            if plan is None:
                plan = _SUM_PLANS.put(k, _sum_plan(k, indices, updates, shape) or False)
            if plan:
                d, shape, want = plan
                upd = updates if updates.dtype is d else updates.to(d)
                if want is not None:
                    upd = upd.expand(want)
                i = indices if indices.dtype is _I64 else indices.to(_I64)
                try:  # new_zeros: the dtype and device of upd, without keywords to parse
                    return upd.new_zeros(shape).index_put_(i.unbind(-1), upd, True)
                except OUT_OF_RANGE as e:
                    raise S.out_of_range("scatter_nd", e) from e
        return _scatter_nd(indices, updates, shape, reduction, x, out)
    except Exception as e:
        failed(e, "scatter_nd", (indices, updates, x))
        raise


def _scatter_nd(indices, updates, shape, reduction, x, out):
    # torch.Size is a tuple: the shapes key the cached checks as they are
    shape, d, k = S.scatter_args("scatter_nd", indices.shape, indices.dtype,
                                 updates.shape, updates.dtype, shape, x, out, reduction)
    d = native_dtype(d)
    upd = updates if updates.dtype is d else updates.to(d)
    want = indices.shape[:-1] + shape[k:]
    if upd.shape != want:
        upd = upd.expand(want)
    i = _index(indices)
    fresh = x is None
    dev = (x if x is not None else updates).device
    if out is None:
        target = torch.zeros(shape, dtype=d, device=dev) if fresh else x.clone()
    else:
        target = out
        try:
            if fresh:
                target.zero_()
            elif x is not out:
                target.copy_(x)
        except RuntimeError as e:  # e.g. a leaf tensor that requires grad
            raise S.immutable_out("scatter_nd", "torch", f"tensors like this one ({e})") from e
    u = d if d in UINT else None
    linear = reduction not in ("sum", "replace")
    ordered = u is not None and reduction in ("min", "max")
    if ordered:  # an order-preserving signed copy, mapped back below
        work, upd = u_ord(target), u_ord(upd.contiguous())
    else:
        work = target if u is None else target.view(UINT[u])
        if u is not None:
            upd = upd.view(UINT[u])
        if linear and not work.is_contiguous():
            work = work.contiguous()
    try:
        if reduction == "sum":
            work.index_put_(_coords(i, (), 0, dev), upd, accumulate=True)
        elif reduction == "replace":
            work.index_put_(_coords(i, (), 0, dev), upd)
        else:
            _reduce_into(work, i, upd, reduction, k, fresh, "scatter_nd")
    except IvyIndexError:
        raise
    except OUT_OF_RANGE as e:
        raise S.out_of_range("scatter_nd", e) from e
    if ordered or (linear and work.data_ptr() != target.data_ptr()):  # a copy: write it back
        back = u_unord(work, u) if ordered else work if u is None else work.view(u)
        if out is None:
            return back
        target.copy_(back)
    return target


