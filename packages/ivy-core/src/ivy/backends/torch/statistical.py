"""PyTorch kernels: statistical functions. Wrapped for argument names, the standard's accumulator
dtypes (bool/signed -> default int, unsigned -> the unsigned type of that width), axis=() (no
reduction; torch reduces everything), tuple axes for prod, include_initial, and the shell dtypes
uint16/32/64 (accumulated modulo 2**64 in int64, order-preserving signed map for max/min)."""

import torch

from ... import dtypes as _dt
from ...errors import IvyValueError
from .._backend_common import specialise
from .._composed import scan_kernel
from .._self_check import failed, first_array
from ._helpers import UINT, T, native_dtype, norm_axes, u_ord, u_unord
from .data_type import astype as _astype

_ACC: dict = {}
# mean's integer-input test by value (Dynamo 2.11 cannot trace id() of a dtype)
_INEXACT = frozenset((torch.float16, torch.bfloat16, torch.float32, torch.float64,
                      torch.complex64, torch.complex128))
# the integer / bool dtypes (torch's own: a table shared with TensorFlow's DType objects, which
# hash in C, is one Dynamo cannot trace)
_NON_FLOAT = frozenset((torch.bool, torch.int8, torch.int16, torch.int32, torch.int64,
                        torch.uint8, torch.uint16, torch.uint32, torch.uint64))
# dtypes that are their own accumulator: cumsum/cumprod of them without Ivy's options is torch's
_SCAN_SELF = frozenset((torch.float16, torch.bfloat16, torch.float32, torch.float64,
                        torch.complex64, torch.complex128, torch.int64))
cumprod = scan_kernel("torch", "cumprod", torch.cumprod, _SCAN_SELF)
cumsum = scan_kernel("torch", "cumsum", torch.cumsum, _SCAN_SELF)


def sum_dtype(x, dtype):
    """Accumulator dtype of sum/prod/cumulative_*/trace: ``dtype``, else the standard's default."""
    if dtype is not None:
        return native_dtype(dtype)
    d = x.dtype
    if d.is_floating_point or d.is_complex:
        return d
    key = (d, _dt.default_int_dtype())
    acc = _ACC.get(key)
    if acc is None:
        di = native_dtype(key[1])
        if d is torch.bool:
            acc = di
        else:
            bits = (di.itemsize if di.itemsize > d.itemsize else d.itemsize) * 8
            acc = getattr(torch, f"{'int' if d.is_signed else 'uint'}{bits}")
        _ACC[key] = acc
    return acc


def _reduce_int(f, x, acc, **kw):
    """Integer reduction with an accumulator torch lacks kernels for (uint16/32/64): run it in int64
    (exact modulo 2**64) and convert, wrapping like the unsigned type."""
    if x.dtype in UINT and (acc.is_floating_point or acc.is_complex):
        return f(x.to(acc), **kw)
    if acc in UINT or x.dtype in UINT:
        if x.dtype in UINT:
            x = x.view(torch.int64) if x.dtype is torch.uint64 else x.to(torch.int64)
        r = f(x, dtype=torch.int64, **kw)
        return r.view(acc) if acc is torch.uint64 else r.to(acc)
    return f(x, dtype=acc, **kw)


def _cumulative(f, start, x, axis, dtype, include_initial, name):
    if axis is None:
        if x.ndim > 1:
            raise IvyValueError(f"ivy.{name}: axis is required for a {x.ndim}-d array")
        axis = 0
    if x.ndim == 0:
        x = x.reshape(1)
    out = _reduce_int(f, x, sum_dtype(x, dtype), dim=axis)
    if include_initial:  # torch has no include_initial: prepend the identity along axis
        shape = list(out.shape)
        shape[axis] = 1
        out = torch.cat([torch.full(shape, start, dtype=out.dtype, device=out.device), out], axis)
    return out


