"""TensorFlow kernels: ``ivy.linalg``. Wrapped for Ivy's promotion, namedtuple results with the
standard's field names (TF's svd returns V, not V^H), batch broadcasting in solve (TF's solve has
none), and what tf.linalg lacks: cholesky's upper, cross along any axis for every dtype,
matrix_norm's orders, matrix_power, matrix_rank, pinv's rtol and vector_norm."""

import tensorflow as tf

from ..._rules.linalg import _matrix_axes
from ...errors import IvyValueError
from ...results import EighResult, QRResult, SlogdetResult, SVDResult
from ._helpers import COMPLEX, I64, T, norm_axes, promote, value_error
from ._raw import gen
from .linear_algebra import matmul as _matmul
from .statistical import sum as _sum

_SHAPE_ERRORS = (tf.errors.InvalidArgumentError, ValueError)


def _same(x1, x2):
    if type(x1) is T and type(x2) is T and x1.dtype is x2.dtype:
        return x1, x2
    return promote(x1, x2)


def _real_dtype(d):
    return tf.float32 if d is tf.complex64 else tf.float64 if d is tf.complex128 else d


def cholesky(x, /, *, upper=False):
    lo = tf.linalg.cholesky(x)
    return tf.linalg.adjoint(lo) if upper else lo


_Cross = gen("Cross")


def cross(x1, x2, /, *, axis=-1):
    x1, x2 = _same(x1, x2)
    if x1.shape == x2.shape and x1.shape.is_fully_defined() and x1.shape[-1] == 3 \
            and axis in (-1, x1.shape.rank - 1) and x1.dtype in (tf.float32, tf.float64):
        return _Cross(a=x1, b=x2)  # TF's op: the last axis of float tensors of one shape
    try:
        x1, x2 = tf.broadcast_to(x1, tf.broadcast_static_shape(x1.shape, x2.shape)), \
            tf.broadcast_to(x2, tf.broadcast_static_shape(x1.shape, x2.shape))
    except _SHAPE_ERRORS as e:
        raise value_error("linalg.cross", e) from e
    if x1.shape[axis] != 3:
        raise IvyValueError(f"ivy.linalg.cross: axis {axis} must have size 3, got shape "
                            f"{tuple(x1.shape)}")
    a0, a1, a2 = tf.unstack(x1, axis=axis)  # written out: tf.linalg.cross takes the last axis
    b0, b1, b2 = tf.unstack(x2, axis=axis)  # of float tensors only
    return tf.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], axis=axis)


det = tf.linalg.det


def diagonal(x, /, *, offset=0):
    rows, cols = x.shape[-2], x.shape[-1]
    if offset >= cols or -offset >= rows:  # TF refuses an offset outside the matrix: empty
        return tf.zeros(tf.concat([tf.shape(x)[:-2], [0]], 0), x.dtype)
    return tf.linalg.diag_part(x, k=offset)


def eigh(x, /):  # wrapped: TF gives complex input complex eigenvalues (their imag is 0)
    w, v = tf.linalg.eigh(x)
    return EighResult(tf.math.real(w) if w.dtype in COMPLEX else w, v)


def eigvalsh(x, /):
    w = tf.linalg.eigvalsh(x)
    return tf.math.real(w) if w.dtype in COMPLEX else w


inv = tf.linalg.inv


def matrix_norm(x, /, *, keepdims=False, ord="fro", axis=(-2, -1)):  # noqa: A002
    if axis != (-2, -1):
        n = x.shape.rank
        ax = _matrix_axes(axis, n)
        if ax != (n - 2, n - 1):  # the matrices' axes moved last, the kept ones put back
            r = matrix_norm(tf.transpose(x, [i for i in range(n) if i not in ax] + list(ax)),
                            ord=ord)
            for i in sorted(ax) if keepdims else ():
                r = tf.expand_dims(r, i)
            return r
    a = tf.math.abs(x)
    if ord == "fro":
        r = tf.math.sqrt(tf.math.reduce_sum(a * a, axis=(-2, -1)))
    elif ord == "nuc":
        r = tf.math.reduce_sum(svdvals(x), axis=-1)
    elif ord in (2, -2):
        s = svdvals(x)
        r = tf.math.reduce_max(s, -1) if ord == 2 else tf.math.reduce_min(s, -1)
    elif ord in (1, -1, float("inf"), -float("inf")):
        sums = tf.math.reduce_sum(a, axis=-2 if ord in (1, -1) else -1)
        r = tf.math.reduce_max(sums, -1) if ord > 0 else tf.math.reduce_min(sums, -1)
    else:
        raise IvyValueError(f"ivy.linalg.matrix_norm: invalid ord {ord!r}")
    return r[..., None, None] if keepdims else r


def matrix_power(x, n, /):  # repeated squaring; negative n: of the inverse
    if n == 0:
        eye = tf.eye(x.shape[-1], dtype=x.dtype)
        return tf.broadcast_to(eye, tf.shape(x))
    if n < 0:
        x, n = tf.linalg.inv(x), -n
    result = None
    base = x
    while n:
        if n & 1:
            result = base if result is None else _matmul(result, base)
        n >>= 1
        if n:
            base = _matmul(base, base)
    return tf.identity(result)


