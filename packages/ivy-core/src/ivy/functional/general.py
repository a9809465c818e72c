"""General helpers (Ivy's own): existence and defaults, shapes, array checks, in-place update.

``exists``, ``default``, ``shape``, ``is_native_array`` and ``is_array`` are plain Python (the same
on every backend); ``inplace_update`` and ``to_native_shape`` have a kernel per backend.
"""

from __future__ import annotations

from typing import Any

from .._backend import _infer
from .._rules.owners import _owner
from ..errors import IvyValueError
from ..types import Array
from ._api import api

# the hand-written functions (@api / @composed add theirs at import: ivy/dispatch/general.py)
__all__ = ["default", "exists", "is_array", "is_native_array", "shape"]


def exists(x: Any, /) -> bool:
    """Whether ``x`` is not None.

    Example:
        >>> import ivy
        >>> ivy.exists(0), ivy.exists(None)
        (True, False)
    """
    return x is not None


def default(x: Any, default_val: Any, /, *, with_callable: bool = False) -> Any:
    """``x`` if it is not None, else ``default_val`` (called first if ``with_callable``).

    Args:
        x: the value to use when it exists.
        default_val: the fallback value, or a zero-argument callable with ``with_callable=True``
            (evaluated only when needed).
        with_callable: treat ``default_val`` as a callable making the fallback.

    Example:
        >>> import ivy
        >>> ivy.default(None, 3), ivy.default(1, 3), ivy.default(None, lambda: [0], with_callable=True)
        (3, 1, [0])
    """
    if x is not None:
        return x
    return default_val() if with_callable else default_val


def shape(x: Array, /, *, as_array: bool = False) -> tuple[int, ...] | Array:
    """The shape of native array ``x`` as a tuple of Python ints (or an int64 array of the same
    backend with ``as_array=True``).

    A TensorFlow tensor traced by ``tf.function`` may have dimensions known only at run time
    (``None`` in its static shape, e.g. a Keras batch): ``as_array=True`` gives the run-time
    shape (``tf.shape``); the tuple form raises :class:`ivy.IvyValueError` for it.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.shape(np.zeros((2, 3)))
        (2, 3)
    """
    dims = tuple(x.shape)
    if None in dims:  # symbolic (TensorFlow graph mode): only the run-time shape is known
        if as_array:
            from ..backends.tensorflow.general import runtime_shape  # noqa: PLC0415

            return runtime_shape(x)
        raise IvyValueError(f"ivy.shape: x has dimensions known only at run time {dims}; pass "
                            "as_array=True for its run-time shape")
    s = tuple(int(d) for d in dims)
    if not as_array:
        return s
    return _infer(x).xp.asarray(s, dtype="int64")


def is_native_array(x: Any, /) -> bool:
    """Whether ``x`` is an array of one of Ivy's backends (NumPy, PyTorch, JAX, TensorFlow,
    MXNet); Python scalars, lists and NumPy scalars are not.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.is_native_array(np.zeros(2)), ivy.is_native_array([1.0]), ivy.is_native_array(np.float32(1))
        (True, False, False)
    """
    t = type(x)
    return _owner(t) is not None and hasattr(x, "shape") and not _is_numpy_scalar(t)


def is_array(x: Any, /) -> bool:
    """Whether ``x`` is a native array of a backend or an ``ivy.Array``.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.is_array(np.zeros(2)), ivy.is_array(2.0)
        (True, False)
    """
    if is_native_array(x):
        return True
    t = type(x)
    return t.__module__.partition(".")[0] == "ivy" and t.__name__ == "Array"


def _is_numpy_scalar(t):
    return t.__module__ == "numpy" and not any(c.__name__ == "ndarray" for c in t.__mro__)


@api
def inplace_update(x, val, /):
    """Write ``val`` into ``x``'s memory and return ``x``.

    Possible where the framework has mutable arrays: NumPy arrays, PyTorch tensors (not a leaf
    that requires grad), MXNet arrays, ``tf.Variable``. JAX arrays and plain ``tf.Tensor`` are
    immutable: an ``IvyUnsupportedError`` says so (use the new value instead).

    Args:
        x: the array to overwrite, shape ``[...]``.
        val: array or Python scalar broadcastable to ``x``'s shape; cast to ``x``'s dtype.

    Returns:
        ``x`` itself, now holding ``val``.

    Example:
        >>> import ivy, numpy as np
        >>> x = np.zeros(3)
        >>> ivy.inplace_update(x, np.arange(3.0)) is x, x.tolist()
        (True, [0.0, 1.0, 2.0])
    """


@api
def to_native_shape(shape, /):
    """``shape`` (a sequence of ints) as the backend's own shape type (``torch.Size``,
    ``tf.TensorShape``, a tuple elsewhere).

    Example:
        >>> import ivy
        >>> ivy.to_native_shape([2, 3])
        (2, 3)
    """
