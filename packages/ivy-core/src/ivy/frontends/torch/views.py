"""PyTorch's view functions that the other modules do not already offer, and the ``*_copy``
variants of the views (``torch.view_copy``, ``transpose_copy``, ``split_copy``...).

The frontend keeps no views: every function returns new tensors, and an in-place change of one
tensor never shows through another. A view and its ``_copy`` are therefore the same function here.
``view_as_real`` / ``view_as_complex`` build the new tensor (the real and imaginary parts as a
last dimension of 2, and back). Conjugation and negation are never lazy in the frontend, so
``is_conj`` / ``is_neg`` are False and ``resolve_conj`` / ``resolve_neg`` return the tensor.
``unsafe_split`` / ``unsafe_chunk`` are ``split`` / ``chunk`` (PyTorch's "unsafe" only skips
autograd's view tracking).
"""

from __future__ import annotations

import ivy

from .._common import ivy_dtype_of, kind_of
from . import creation as _cr
from . import manipulation as _mp
from .tensor import Tensor, native, wrap

__all__ = ["alias_copy", "conj_physical", "conj_physical_", "detach_copy", "diagonal_copy",
           "expand_copy", "is_conj", "is_distributed", "is_inference", "is_neg", "narrow_copy",
           "permute_copy", "resolve_conj", "resolve_neg", "select_copy", "slice_copy",
           "split_copy", "split_with_sizes", "split_with_sizes_copy", "squeeze_copy", "t_copy",
           "transpose_copy", "unbind_copy", "unfold_copy", "unsafe_chunk", "unsafe_split",
           "unsafe_split_with_sizes", "unsqueeze_copy", "view_as_complex",
           "view_as_complex_copy", "view_as_real", "view_as_real_copy", "view_copy"]

#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"view_as_complex", "view_as_complex_copy", "view_as_real",
                      "view_as_real_copy", "slice_copy", "unfold_copy"})


def _copy(input):
    return wrap(native(input))


def alias_copy(input):
    return _copy(input)


def detach_copy(input):
    return _copy(input)


def resolve_conj(input):
    return input


def resolve_neg(input):
    return input


def is_conj(input):
    return False


def is_neg(input):
    return False


def is_inference(input):
    return False


def is_distributed(input):
    return False


def conj_physical(input):
    x = native(input)
    return wrap(ivy.conj(x) if kind_of(x.dtype) == "complex" else x)


def conj_physical_(input):
    input._data = native(conj_physical(input))
    return input


def view_as_real(input):
    """A complex ``[..., n]`` tensor as its real ``[..., n, 2]`` parts (real, imaginary)."""
    x = native(input)
    if kind_of(x.dtype) != "complex":
        raise RuntimeError("view_as_real is only supported for complex tensors")
    return wrap(ivy.stack([ivy.real(x), ivy.imag(x)], axis=-1))


def view_as_complex(input):
    """A real ``[..., n, 2]`` tensor (float32 or float64) as the complex ``[..., n]`` one."""
    x = native(input)
    if str(ivy_dtype_of(x.dtype)) not in ("float32", "float64"):
        raise RuntimeError(f"view_as_complex is only supported for float and double tensors, "
                           f"but got a tensor of scalar type: {ivy_dtype_of(x.dtype)}")
    if not x.shape or x.shape[-1] != 2:
        raise RuntimeError("Tensor must have a last dimension of size 2")
    return _cr.complex(wrap(x[..., 0]), wrap(x[..., 1]))


view_as_real_copy, view_as_complex_copy = view_as_real, view_as_complex


def view_copy(input, size):
    """``Tensor.view`` as a function: a shape, or a dtype of the same size."""
    return input.view(size) if type(input) is Tensor else wrap(native(input)).view(size)


def expand_copy(input, size, *, implicit=False):
    return _mp.broadcast_to(input, size)


def permute_copy(input, dims):
    return _mp.permute(input, dims)


def t_copy(input):
    return _mp.t(input)


def transpose_copy(input, dim0, dim1):
    return _mp.transpose(input, dim0, dim1)


def squeeze_copy(input, dim=None):
    return _mp.squeeze(input, dim)


def unsqueeze_copy(input, dim):
    return _mp.unsqueeze(input, dim)


def diagonal_copy(input, offset=0, dim1=0, dim2=1):
    return _mp.diagonal(input, offset, dim1, dim2)


def select_copy(input, dim, index):
    return _mp.select(input, dim, index)


def narrow_copy(input, dim, start, length):
    return _mp.narrow(input, dim, start, length)


def slice_copy(input, dim=0, start=None, end=None, step=1):
    x = native(input)
    d = dim % len(x.shape)
    return wrap(x[(slice(None),) * d + (slice(start, end, step),)])


def unfold_copy(input, dimension, size, step):
    return _mp.unfold(input, dimension, size, step)


def unbind_copy(input, dim=0):
    return _mp.unbind(input, dim)


def split_copy(input, split_size, dim=0):
    return _mp.split(input, split_size, dim)


def split_with_sizes(input, split_sizes, dim=0):
    return _mp.split(input, list(split_sizes), dim)


split_with_sizes_copy = unsafe_split_with_sizes = split_with_sizes


def unsafe_split(input, split_size, dim=0):
    return _mp.split(input, split_size, dim)


def unsafe_chunk(input, chunks, dim=0):
    return _mp.chunk(input, chunks, dim)
