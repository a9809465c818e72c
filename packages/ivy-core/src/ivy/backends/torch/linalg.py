"""PyTorch kernels: ``ivy.linalg``. torch.linalg matches the standard closely: wrapped for Ivy's
promotion, namedtuple results with the standard's field names, solve's vector rule (x2 is a
vector only when 1-d), trace's accumulator dtype and axis=() in vector_norm."""

import torch

from ..._rules.linalg import _matrix_axes
from ...results import EighResult, QRResult, SlogdetResult, SVDResult
from ._helpers import UINT, T, promote, value_error
from .statistical import sum as _sum


def _same(x1, x2):
    if type(x1) is T and type(x2) is T and x1.dtype is x2.dtype:
        return x1, x2
    return promote(x1, x2)


def cholesky(x, /, *, upper=False):
    return torch.linalg.cholesky(x, upper=upper)


def cross(x1, x2, /, *, axis=-1):
    x1, x2 = _same(x1, x2)
    u = x1.dtype
    try:
        if x1.shape != x2.shape:  # the standard broadcasts; torch.linalg.cross needs equal ranks
            x1, x2 = torch.broadcast_tensors(x1, x2)
        if u in UINT:
            return torch.linalg.cross(x1.view(UINT[u]), x2.view(UINT[u]), dim=axis).view(u)
        return torch.linalg.cross(x1, x2, dim=axis)
    except RuntimeError as e:  # torch reports shape errors as RuntimeError: ValueError here
        raise value_error("linalg.cross", e) from e


det = torch.linalg.det


def diagonal(x, /, *, offset=0):
    return torch.diagonal(x, offset, -2, -1)


def eigh(x, /):
    return EighResult(*torch.linalg.eigh(x))


eigvalsh = torch.linalg.eigvalsh
inv = torch.linalg.inv


def matrix_norm(x, /, *, keepdims=False, ord="fro", axis=(-2, -1)):  # noqa: A002
    if axis != (-2, -1):
        axis = _matrix_axes(axis, x.ndim)
    return torch.linalg.matrix_norm(x, ord=ord, dim=axis, keepdim=keepdims)


matrix_power = torch.linalg.matrix_power


def matrix_rank(x, /, *, rtol=None):
    return torch.linalg.matrix_rank(x, rtol=rtol)


def outer(x1, x2, /):
    x1, x2 = _same(x1, x2)
    u = x1.dtype
    if u in UINT:
        return torch.outer(x1.view(UINT[u]), x2.view(UINT[u])).view(u)
    return torch.outer(x1, x2)


def pinv(x, /, *, rtol=None, hermitian=False):
    return torch.linalg.pinv(x, rtol=rtol, hermitian=hermitian)


def qr(x, /, *, mode="reduced"):
    return QRResult(*torch.linalg.qr(x, mode=mode))


def slogdet(x, /):
    return SlogdetResult(*torch.linalg.slogdet(x))


def solve(x1, x2, /):
    x1, x2 = _same(x1, x2)
    if x2.ndim == 1:  # the standard: a vector only when x2 is 1-d (broadcast against x1's stack);
        # expanded to x1's batch first so torch cannot read the column as a stack of vectors
        return torch.linalg.solve(x1, x2.expand(x1.shape[:-1]).unsqueeze(-1)).squeeze(-1)
    if x2.ndim == x1.ndim - 1:  # torch would read this as a stack of vectors
        x2 = x2.unsqueeze(0)
    try:
        return torch.linalg.solve(x1, x2)
    except RuntimeError as e:  # mismatched shapes (a singular matrix raises LinAlgError)
        if isinstance(e, torch.linalg.LinAlgError):
            raise
        raise value_error("linalg.solve", e) from e


def svd(x, /, *, full_matrices=True):
    return SVDResult(*torch.linalg.svd(x, full_matrices=full_matrices))


svdvals = torch.linalg.svdvals


def trace(x, /, *, offset=0, dtype=None):
    return _sum(torch.diagonal(x, offset, -2, -1), axis=-1, dtype=dtype)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002
    if axis == ():  # torch reads dim=() as every axis; the standard: no reduction
        return torch.linalg.vector_norm(x.unsqueeze(-1), ord=ord, dim=-1)
    return torch.linalg.vector_norm(x, ord=ord, dim=axis, keepdim=keepdims)
