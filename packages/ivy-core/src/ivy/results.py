"""The standard's named tuple results, one definition shared by every backend.

Fields are native arrays of the backend that produced them.
"""

from typing import Any, NamedTuple


class UniqueAllResult(NamedTuple):
    """``unique_all``: sorted unique values, first indices, inverse indices (x's shape), counts."""

    values: Any
    indices: Any
    inverse_indices: Any
    counts: Any


class UniqueCountsResult(NamedTuple):
    """``unique_counts``: unique values and how often each occurs."""

    values: Any
    counts: Any


class UniqueInverseResult(NamedTuple):
    """``unique_inverse``: unique values and, for each element of x, the index of its value."""

    values: Any
    inverse_indices: Any


class EighResult(NamedTuple):
    """``linalg.eigh``: eigenvalues ``[..., M]`` and eigenvectors ``[..., M, M]``."""

    eigenvalues: Any
    eigenvectors: Any


class LstsqResult(NamedTuple):
    """``linalg.lstsq``: the least-squares ``solution``, the squared ``residuals`` per right-hand
    side, the ``rank`` of the matrix and its ``singular_values`` (descending)."""

    solution: Any
    residuals: Any
    rank: Any
    singular_values: Any


class QRResult(NamedTuple):
    """``linalg.qr``: orthonormal ``Q`` and upper-triangular ``R``."""

    Q: Any
    R: Any


class SlogdetResult(NamedTuple):
    """``linalg.slogdet``: sign (or phase) and natural log of the absolute determinant."""

    sign: Any
    logabsdet: Any


class SVDResult(NamedTuple):
    """``linalg.svd``: ``U``, singular values ``S`` (descending) and ``Vh``."""

    U: Any
    S: Any
    Vh: Any