def matrix_rank(x, /, *, rtol=None):
    s = svdvals(x)
    if rtol is None:
        eps = tf.experimental.numpy.finfo(s.dtype.as_numpy_dtype).eps
        rtol = max(x.shape[-2], x.shape[-1]) * eps
    elif not isinstance(rtol, (int, float)):
        rtol = tf.cast(rtol, s.dtype)[..., None]
    tol = tf.math.reduce_max(s, axis=-1, keepdims=True) * rtol
    return tf.math.count_nonzero(s > tol, axis=-1, dtype=I64)


def outer(x1, x2, /):
    x1, x2 = _same(x1, x2)
    return x1[:, None] * x2[None, :]


def pinv(x, /, *, rtol=None, hermitian=False):
    # TF's pinv has a different default cutoff: through the SVD here (or the eigendecomposition)
    if hermitian:
        return _pinv_hermitian(x, rtol)
    s, u, v = tf.linalg.svd(x, full_matrices=False)
    if rtol is None:
        eps = tf.experimental.numpy.finfo(s.dtype.as_numpy_dtype).eps
        rtol = max(x.shape[-2], x.shape[-1]) * eps
    elif not isinstance(rtol, (int, float)):
        rtol = tf.cast(rtol, s.dtype)[..., None]
    cut = tf.math.reduce_max(s, axis=-1, keepdims=True) * rtol
    sinv = tf.where(s > cut, 1 / tf.where(s > cut, s, 1), tf.zeros((), s.dtype))
    return tf.linalg.matmul(v * tf.cast(sinv, v.dtype)[..., None, :], u, adjoint_b=True)


def _pinv_hermitian(x, rtol):
    w, v = eigh(x)
    a = tf.math.abs(w)
    if rtol is None:
        rtol = x.shape[-1] * tf.experimental.numpy.finfo(a.dtype.as_numpy_dtype).eps
    elif not isinstance(rtol, (int, float)):
        rtol = tf.cast(rtol, a.dtype)[..., None]
    cut = tf.math.reduce_max(a, axis=-1, keepdims=True) * rtol
    winv = tf.where(a > cut, 1 / tf.where(a > cut, w, 1), tf.zeros((), w.dtype))
    return tf.linalg.matmul(v * tf.cast(winv, v.dtype)[..., None, :], v, adjoint_b=True)


def qr(x, /, *, mode="reduced"):
    return QRResult(*tf.linalg.qr(x, full_matrices=mode == "complete"))


def slogdet(x, /):  # wrapped: TF gives complex input a complex logabsdet (its imag is 0)
    sign, logabs = tf.linalg.slogdet(x)
    return SlogdetResult(sign, tf.math.real(logabs) if logabs.dtype in COMPLEX else logabs)


def solve(x1, x2, /):
    x1, x2 = _same(x1, x2)
    vector = x2.shape.rank == 1  # the standard: a vector only when x2 is 1-d
    if vector:
        x2 = x2[:, None]
    try:
        batch = tf.broadcast_static_shape(x1.shape[:-2], x2.shape[:-2])
        a = tf.broadcast_to(x1, batch.concatenate(x1.shape[-2:]))
        b = tf.broadcast_to(x2, batch.concatenate(x2.shape[-2:]))
        out = tf.linalg.solve(a, b)
    except _SHAPE_ERRORS as e:
        raise value_error("linalg.solve", e) from e
    return out[..., 0] if vector else out


def svd(x, /, *, full_matrices=True):
    s, u, v = tf.linalg.svd(x, full_matrices=full_matrices)
    return SVDResult(u, s, tf.linalg.adjoint(v))


def svdvals(x, /):
    return tf.linalg.svd(x, compute_uv=False)


def trace(x, /, *, offset=0, dtype=None):
    return _sum(diagonal(x, offset=offset), axis=-1, dtype=dtype)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):  # noqa: A002
    n = x.shape.rank
    axes = norm_axes(axis, n)
    if not axes:  # no reduction: |x| (every order of one element)
        a = tf.math.abs(x)
        return tf.cast(a, _real_dtype(x.dtype)) if ord != 0 else tf.cast(tf.not_equal(a, 0), a.dtype)
    a = tf.math.abs(x)
    if ord == 2:
        r = tf.math.sqrt(tf.math.reduce_sum(a * a, axis=axes, keepdims=keepdims))
    elif ord == 1:
        r = tf.math.reduce_sum(a, axis=axes, keepdims=keepdims)
    elif ord == float("inf"):
        r = tf.math.reduce_max(a, axis=axes, keepdims=keepdims)
    elif ord == -float("inf"):
        r = tf.math.reduce_min(a, axis=axes, keepdims=keepdims)
    elif ord == 0:
        r = tf.math.reduce_sum(tf.cast(tf.not_equal(a, 0), a.dtype), axis=axes, keepdims=keepdims)
    else:
        p = tf.constant(ord, a.dtype)
        r = tf.math.reduce_sum(a ** p, axis=axes, keepdims=keepdims) ** (1 / p)
    return r
