"""The ``ivy.linalg`` namespace (the standard's linear algebra extension)."""

from ._api import api


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


@api
def matrix_norm(x, /, *, keepdims=False, ord='fro'):
    """Norm of a matrix or of each matrix in a stack.

    ``ord`` picks the norm: ``"fro"`` (Frobenius), ``"nuc"`` (nuclear: sum of singular values),
    ``1`` / ``-1`` (largest / smallest column sum of absolute values), ``inf`` / ``-inf`` (the
    same over rows), ``2`` / ``-2`` (largest / smallest singular value).

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        keepdims: if True the last two dimensions are kept with size one.
        ord: the norm, as above.

    Returns:
        Real floating-point array of shape ``[...]`` (``[..., 1, 1]`` with ``keepdims``).

    Example:
        >>> import ivy, numpy as np
        >>> x = np.asarray([[3.0, 0.0], [-4.0, 1.0]])
        >>> float(ivy.linalg.matrix_norm(x, ord=1)), float(ivy.linalg.matrix_norm(x, ord=np.inf))
        (7.0, 5.0)
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


@api
def pinv(x, /, *, rtol=None):
    """Moore-Penrose pseudo-inverse of a matrix or of each matrix in a stack.

    Singular values up to ``rtol`` times the largest one are treated as zero; the default
    ``rtol`` is ``max(M, N)`` times the machine epsilon of ``x``'s dtype.

    Args:
        x: floating-point array of shape ``[..., M, N]`` (a matrix or a stack of them).
        rtol: relative cut-off, a float or an array broadcastable against ``[...]``.

    Returns:
        Array of shape ``[..., N, M]`` and ``x``'s dtype.

    Example:
        >>> import ivy, numpy as np
        >>> p = ivy.linalg.pinv(np.asarray([[1.0, 2.0]]))
        >>> p.shape, [round(v, 6) for v in p[:, 0].tolist()]
        ((2, 1), [0.2, 0.4])
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