def cumulative_prod(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(torch.cumprod, 1, x, axis, dtype, include_initial, "cumulative_prod")


def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
    return _cumulative(torch.cumsum, 0, x, axis, dtype, include_initial, "cumulative_sum")


# dtypes torch's einsum has no kernel for: computed in int64 (exact modulo 2**64), then converted
_EINSUM_VIA = dict.fromkeys((torch.bool, *UINT), torch.int64)


def einsum(equation, *operands):
    d = operands[0].dtype if operands else None
    if any(o.dtype is not d for o in operands):  # Ivy's promotion (torch refuses mixed dtypes)
        d = native_dtype(_dt.result_type(*operands))
        operands = [o.to(d) for o in operands]
    if d in _EINSUM_VIA:
        operands = [o.view(torch.int64) if d is torch.uint64 else o.to(torch.int64)
                    for o in operands]
    try:
        out = torch.einsum(equation, *operands)
    except (RuntimeError, ValueError) as e:
        raise IvyValueError(f"ivy.einsum: {equation!r} does not fit operands of shapes "
                            f"{[tuple(o.shape) for o in operands]}: {e}") from e
    if out.dtype is d:
        return out
    if d is torch.bool:
        return out != 0
    # integer sums come back as int64: wrapped to the operands' dtype (as NumPy)
    return out.view(d) if d is torch.uint64 else out.to(d)


def _extreme(f, x, axis, keepdims, name):
    if axis is None and not keepdims and x.numel() and x.dtype not in UINT:
        return f(x)
    axes = norm_axes(axis, x.ndim)
    if not axes:
        return x.clone()
    if x.numel() == 0 and any(x.shape[a] == 0 for a in axes):
        raise IvyValueError(f"ivy.{name}: zero-size reduction has no identity; pass a non-empty "
                            "array or reduce over non-empty axes")
    u = x.dtype
    if u in UINT:
        return u_unord(f(u_ord(x), dim=axes, keepdim=keepdims), u)
    return f(x, dim=axes, keepdim=keepdims)


def _extreme_kernel(x, /, *, axis=None, keepdims=False):  # template of max / min; checks x
    try:
        if not isinstance(x, T):
            first_array(x, "torch", _name)
        if axis is None and not keepdims and x.dtype not in UINT and x.numel():
            return _f(x)  # every axis (_extreme's first case; ~0.1 µs cheaper than amax)
        if type(axis) is int and x.dtype not in UINT and x.numel():
            return _f_axes(x, axis, keepdims)  # one axis of a non-empty array
        return _extreme(_f_axes, x, axis, keepdims, _name)
    except Exception as e:
        _failed(e, _name, x, axis)
        raise


def _failed(e, name, x, axis):
    """``failed`` of a reduction: torch's IndexError for one axis out of range is Ivy's
    IvyValueError naming the axis, as on every backend."""
    if isinstance(e, IndexError) and type(axis) is int:
        try:
            norm_axes(axis, x.ndim)
        except IvyValueError as err:
            failed(err, name, (x,))
            raise err from None
    failed(e, name, (x,))


_f = _f_axes = _name = None  # each copy of _extreme_kernel has its own (made below)


def mean(x, /, *, axis=None, keepdims=False):  # checks x itself (_self_check)
    try:
        if not isinstance(x, T):
            first_array(x, "torch", "mean")
        d = x.dtype
        if d not in _INEXACT and d in _NON_FLOAT:  # Ivy's integer-input rule (the guard's)
            x = _astype(x, _dt.default_float_dtype())  # (the rule's conversion, on torch)
        if axis is None and not keepdims and x.ndim:
            return torch.mean(x)
        if type(axis) is int:
            return torch.mean(x, axis, keepdims)  # one axis (torch checks its range)
        axes = norm_axes(axis, x.ndim)
        if not axes:
            return x.clone()
        return torch.mean(x, dim=axes, keepdim=keepdims)
    except Exception as e:
        _failed(e, "mean", x, axis)
        raise




def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    acc = sum_dtype(x, dtype)
    if axis is None and not keepdims and x.ndim and x.dtype not in UINT and acc not in UINT:
        return torch.prod(x, dtype=acc)  # every axis: torch's own full reduction
    axes = norm_axes(axis, x.ndim)
    if not axes:
        return x.to(acc, copy=True)
    keep = [a for a in range(x.ndim) if a not in axes]
    n = 1
    for a in axes:
        n *= x.shape[a]
    # torch.prod reduces one dim only: move the reduced axes last and flatten them
    y = x.permute(keep + list(axes)).reshape([x.shape[a] for a in keep] + [n])
    out = _reduce_int(torch.prod, y, acc, dim=-1)
    if keepdims:
        out = out.reshape([1 if a in axes else x.shape[a] for a in range(x.ndim)])
    return out


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    axes = norm_axes(axis, x.ndim)
    if not axes:  # no reduction: each element alone (nan for inf/nan, or when correction >= 1)
        return torch.std(x.unsqueeze(-1), dim=-1, correction=correction)
    return torch.std(x, dim=axes, correction=correction, keepdim=keepdims)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):  # noqa: A001 - checks x (_self_check)
    try:
        if not isinstance(x, T):
            first_array(x, "torch", "sum")
        if axis is None and dtype is None and not keepdims and x.dtype in _SCAN_SELF and x.ndim:
            # floating and int64 sums are their own accumulators: torch's call without the
            # dtype keyword (which torch takes ~1 µs to parse)
            return torch.sum(x)
        if type(axis) is int and dtype is None and x.dtype in _SCAN_SELF:
            return torch.sum(x, axis, keepdims)  # one axis (torch checks its range)
        acc = sum_dtype(x, dtype)
        if axis is None and not keepdims and x.ndim and x.dtype not in UINT and acc not in UINT:
            return torch.sum(x, dtype=acc)
        axes = norm_axes(axis, x.ndim)
        if not axes:
            return x.to(acc, copy=True)
        return _reduce_int(torch.sum, x, acc, dim=axes, keepdim=keepdims)
    except Exception as e:
        _failed(e, "sum", x, axis)
        raise


max = specialise(_extreme_kernel, "max", _f=torch.max, _f_axes=torch.amax, _name="max")  # noqa: A001
min = specialise(_extreme_kernel, "min", _f=torch.min, _f_axes=torch.amin, _name="min")  # noqa: A001


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    axes = norm_axes(axis, x.ndim)
    if not axes:  # no reduction: each element alone (nan for inf/nan, or when correction >= 1)
        return torch.var(x.unsqueeze(-1), dim=-1, correction=correction)
    return torch.var(x, dim=axes, correction=correction, keepdim=keepdims)
