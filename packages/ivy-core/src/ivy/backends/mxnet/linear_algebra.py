"""MXNet kernels: linear algebra functions of the root namespace (also in ``ivy.linalg``)."""

from mxnet import np
from mxnet.base import MXNetError

from ...errors import IvyValueError
from ._helpers import binary, land, pair, sum_as, value_error


def _int_matmul(a, b):
    # MXNet's matmul and tensordot have float kernels only: integer products are summed exactly
    # (wrapping like NumPy's) from a broadcast product
    v1, v2 = a.ndim == 1, b.ndim == 1
    if v1:
        a = a[None, :]
    if v2:
        b = b[:, None]
    if a.shape[-1] != b.shape[-2]:
        raise IvyValueError(f"ivy.matmul (mxnet backend): shapes {a.shape} and {b.shape} do "
                            "not match in the contracted dimension")
    d = a.dtype
    out = sum_as(np.expand_dims(a, -1) * np.expand_dims(b, -3), -2, d)
    if v1 or v2:  # reshape, not indexing: MXNet's 0-d views of (1, 1) arrays are broken
        lead, (m, n) = out.shape[:-2], out.shape[-2:]
        out = out.reshape(lead + (() if v1 else (m,)) + (() if v2 else (n,)))
    return out


def _matmul_native(x1, x2):
    if x1.dtype.kind != "f":
        return _int_matmul(x1, x2)
    if x1.dtype.itemsize == 2:  # MXNet's CPU matmul has no float16 kernel: in float32, back
        return np.matmul(x1.astype("float32"), x2.astype("float32")).astype(x1.dtype)
    return np.matmul(x1, x2)


def _bool_matmul(x1, x2):
    # (MXNet sums no bool: a call-time error) NumPy's bool product: any of the ands, from int32
    return _int_matmul(x1.astype("int32"), x2.astype("int32")) != 0


_matmul = binary(_matmul_native, "matmul", on_bool=_bool_matmul)


def matmul(x1, x2, /):
    if x1.ndim == 0 or x2.ndim == 0:
        raise IvyValueError("ivy.matmul (mxnet backend): 0-d operands are not allowed")
    try:
        return _matmul(x1, x2)
    except MXNetError as e:  # mismatched contracted dimensions: ValueError, as the standard says
        raise value_error("matmul", e) from e


def matrix_transpose(x, /):
    if x.dtype.kind == "b":  # no bool kernel: through uint8
        return np.swapaxes(x.astype("uint8"), -1, -2).astype("bool")
    return np.swapaxes(x, -1, -2)


def tensordot(x1, x2, /, *, axes=2):
    x1, x2 = pair(x1, x2, "tensordot")
    if type(axes) is not int:
        a1, a2 = (tuple(a) if not isinstance(a, int) else (a,) for a in axes)
        if any(x1.shape[i] != x2.shape[j] for i, j in zip(a1, a2)):
            raise IvyValueError(f"ivy.tensordot (mxnet backend): contracted axes of shapes "
                                f"{x1.shape} and {x2.shape} differ in size")
        axes = (a1, a2)
    elif axes and x1.shape[x1.ndim - axes:] != x2.shape[:axes]:
        raise IvyValueError(f"ivy.tensordot (mxnet backend): the last {axes} axes of {x1.shape} "
                            f"and the first of {x2.shape} differ")
    if x1.dtype.kind == "f" and x1.dtype.itemsize > 2:
        return np.tensordot(x1, x2, axes=axes)
    if x1.dtype.kind == "f":  # float16: no CPU kernel, in float32, back
        return np.tensordot(x1.astype("float32"), x2.astype("float32"), axes=axes).astype(x1.dtype)
    if x1.dtype.kind == "b":  # (MXNet's transpose has no bool kernel: an error when read)
        return tensordot(x1.astype("int32"), x2.astype("int32"), axes=axes) != 0
    if type(axes) is int:
        axes = (tuple(range(x1.ndim - axes, x1.ndim)), tuple(range(axes)))
    a1 = [a % x1.ndim for a in axes[0]]
    a2 = [a % x2.ndim for a in axes[1]]
    f1 = [i for i in range(x1.ndim) if i not in a1]
    f2 = [i for i in range(x2.ndim) if i not in a2]
    s1, s2 = [x1.shape[i] for i in f1], [x2.shape[i] for i in f2]
    k = 1
    for a in a1:
        k *= x1.shape[a]
    m = np.transpose(x1, f1 + a1).reshape(_size(s1), k)
    n = np.transpose(x2, a2 + f2).reshape(k, _size(s2))
    return _int_matmul(m, n).reshape(tuple(s1 + s2))


def _size(shape):
    n = 1
    for k in shape:
        n *= k
    return n


def vecdot(x1, x2, /, *, axis=-1):
    x1, x2 = pair(x1, x2, "vecdot")
    if x1.shape[axis] != x2.shape[axis]:
        raise IvyValueError(f"ivy.vecdot (mxnet backend): axis {axis} of {x1.shape} and "
                            f"{x2.shape} differ in size")
    if axis >= 0:  # a non-negative axis counts in the broadcast shape
        axis -= x1.ndim if x1.ndim > x2.ndim else x2.ndim
    d = x1.dtype
    if d.kind == "b":  # (MXNet sums no bool) NumPy's: any of the ands
        return np.any(land(x1, x2), axis=axis)
    return sum_as(x1 * x2, axis, d)
