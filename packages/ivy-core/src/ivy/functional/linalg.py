"""The ``ivy.linalg`` namespace (the standard's linear algebra extension)."""

from .. import dtypes as _dt
from .. import results as _results
from .._rules.linalg import _matrix_axes  # noqa: F401 - used below
from ..errors import IvyDtypeError, IvyValueError
from ._api import api, composed


@api
def cholesky(x, /, *, upper=False):
    """Cholesky factor of a symmetric (Hermitian) positive-definite matrix.

    Returns the lower-triangular ``L`` with ``x = L @ conj(L).T``, or with ``upper=True`` the
    upper-triangular ``U = conj(L).T``.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).
            Only its lower triangle is read (upper with ``upper=True``).
        upper: return the upper-triangular factor instead.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.linalg.cholesky(np.asarray([[4.0, 2.0], [2.0, 5.0]])).tolist()
        [[2.0, 0.0], [1.0, 2.0]]
    """


@api
def cross(x1, x2, /, *, axis=-1):
    """Cross product of 3-element vectors along ``axis``.

    Args:
        x1: numeric array of shape ``[..., 3]`` (size 3 on ``axis``).
        x2: numeric array broadcastable with ``x1``, also of size 3 on ``axis``.
        axis: the axis holding the vectors, a negative int counting from the end.

    Returns:
        Array of the broadcast shape and dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.linalg.cross(np.asarray([1, 0, 0]), np.asarray([0, 1, 0])).tolist()
        [0, 0, 1]
    """


@api
def det(x, /):
    """Determinant of a square matrix or of each matrix in a stack.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).

    Returns:
        Array of shape ``[...]`` and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> round(float(ivy.linalg.det(np.asarray([[1.0, 2.0], [3.0, 4.0]]))), 6)
        -2.0
    """


@api
def diagonal(x, /, *, offset=0):
    """A diagonal of a matrix or of each matrix in a stack.

    Args:
        x: array of shape ``[..., M, N]``.
        offset: which diagonal: 0 is the main one, positive above it, negative below it.

    Returns:
        Array of shape ``[..., K]`` (``K`` the diagonal's length) and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2, 3], [4, 5, 6]])
        >>> ivy.linalg.diagonal(x).tolist(), ivy.linalg.diagonal(x, offset=1).tolist()
        ([1, 5], [2, 6])
    """


@api
def eigh(x, /):
    """Eigenvalues and eigenvectors of a symmetric (Hermitian) matrix or of each matrix in a stack.

    Each eigenvector is unique only up to sign (or phase). The standard leaves the order of the
    eigenvalues open; the NumPy, PyTorch and JAX backends return them in ascending order.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).
            Only its lower triangle is read.

    Returns:
        A namedtuple ``(eigenvalues, eigenvectors)``: a real array of shape ``[..., M]`` (the
        precision of ``x``) and an array of ``x``'s shape and dtype whose columns are the
        eigenvectors.

    Example:
        >>> import ivy, numpy as np
        >>> r = ivy.linalg.eigh(np.asarray([[2.0, 1.0], [1.0, 2.0]]))
        >>> sorted(round(v, 6) for v in r.eigenvalues.tolist()), r.eigenvectors.shape
        ([1.0, 3.0], (2, 2))
    """


@api
def eigvalsh(x, /):
    """Eigenvalues of a symmetric (Hermitian) matrix or of each matrix in a stack.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).
            Only its lower triangle is read.

    Returns:
        Real array of shape ``[..., M]`` (the precision of ``x``). The standard leaves their order
        open; the NumPy, PyTorch and JAX backends sort them ascending.

    Example:
        >>> import ivy, numpy as np
        >>> w = ivy.linalg.eigvalsh(np.asarray([[2.0, 1.0], [1.0, 2.0]]))
        >>> sorted(round(v, 6) for v in w.tolist())
        [1.0, 3.0]
    """


@api
def inv(x, /):
    """Inverse of a square matrix or of each matrix in a stack.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).
            Each matrix must be invertible.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.linalg.inv(np.asarray([[2.0, 0.0], [0.0, 4.0]])).tolist()
        [[0.5, 0.0], [0.0, 0.25]]
    """


