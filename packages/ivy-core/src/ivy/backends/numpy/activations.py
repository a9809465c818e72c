"""NumPy kernels: activations. NumPy has no nn library, so every activation but ``gelu`` is
composed; ``gelu`` needs ``erfc``, which NumPy lacks: SciPy's where installed (imported on first
use), else Python's ``math.erfc`` element by element (the same values, slower)."""

import math

import numpy as np

_ERFC: list = []
_math_erfc = np.frompyfunc(math.erfc, 1, 1)


def _erfc_math(x):
    return np.asarray(_math_erfc(x), dtype=x.dtype)


def _erfc(x):
    if not _ERFC:
        try:
            from scipy.special import erfc  # noqa: PLC0415 - optional, first exact gelu only
        except ImportError:
            erfc = _erfc_math
        _ERFC.append(erfc)
    if x.dtype.itemsize == 2:  # float16 / bfloat16: SciPy has no such loops, in float32
        return _ERFC[0](x.astype(np.float32)).astype(x.dtype)
    return _ERFC[0](x)


def gelu(x, /, *, approximate=False):
    x = np.asarray(x)
    t = x.dtype.type  # constants of x's dtype: 0-d float32 input stays float32 on NumPy 1.x
    if approximate:
        inner = t(0.7978845608028654) * (x + t(0.044715) * x * x * x)
        return t(0.5) * x * (t(1.0) + np.tanh(inner))
    # 0.5 * x * erfc(-x / sqrt(2)) = 0.5 * x * (1 + erf(x / sqrt(2))), accurate in the left tail
    return t(0.5) * x * _erfc(x * t(-0.7071067811865476))
