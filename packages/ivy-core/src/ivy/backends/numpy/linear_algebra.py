"""NumPy kernels: linear algebra functions of the root namespace (also in ``ivy.linalg``)."""

import numpy as np

from ._helpers import binary, promote


def _matmul(x1, x2):
    out = np.matmul(x1, x2)
    if out.dtype is x1.dtype or out.dtype == x1.dtype:
        return out
    return out.astype(x1.dtype)  # ml_dtypes' bfloat16 matmul gives float32: rounded back once


matmul = binary(_matmul, "matmul")


def matrix_transpose(x, /):
    # np.matrix_transpose needs NumPy 2
    return np.swapaxes(x, -1, -2)


def tensordot(x1, x2, /, *, axes=2):
    if x1.dtype != x2.dtype:  # NumPy's promotion differs for mixed kinds
        x1, x2 = promote(x1, x2)
    if type(axes) is int and axes == 0:  # np.tensordot's BLAS path gives nan * 0 == 0 here
        return np.multiply.outer(x1, x2)
    return np.tensordot(x1, x2, axes=axes)


def vecdot(x1, x2, /, *, axis=-1):
    # np.vecdot needs NumPy 2: contract with matmul after moving the axis last
    if x1.dtype != x2.dtype:
        x1, x2 = promote(x1, x2)
    if axis >= 0:  # a non-negative axis counts in the broadcast shape
        axis -= x1.ndim if x1.ndim > x2.ndim else x2.ndim
    x1 = np.moveaxis(x1, axis, -1)
    x2 = np.moveaxis(x2, axis, -1)
    if x1.dtype.kind == "c":
        x1 = np.conj(x1)
    return _matmul(x1[..., None, :], x2[..., :, None])[..., 0, 0]
