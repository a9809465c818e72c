"""``tf.linalg`` of the frontend (``tf.matmul``, ``tf.einsum``, ``tf.norm`` ... re-exported in
``tf``). Batched over leading dimensions as TensorFlow is. ``svd`` returns TensorFlow's
``(s, u, v)`` (``v``, not its adjoint); ``qr`` defaults to the reduced factorisation. ``name=``,
``a_is_sparse=`` / ``b_is_sparse=`` (a hint) and ``validate_args=`` are accepted and ignored.
"""

from __future__ import annotations

from collections import namedtuple

import ivy

from .._common import reject_option, unsupported
from ._promotion import binary, check_kind, convert, same_dtype
from .errors import InvalidArgumentError
from .tensor import ivy_kind, native, wrap

__all__ = ["adjoint", "band_part", "cholesky", "cross", "det", "diag", "diag_part", "eigh",
           "eigvalsh", "einsum", "inv", "logdet", "matmul", "matrix_transpose", "matvec", "norm",
           "pinv", "qr", "slogdet", "solve", "svd", "tensordot", "trace", "l2_normalize"]

_NO_EIG = "Ivy has no eigen-decomposition of a general (non-symmetric) matrix"
_NO_SCHUR = "needs a Schur decomposition of a general matrix, which Ivy has not"
#: names of ``tf.linalg`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {"eig": _NO_EIG, "eigvals": _NO_EIG, "logm": _NO_SCHUR, "sqrtm": _NO_SCHUR}
#: functions written as a composition of several Ivy functions
COMPOSED = frozenset({"adjoint", "band_part", "diag", "logdet", "matvec", "norm", "svd",
                      "banded_triangular_solve", "cholesky_solve", "eigh_tridiagonal", "expm",
                      "global_norm", "lstsq", "lu", "lu_matrix_inverse", "lu_reconstruct",
                      "lu_solve", "matrix_rank", "normalize", "set_diag", "tensor_diag",
                      "tensor_diag_part", "triangular_solve", "tridiagonal_matmul",
                      "tridiagonal_solve"})

_LINALG = frozenset({"float16", "float32", "float64", "complex64", "complex128"})


def _t(x, adjoint=False):
    x = ivy.matrix_transpose(x)
    return ivy.conj(x) if adjoint and ivy_kind(x) == "complex" else x


def matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False,
           a_is_sparse=False, b_is_sparse=False, output_type=None, grad_a=False, grad_b=False,
           name=None):
    x, y = binary("BatchMatMulV2", a, b)
    x, y = convert(x), convert(y)
    if len(x.shape) < 2 or len(y.shape) < 2:
        raise InvalidArgumentError(None, "MatMul", f"In[0] and In[1] must have at least 2 "
                                   f"dimensions: {list(x.shape)} vs. {list(y.shape)} [Op:MatMul]")
    if output_type is not None and output_type != x.dtype:
        reject_option("tf", "linalg.matmul", "output_type", output_type,
                      "only the inputs' dtype")
    if transpose_a or adjoint_a:
        x = _t(x, adjoint_a)
    if transpose_b or adjoint_b:
        y = _t(y, adjoint_b)
    return wrap(ivy.matmul(x, y))


def matvec(a, b, transpose_a=False, adjoint_a=False, a_is_sparse=False, b_is_sparse=False,
           name=None):
    x, y = binary("BatchMatMulV2", a, b)
    if transpose_a or adjoint_a:
        x = _t(x, adjoint_a)
    return wrap(ivy.squeeze(ivy.matmul(x, ivy.expand_dims(y, axis=-1)), axis=-1))


def einsum(equation, *inputs, **kwargs):
    kwargs.pop("name", None)
    if kwargs.pop("optimize", None) not in (None, "greedy", "optimal", "auto"):
        raise ValueError("einsum: bad `optimize`")
    if kwargs:
        raise TypeError(f"Invalid keyword arguments for this function: {sorted(kwargs)}")
    return wrap(ivy.einsum(equation, *same_dtype("Einsum", list(inputs))))


def tensordot(a, b, axes, name=None):
    x, y = binary("MatMul", a, b)
    if hasattr(axes, "_data") or ivy.is_native_array(axes):
        axes = ivy.to_list(native(axes))
    return wrap(ivy.tensordot(x, y, axes=axes))


def _f(op, x):
    return check_kind(op, convert(x), _LINALG)


def inv(input, adjoint=False, name=None):  # noqa: A002
    x = _f("MatrixInverse", input)
    return wrap(ivy.linalg.inv(_t(x, True) if adjoint else x))


def det(input, name=None):  # noqa: A002
    return wrap(ivy.linalg.det(_f("MatrixDeterminant", input)))


def slogdet(input, name=None):  # noqa: A002
    r = ivy.linalg.slogdet(_f("LogMatrixDeterminant", input))
    return wrap(r.sign), wrap(r.logabsdet)


def logdet(matrix, name=None):
    c = ivy.linalg.cholesky(_f("Cholesky", matrix))
    d = ivy.linalg.diagonal(c)
    return wrap(ivy.multiply(ivy.sum(ivy.log(ivy.real(d) if ivy_kind(d) == "complex" else d),
                                     axis=-1), 2))


def solve(matrix, rhs, adjoint=False, name=None):
    a, b = binary("MatrixSolve", matrix, rhs)
    a = check_kind("MatrixSolve", a, _LINALG)
    return wrap(ivy.linalg.solve(_t(a, True) if adjoint else a, b))


def cholesky(input, name=None):  # noqa: A002
    return wrap(ivy.linalg.cholesky(_f("Cholesky", input)))


