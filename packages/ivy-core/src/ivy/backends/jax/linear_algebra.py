"""JAX kernels: linear algebra functions of the root namespace (also in ``ivy.linalg``)."""

import jax.numpy as jnp

from ._helpers import binary, pair, value_error

_matmul = binary(jnp.matmul)


def matmul(x1, x2, /):
    try:
        return _matmul(x1, x2)
    except TypeError as e:  # mismatched contracted dimensions: ValueError, as the standard says
        raise value_error("matmul", e) from e


matrix_transpose = jnp.matrix_transpose


def tensordot(x1, x2, /, *, axes=2):
    x1, x2 = pair(x1, x2)
    try:
        return jnp.linalg.tensordot(x1, x2, axes=axes)
    except TypeError as e:  # contracted dimensions of different sizes: ValueError
        raise value_error("tensordot", e) from e


def vecdot(x1, x2, /, *, axis=-1):
    x1, x2 = pair(x1, x2)
    return jnp.vecdot(x1, x2, axis=axis)  # conjugates x1, as the standard says