@composed
def lstsq(xp, x1, x2, /, *, rtol=None):
    """Least-squares solution ``X`` minimising ``||x1 @ X - x2||`` (the minimum-norm one when
    ``x1`` is rank-deficient), for a matrix or each matrix in a stack.

    Computed from the SVD of ``x1``: singular values up to ``rtol`` times the largest one count as
    zero (as ``pinv``). Unlike NumPy's, the residuals are always returned (also for
    rank-deficient or wide ``x1``), and stacks broadcast.

    Args:
        x1: floating-point array of shape ``[..., M, N]``.
        x2: floating-point array of shape ``[..., M, K]`` (batch dimensions broadcast with
            ``x1``'s), or of shape ``[M]``, one right-hand side for every matrix in ``x1``.
        rtol: relative cut-off, a float or an array broadcastable against ``[...]``; None:
            ``max(M, N)`` times the machine epsilon of the dtype.

    Returns:
        A namedtuple ``(solution, residuals, rank, singular_values)``: ``solution`` of shape
        ``[..., N, K]`` (``[..., N]`` for a 1-D ``x2``) and dtype ``ivy.result_type(x1, x2)``;
        ``residuals``, the squared 2-norms ``sum(abs(x2 - x1 @ solution) ** 2)`` of each column,
        of shape ``[..., K]`` (``[...]``) and the real dtype; ``rank`` of shape ``x1.shape[:-2]``
        and the default integer dtype; ``singular_values`` of shape ``[..., min(M, N)]``.

    Raises:
        IvyValueError: shapes that do not fit.
        IvyDtypeError: non-floating input.

    Example:
        >>> import ivy, numpy as np
        >>> a, b = np.asarray([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]]), np.asarray([1.0, 2.0, 2.0])
        >>> r = ivy.linalg.lstsq(a, b)
        >>> [round(v, 4) for v in r.solution.tolist()], round(float(r.residuals), 4), int(r.rank)
        ([1.1667, 0.5], 0.1667, 2)
    """
    a, b, vector, real = _lstsq_args(xp, x1, x2)
    m, n = a.shape[-2], a.shape[-1]
    u, s, vh = xp.linalg.svd(a, full_matrices=False)
    if rtol is None:
        rtol = max(m, n) * xp.finfo(real).eps
    elif not isinstance(rtol, (int, float)):
        rtol = xp.expand_dims(xp.astype(rtol, real), axis=-1)
    if min(m, n):
        keep = xp.greater(s, xp.multiply(xp.max(s, axis=-1, keepdims=True), rtol))
    else:
        keep = xp.greater(s, 0.0)
    inv = xp.where(keep, xp.divide(1.0, xp.where(keep, s, 1.0)), 0.0)
    if real != a.dtype:  # complex: conjugate transposes, real weights made complex
        u, vh, inv = xp.conj(u), xp.conj(vh), xp.astype(inv, a.dtype)
    c = xp.multiply(xp.matmul(xp.matrix_transpose(u), b), xp.expand_dims(inv, axis=-1))
    sol = xp.matmul(xp.matrix_transpose(vh), c)
    err = xp.abs(xp.subtract(b, xp.matmul(a, sol)))
    res = xp.sum(xp.multiply(err, err), axis=-2)
    rank = xp.sum(xp.astype(keep, xp.int64), axis=-1)
    if vector:
        sol, res = sol[..., 0], res[..., 0]
    return _results.LstsqResult(sol, res, rank, s)


def _lstsq_args(xp, x1, x2):
    """Checked and promoted operands of lstsq: ``(a, b as [..., M, K], vector, real dtype)``."""
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    if len(s1) < 2 or len(s2) < 1:
        raise IvyValueError(f"ivy.linalg.lstsq: x1 needs shape [..., M, N] and x2 [..., M, K] or "
                            f"[M]; got {s1} and {s2}")
    d = _dt.result_type(x1, x2)
    if not _dt.isdtype(d, ("real floating", "complex floating")):
        raise IvyDtypeError(f"ivy.linalg.lstsq: x1 and x2 must be floating-point, got "
                            f"{_dt.as_ivy_dtype(x1.dtype)} and {_dt.as_ivy_dtype(x2.dtype)}")
    vector = len(s2) == 1
    m2 = s2[0] if vector else s2[-2]
    batch_ok = all(p == q or 1 in (p, q) for p, q in zip(s1[-3::-1], s2[-3::-1]))
    if m2 != s1[-2] or not batch_ok:
        raise IvyValueError(f"ivy.linalg.lstsq: x2 of shape {s2} does not fit x1 of shape {s1} "
                            f"(x1 [..., M, N] needs x2 [..., M, K] or [M])")
    a = x1 if x1.dtype == d else xp.astype(x1, d)
    b = x2 if x2.dtype == d else xp.astype(x2, d)
    if vector:
        b = xp.expand_dims(b, axis=-1)
    real = {"complex64": _dt.float32, "complex128": _dt.float64}.get(str(d), d)
    return a, b, vector, real


