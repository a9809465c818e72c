"""TensorFlow's dtype objects (``tf.float32`` ...), as Ivy dtypes printed the TensorFlow way, with
``tf.DType``'s attributes (``is_floating``, ``is_integer``, ``as_numpy_dtype``, ``min``, ``max``,
``size``, ``real_dtype`` ...)."""

from __future__ import annotations

import numpy as np

from ... import dtypes as _dt
from .._common import FrontendDtype, dtype_objects, ivy_dtype_of

__all__ = ["DType", "DTYPES", "as_dtype", "tf_dtype_of", "TF_NAME"]

#: TensorFlow's own spelling of a dtype in its error messages (``DataTypeString``)
TF_NAME = {"float32": "float", "float64": "double", "float16": "half"}


class DType(FrontendDtype):
    """A TensorFlow dtype of the frontend: equal to ``ivy.float32``, ``"float32"`` and every
    framework's native ``float32``; ``repr`` is ``tf.float32``."""

    __slots__ = ()
    framework = "tf"

    @property
    def name(self) -> str:
        return str(self)

    @property
    def is_floating(self) -> bool:
        return _dt._KIND[str(self)] == "float"

    @property
    def is_integer(self) -> bool:
        return _dt._KIND[str(self)] in ("int", "uint")

    @property
    def is_unsigned(self) -> bool:
        return _dt._KIND[str(self)] in ("uint", "bool")

    @property
    def is_bool(self) -> bool:
        return str(self) == "bool"

    @property
    def is_quantized(self) -> bool:
        return False

    @property
    def is_numpy_compatible(self) -> bool:
        return True

    @property
    def size(self) -> int:
        return self.itemsize

    @property
    def base_dtype(self):
        return self

    @property
    def real_dtype(self):
        return DTYPES[{"complex64": "float32", "complex128": "float64"}.get(str(self), str(self))]

    @property
    def as_numpy_dtype(self):
        if str(self) == "bfloat16":
            import ml_dtypes  # noqa: PLC0415 - TensorFlow's own bfloat16 numpy type

            return ml_dtypes.bfloat16
        return np.dtype(str(self)).type

    @property
    def min(self):
        kind = _dt._KIND[str(self)]
        if kind == "bool":
            return False
        if kind in ("int", "uint"):
            return int(np.iinfo(str(self)).min)
        if kind == "float" and str(self) != "bfloat16":
            return float(np.finfo(str(self)).min)
        raise TypeError(f"Cannot find minimum value of {self!r}.")

    @property
    def max(self):
        kind = _dt._KIND[str(self)]
        if kind == "bool":
            return True
        if kind in ("int", "uint"):
            return int(np.iinfo(str(self)).max)
        if kind == "float" and str(self) != "bfloat16":
            return float(np.finfo(str(self)).max)
        raise TypeError(f"Cannot find maximum value of {self!r}.")

    @property
    def limits(self):
        return self.min, self.max

    def is_compatible_with(self, other) -> bool:
        return str(self) == str(as_dtype(other))


DTYPES = dtype_objects(DType)


def tf_dtype_of(native_dtype) -> DType:
    """The frontend dtype of a backend's native dtype object."""
    return DTYPES[ivy_dtype_of(native_dtype)]


def as_dtype(type_value) -> DType:
    """``tf.as_dtype``: a frontend dtype from a dtype object, a name or a NumPy type."""
    if type(type_value) is DType:
        return type_value
    try:
        return DTYPES[str(_dt.as_ivy_dtype(type_value))]
    except Exception:  # noqa: BLE001 - every unknown value gets TensorFlow's TypeError
        name = {"float": "float32", "double": "float64", "half": "float16"}.get(type_value)
        if name is not None:
            return DTYPES[name]
        raise TypeError(f"Cannot convert the argument `type_value`: {type_value!r} to a "
                        "TensorFlow DType.") from None
