"""Kernels shared by the backends whose framework has NumPy's API (numpy, jax.numpy).

One table names the NumPy-API functions that already have the standard's semantics; each such
backend binds them from its own module (``np``, ``jnp``) and its own promotion wrapper, then
defines only what differs.
"""

from .. import dtypes as _dt

# Ivy name -> NumPy-API name: one-array functions, bound directly.
UNARY = {
    "acos": "arccos", "acosh": "arccosh", "asin": "arcsin", "asinh": "arcsinh", "atan": "arctan",
    "atanh": "arctanh", "bitwise_invert": "invert", "conj": "conj", "cos": "cos", "cosh": "cosh",
    "expm1": "expm1", "imag": "imag", "isfinite": "isfinite", "isinf": "isinf", "isnan": "isnan",
    "log": "log", "log10": "log10", "log1p": "log1p", "log2": "log2", "logical_not": "logical_not",
    "negative": "negative", "positive": "positive", "real": "real", "reciprocal": "reciprocal",
    "round": "round", "signbit": "signbit", "sin": "sin", "sinh": "sinh", "square": "square",
    "tan": "tan", "tanh": "tanh",
}
# Ivy name -> NumPy-API name: two-array functions, wrapped with the backend's Ivy promotion.
BINARY = {
    "add": "add", "atan2": "arctan2", "bitwise_and": "bitwise_and",
    "bitwise_left_shift": "left_shift", "bitwise_or": "bitwise_or",
    "bitwise_right_shift": "right_shift", "bitwise_xor": "bitwise_xor", "copysign": "copysign",
    "equal": "equal", "greater": "greater", "greater_equal": "greater_equal", "hypot": "hypot",
    "less": "less", "less_equal": "less_equal", "logaddexp": "logaddexp",
    "logical_and": "logical_and", "logical_or": "logical_or", "logical_xor": "logical_xor",
    "maximum": "maximum", "minimum": "minimum", "multiply": "multiply", "nextafter": "nextafter",
    "not_equal": "not_equal", "pow": "power", "subtract": "subtract",
}


def elementwise_kernels(xnp, binary, native_dtype):
    """The shared elementwise kernels of NumPy-API module ``xnp`` (a name -> function dict)."""
    out = {name: getattr(xnp, attr) for name, attr in UNARY.items()}
    out.update({name: binary(getattr(xnp, attr), name) for name, attr in BINARY.items()})
    out["divide"] = _divide(binary(xnp.divide, "divide"), native_dtype)
    return out


def _divide(true_divide, native_dtype):
    f64 = native_dtype("float64")

    def divide(x1, x2, /):
        # Integer/bool operands (outside the standard): Ivy's default float on every backend,
        # where NumPy (and JAX in x64 mode) give float64.
        out = true_divide(x1, x2)
        if out.dtype == f64 and _integral(x1) and _integral(x2):
            return out.astype(native_dtype(_dt.default_float_dtype()))
        return out

    return divide


def _integral(x):
    return type(x) in (int, bool) or (type(x) is not float and x.dtype.kind in "biu")