@api(extensions=("axis",))
def matrix_norm(x, /, *, keepdims=False, ord='fro', axis=(-2, -1)):
    """Norm of a matrix or of each matrix in a stack.

    ``ord`` picks the norm: ``"fro"`` (Frobenius), ``"nuc"`` (nuclear: sum of singular values),
    ``1`` / ``-1`` (largest / smallest column sum of absolute values), ``inf`` / ``-inf`` (the
    same over rows), ``2`` / ``-2`` (largest / smallest singular value).

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        keepdims: if True the matrix dimensions are kept with size one.
        ord: the norm, as above.
        axis: Ivy's extension (NumPy's ``axis``, PyTorch's ``dim``): the two axes holding the
            rows and columns of the matrices, distinct; the standard's are the last two.

    Returns:
        Real floating-point array of shape ``[...]`` (``[..., 1, 1]`` with ``keepdims``): ``x``'s
        shape without (or with size one on) the two ``axis`` dimensions.

    Raises:
        IvyValueError: ``axis`` is not two distinct axes of ``x``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[3.0, 0.0], [-4.0, 1.0]])
        >>> float(ivy.linalg.matrix_norm(x, ord=1)), float(ivy.linalg.matrix_norm(x, ord=np.inf))
        (7.0, 5.0)
        >>> ivy.linalg.matrix_norm(np.ones((2, 3, 4)), ord=1, axis=(0, 2)).tolist()
        [2.0, 2.0, 2.0]
    """


@api
def matrix_power(x, n, /):
    """A square matrix (or each in a stack) raised to an integer power ``n``.

    ``n = 0`` gives the identity; a negative ``n`` raises the inverse to ``-n``.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).
            Invertible when ``n`` is negative.
        n: the exponent, an int.

    Returns:
        Array of ``x``'s shape and dtype.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.linalg.matrix_power(np.asarray([[1.0, 1.0], [0.0, 1.0]]), 3).tolist()
        [[1.0, 3.0], [0.0, 1.0]]
    """


@api
def matrix_rank(x, /, *, rtol=None):
    """Rank of a matrix or of each matrix in a stack: the number of non-negligible singular values.

    A singular value counts when it exceeds ``rtol`` times the largest one. The default ``rtol``
    is ``max(M, N)`` times the machine epsilon of ``x``'s dtype.

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        rtol: relative tolerance, a float or an array broadcastable against ``[...]``.

    Returns:
        Array of shape ``[...]`` and the default integer dtype.

    Example:
        >>> import ivy, numpy as np
        >>> int(ivy.linalg.matrix_rank(np.asarray([[1.0, 2.0], [2.0, 4.0]])))
        1
    """


@api
def outer(x1, x2, /):
    """Outer product of two vectors: ``out[i, j] = x1[i] * x2[j]``.

    Args:
        x1: 1-D numeric array of length ``N``.
        x2: 1-D numeric array of length ``M``.

    Returns:
        Array of shape ``[N, M]`` and dtype ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.linalg.outer(np.asarray([1, 2]), np.asarray([1, 10, 100])).tolist()
        [[1, 10, 100], [2, 20, 200]]
    """


@api(extensions=("hermitian",))
def pinv(x, /, *, rtol=None, hermitian=False):
    """Moore-Penrose pseudo-inverse of a matrix or of each matrix in a stack.

    Singular values up to ``rtol`` times the largest one are treated as zero; the default
    ``rtol`` is ``max(M, N)`` times the machine epsilon of ``x``'s dtype.

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        rtol: relative cut-off, a float or an array broadcastable against ``[...]``.
        hermitian: Ivy's extension (NumPy's, PyTorch's and JAX's): ``x`` is square and
            symmetric (Hermitian), and the result comes from an eigendecomposition, cheaper than
            the SVD (for an ``x`` that is not Hermitian it is unspecified).

    Returns:
        Array of shape ``[..., N, M]`` and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> p = ivy.linalg.pinv(np.asarray([[1.0, 2.0]]))
        >>> p.shape, [round(v, 6) for v in p[:, 0].tolist()]
        ((2, 1), [0.2, 0.4])
        >>> ivy.linalg.pinv(np.asarray([[2.0, 0.0], [0.0, 0.0]]), hermitian=True).tolist()
        [[0.5, 0.0], [0.0, 0.0]]
    """


@api
def qr(x, /, *, mode='reduced'):
    """QR decomposition ``x = Q @ R`` of a matrix or of each matrix in a stack.

    ``Q`` has orthonormal columns and ``R`` is upper triangular; the factors are unique only up
    to the signs of ``R``'s diagonal.

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        mode: ``"reduced"`` gives ``Q`` of shape ``[..., M, K]`` and ``R`` of shape
            ``[..., K, N]`` with ``K = min(M, N)``; ``"complete"`` gives ``[..., M, M]`` and
            ``[..., M, N]``.

    Returns:
        A namedtuple ``(Q, R)`` of arrays of ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> q, r = ivy.linalg.qr(np.ones((3, 2)))
        >>> q.shape, r.shape, ivy.linalg.qr(np.ones((3, 2)), mode="complete").Q.shape
        ((3, 2), (2, 2), (3, 3))
    """


