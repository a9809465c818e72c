"""PyTorch's dtype objects (``torch.float32`` ...), as Ivy dtypes printed the PyTorch way."""

from __future__ import annotations

import ivy

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


class finfo:  # noqa: N801 - PyTorch's name
    """``torch.finfo``: the limits of a floating-point dtype (the default one without argument)."""

    def __init__(self, type=None):  # noqa: A002 - PyTorch's argument name
        import math

        name = str(ivy.default_float_dtype() if type is None else ivy.as_ivy_dtype(type))
        f = ivy.finfo(name)
        self.dtype = name
        self.bits = int(f.bits)
        self.eps = float(f.eps)
        self.max = float(f.max)
        self.min = float(f.min)
        self.tiny = self.smallest_normal = float(f.smallest_normal)
        self.resolution = 10.0 ** -math.floor(-math.log10(self.eps))

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, "
                f"eps={self.eps:g}, smallest_normal={self.tiny:g}, tiny={self.tiny:g}, "
                f"dtype={self.dtype})")


class iinfo:  # noqa: N801 - PyTorch's name
    """``torch.iinfo``: the limits of an integer dtype."""

    def __init__(self, type):  # noqa: A002 - PyTorch's argument name
        name = str(ivy.as_ivy_dtype(type))
        i = ivy.iinfo(name)
        self.dtype, self.bits, self.max, self.min = name, int(i.bits), int(i.max), int(i.min)

    def __repr__(self):
        return f"iinfo(min={self.min}, max={self.max}, dtype={self.dtype})"