Qr = namedtuple("Qr", ["q", "r"])


def qr(input, full_matrices=False, name=None):  # noqa: A002
    r = ivy.linalg.qr(_f("Qr", input), mode="complete" if full_matrices else "reduced")
    return Qr(wrap(r.Q), wrap(r.R))


def svd(tensor, full_matrices=False, compute_uv=True, name=None):
    x = _f("Svd", tensor)
    if not compute_uv:
        return wrap(ivy.linalg.svdvals(x))
    r = ivy.linalg.svd(x, full_matrices=bool(full_matrices))
    return wrap(r.S), wrap(r.U), wrap(_t(r.Vh, True))


def eigh(tensor, name=None):
    r = ivy.linalg.eigh(_f("SelfAdjointEigV2", tensor))
    return wrap(r.eigenvalues), wrap(r.eigenvectors)


def eigvalsh(tensor, name=None):
    return wrap(ivy.linalg.eigvalsh(_f("SelfAdjointEigV2", tensor)))


def pinv(a, rcond=None, validate_args=False, name=None):
    x = _f("pinv", a)
    return wrap(ivy.linalg.pinv(x, rtol=rcond))


def trace(x, name=None):
    return wrap(ivy.linalg.trace(convert(x), dtype=convert(x).dtype))


def diag_part(input, name="diag_part", k=0, padding_value=0, align="RIGHT_LEFT"):  # noqa: A002
    if not isinstance(k, int):
        reject_option("tf", "linalg.diag_part", "k", k, "one diagonal (an int)")
    return wrap(ivy.linalg.diagonal(convert(input), offset=k))


def diag(diagonal, name="diag", k=0, num_rows=-1, num_cols=-1, padding_value=0,
         align="RIGHT_LEFT"):
    if (k, num_rows, num_cols, padding_value) != (0, -1, -1, 0):
        reject_option("tf", "linalg.diag", "k/num_rows/num_cols/padding_value",
                      (k, num_rows, num_cols, padding_value), "the main diagonal only")
    d = convert(diagonal)
    n = int(d.shape[-1])
    return wrap(ivy.multiply(ivy.expand_dims(d, axis=-1), ivy.eye(n, dtype=d.dtype)))


def band_part(input, num_lower, num_upper, name=None):  # noqa: A002
    x = convert(input)
    m, n = int(x.shape[-2]), int(x.shape[-1])
    lo, up = int(native(num_lower)), int(native(num_upper))
    i = ivy.expand_dims(ivy.arange(m), axis=-1)
    j = ivy.expand_dims(ivy.arange(n), axis=0)
    keep = ivy.ones((m, n), dtype=ivy.bool)
    if lo >= 0:
        keep = ivy.logical_and(keep, ivy.less_equal(ivy.subtract(i, j), lo))
    if up >= 0:
        keep = ivy.logical_and(keep, ivy.less_equal(ivy.subtract(j, i), up))
    return wrap(ivy.where(keep, x, ivy.zeros_like(x)))


def matrix_transpose(a, name="matrix_transpose", conjugate=False):
    return wrap(_t(convert(a), conjugate))


def adjoint(matrix, name=None):
    return wrap(_t(convert(matrix), True))


def cross(a, b, name=None):
    x, y = binary("Cross", a, b)
    return wrap(ivy.linalg.cross(x, y))


_VECTOR_ORDS = {1, 2, float("inf"), -float("inf")}


def norm(tensor, ord="euclidean", axis=None, keepdims=None, name=None):  # noqa: A002
    x = check_kind("norm", convert(tensor), _LINALG)
    keep = bool(keepdims)
    if isinstance(axis, (list, tuple)) and len(axis) == 2:
        ax = tuple(int(a) for a in axis)
        if ord in ("euclidean", "fro"):
            return wrap(ivy.linalg.matrix_norm(x, ord="fro", axis=ax, keepdims=keep))
        if ord in (1, 2, float("inf")):
            return wrap(ivy.linalg.matrix_norm(x, ord=ord, axis=ax, keepdims=keep))
        raise ValueError(f"'ord' must be a supported matrix norm in ['euclidean', 'fro', 1, 2, "
                         f"inf], got {ord}")
    if ord == "fro" and axis is not None:
        raise ValueError("'fro' is a matrix norm: give `axis` as a pair")
    o = 2 if ord in ("euclidean", "fro") else ord
    if not (isinstance(o, (int, float)) and o > 0):
        raise ValueError(f"'ord' must be a supported vector norm, got {ord}")
    ax = None if axis is None else int(axis[0] if isinstance(axis, (list, tuple)) else axis)
    return wrap(ivy.linalg.vector_norm(x, axis=ax, keepdims=keep, ord=o))


def normalize(tensor, ord="euclidean", axis=None, name=None):  # noqa: A002
    """``(tensor / norm, norm)``, the norm kept with its reduced axes (``tf.linalg.norm``)."""
    x = convert(tensor)
    nrm = norm(x, ord=ord, axis=axis, keepdims=True)._data
    return wrap(ivy.divide(x, nrm)), wrap(nrm)


from ._creation import eye  # noqa: E402, F401 - tf.linalg.eye is tf.eye
from ._linalg_extra import *  # noqa: E402, F403 - solves, LU, expm, diagonals of tensors
from ._linalg_extra import __all__ as _extra_names  # noqa: E402
from .math import l2_normalize  # noqa: E402 - tf.linalg.l2_normalize is tf.math's

__all__ += [*_extra_names, "eye", "normalize"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return unsupported("tf", f"linalg.{name}", UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.tensorflow.linalg' has no attribute {name!r}")
