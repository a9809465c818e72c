"""PyTorch's dtype objects (``torch.float32`` ...), as Ivy dtypes printed the PyTorch way."""

from __future__ import annotations

from .._common import FrontendDtype, dtype_objects, ivy_dtype_of


class dtype(FrontendDtype):  # noqa: N801 - PyTorch's name
    """A PyTorch dtype of the frontend: equal to ``ivy.float32``, ``"float32"`` and the native
    ``torch.float32``; ``repr`` is ``torch.float32``."""

    __slots__ = ()
    framework = "torch"


DTYPES = dtype_objects(dtype)


def torch_dtype_of(native_dtype) -> dtype:
    """The frontend dtype of a backend's native dtype object."""
    return DTYPES[ivy_dtype_of(native_dtype)]
