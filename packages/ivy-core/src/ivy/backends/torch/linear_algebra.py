"""PyTorch kernels: linear algebra in the root namespace (shared with ivy.linalg). Wrapped for
Ivy's promotion, argument names, integer vecdot and uint16/32/64 (modular, via signed views)."""

import torch

from .._self_check import failed, first_array
from ._helpers import UINT, T, promote, value_error


def _same(x1, x2):
    if type(x1) is T and type(x2) is T and x1.dtype is x2.dtype:
        return x1, x2
    return promote(x1, x2)


def matmul(x1, x2, /):  # checks x1 itself (_self_check)
    try:
        if not isinstance(x1, T):
            first_array(x1, "torch", "matmul")
        try:
            if type(x1) is T and type(x2) is T and x1.dtype is x2.dtype and x1.dtype not in UINT:
                return torch.matmul(x1, x2)
            x1, x2 = _same(x1, x2)
            u = x1.dtype
            if u in UINT:
                return torch.matmul(x1.view(UINT[u]), x2.view(UINT[u])).view(u)
            return torch.matmul(x1, x2)
        except RuntimeError as e:  # torch reports shape errors as RuntimeError: ValueError here
            raise value_error("matmul", e) from e
    except Exception as e:
        failed(e, "matmul", (x1, x2))
        raise




def matrix_transpose(x, /):
    return x.transpose(-1, -2)


def tensordot(x1, x2, /, *, axes=2):
    x1, x2 = _same(x1, x2)
    if type(axes) is not int:
        axes = [list(axes[0]), list(axes[1])]
    u = x1.dtype
    try:
        if u in UINT:
            return torch.tensordot(x1.view(UINT[u]), x2.view(UINT[u]), dims=axes).view(u)
        return torch.tensordot(x1, x2, dims=axes)
    except RuntimeError as e:
        raise value_error("tensordot", e) from e


def vecdot(x1, x2, /, *, axis=-1):
    x1, x2 = _same(x1, x2)
    d = x1.dtype
    try:
        if d.is_floating_point or d.is_complex:
            return torch.linalg.vecdot(x1, x2, dim=axis)
        if d in UINT:  # torch.linalg.vecdot takes floating inputs only; integers: multiply, sum
            s = UINT[d]
            return torch.sum(x1.view(s) * x2.view(s), dim=axis, dtype=s).view(d)
        return torch.sum(x1 * x2, dim=axis, dtype=d)
    except RuntimeError as e:
        raise value_error("vecdot", e) from e