@api
def slogdet(x, /):
    """Sign and natural logarithm of the absolute value of the determinant.

    More robust than ``log(det(x))`` for determinants that would over- or underflow. A singular
    matrix gives sign 0 and logabsdet -inf.

    Args:
        x: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).

    Returns:
        A namedtuple ``(sign, logabsdet)`` of arrays of shape ``[...]``: ``sign`` has ``x``'s
        dtype (-1, 0 or 1 for real input, a unit complex number for complex input) and
        ``logabsdet`` the matching real dtype.

    Example:
        >>> import ivy, numpy as np
        >>> r = ivy.linalg.slogdet(np.asarray([[0.0, 2.0], [2.0, 0.0]]))
        >>> float(r.sign), round(float(r.logabsdet), 6)
        (-1.0, 1.386294)
    """


@api
def solve(x1, x2, /):
    """Solution ``X`` of the linear system ``x1 @ X = x2`` for square, invertible ``x1``.

    Args:
        x1: floating-point array of shape ``[..., M, M]`` (a matrix or a stack of them).
        x2: floating-point array of shape ``[..., M, K]`` (batch dimensions broadcast with
            ``x1``'s), or of shape ``[M]``, one right-hand side for every matrix in ``x1``.

    Returns:
        Array of shape ``[..., M, K]`` (``[..., M]`` for a 1-D ``x2``) and dtype
        ``ivy.result_type(x1, x2)``.

    Example:
        >>> import ivy, numpy as np
        >>> a = np.asarray([[2.0, 0.0], [0.0, 4.0]])
        >>> ivy.linalg.solve(a, np.asarray([[2.0], [8.0]])).tolist()
        [[1.0], [2.0]]
    """


@api
def svd(x, /, *, full_matrices=True):
    """Singular value decomposition ``x = U @ diag(S) @ Vh`` of a matrix or of each in a stack.

    Singular values come in descending order; the singular vectors are unique only up to sign
    (or phase).

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        full_matrices: if True ``U`` is ``[..., M, M]`` and ``Vh`` is ``[..., N, N]``; if False
            they are ``[..., M, K]`` and ``[..., K, N]`` with ``K = min(M, N)``.

    Returns:
        A namedtuple ``(U, S, Vh)``; ``S`` is a real array of shape ``[..., K]``, ``U`` and
        ``Vh`` have ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> u, s, vh = ivy.linalg.svd(np.asarray([[3.0, 0.0], [0.0, -4.0], [0.0, 0.0]]))
        >>> u.shape, [round(v, 6) for v in s.tolist()], vh.shape
        ((3, 3), [4.0, 3.0], (2, 2))
    """


@api
def svdvals(x, /):
    """Singular values of a matrix or of each matrix in a stack, in descending order.

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).

    Returns:
        Real array of shape ``[..., K]`` with ``K = min(M, N)``.

    Example:
        >>> import ivy, numpy as np
        >>> s = ivy.linalg.svdvals(np.asarray([[3.0, 0.0], [0.0, -4.0], [0.0, 0.0]]))
        >>> [round(v, 6) for v in s.tolist()]
        [4.0, 3.0]
    """


@api
def trace(x, /, *, offset=0, dtype=None):
    """Sum along a diagonal of a matrix or of each matrix in a stack.

    Args:
        x: numeric array of shape ``[..., M, N]``.
        offset: which diagonal: 0 is the main one, positive above it, negative below it.
        dtype: accumulator and output dtype; None follows ``ivy.sum``'s rule (the default
            integer dtype for signed integer or boolean input, ``x``'s dtype for floating-point).

    Returns:
        Array of shape ``[...]``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[1, 2], [3, 4]])
        >>> int(ivy.linalg.trace(x)), int(ivy.linalg.trace(x, offset=1))
        (5, 2)
    """


@api
def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """Vector norm of ``x``, over all of it or along the given axes.

    ``ord`` picks the norm: a positive or negative real ``p`` gives
    ``sum(abs(x) ** p) ** (1 / p)``; ``inf`` / ``-inf`` the largest / smallest absolute value;
    ``0`` the number of non-zero elements.

    Args:
        x: floating-point array of shape ``[...]``.
        axis: an int or a tuple of ints holding the vectors; None uses every axis (flattened).
        keepdims: if True the reduced axes are kept with size one.
        ord: the norm, as above; the default 2 is the Euclidean norm.

    Returns:
        Real floating-point array of the reduced shape (0-d for ``axis=None``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([3.0, -4.0])
        >>> float(ivy.linalg.vector_norm(x)), float(ivy.linalg.vector_norm(x, ord=1))
        (5.0, 7.0)
    """


