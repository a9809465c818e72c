"""Which functions ``ivy.array_api`` has and how each of its parameters is taken: the tables the
generator (``python -m ivy._generate``) writes ``ivy/array_api/``'s functions from (a module of
its own, outside the package, so the generator can read it before those files exist)."""

from __future__ import annotations

import builtins

# The standard's functions, per namespace (names of ivy's registry; data type functions and
# __array_namespace_info__ are below). A test checks this list against the standard's reference.
STANDARD = {
    "": """arange asarray empty empty_like eye from_dlpack full full_like linspace meshgrid ones
        ones_like tril triu zeros zeros_like astype abs acos acosh add asin asinh atan atan2 atanh
        bitwise_and bitwise_left_shift bitwise_invert bitwise_or bitwise_right_shift bitwise_xor ceil
        clip conj copysign cos cosh divide equal exp expm1 floor floor_divide greater greater_equal
        hypot imag isfinite isinf isnan less less_equal log log1p log2 log10 logaddexp logical_and
        logical_not logical_or logical_xor maximum minimum multiply negative nextafter not_equal
        positive pow real reciprocal remainder round sign signbit sin sinh square sqrt subtract tan
        tanh trunc take take_along_axis matmul matrix_transpose tensordot vecdot broadcast_arrays
        broadcast_to concat expand_dims flip moveaxis permute_dims repeat reshape roll squeeze stack
        tile unstack argmax argmin count_nonzero nonzero searchsorted where unique_all unique_counts
        unique_inverse unique_values argsort sort cumulative_prod cumulative_sum max mean min prod
        std sum var all any diff""".split(),
    "linalg": """cholesky cross det diagonal eigh eigvalsh inv matmul matrix_norm matrix_power
        matrix_rank matrix_transpose outer pinv qr slogdet solve svd svdvals tensordot trace vecdot
        vector_norm""".split(),
    "fft": """fft ifft fftn ifftn rfft irfft rfftn irfftn hfft ihfft fftfreq rfftfreq fftshift
        ifftshift""".split(),
}

# How each array-like parameter is unwrapped (every other parameter is passed on unchanged).
_ARRAY = frozenset({"x", "x1", "x2", "condition", "indices"})  # ivy.Array only
_OPTIONAL = frozenset({"sorter", "prepend", "append"})  # ivy.Array or None
_SCALAR_OR_ARRAY = frozenset({"min", "max", "rtol", "repeats"})  # also a Python scalar or None
_ANYTHING = frozenset({"asarray.obj", "from_dlpack.x"})  # any input the function converts
# results that are not one array: sequences (as the standard types them) and named tuples
SEQUENCE_OUT = {"broadcast_arrays": list, "meshgrid": list, "nonzero": tuple, "unstack": tuple}
NAMED_OUT = frozenset({"unique_all", "unique_counts", "unique_inverse", "linalg.eigh",
                        "linalg.qr", "linalg.slogdet", "linalg.svd"})
# builtins.bool: this module's `bool` is the standard's dtype (a Python bool operand was refused)
_SCALARS = frozenset({int, float, complex, builtins.bool})


def role(spec, p):
    """How parameter ``p`` of ``spec`` is unwrapped: see the tables above."""
    q = spec.qualname
    if f"{q}.{p}" in _ANYTHING:
        return "any"
    if p == "arrays":
        return "sequence"
    # (category: the backends' kernel module, "elementwise" for every module split from
    # functional/elementwise.py: elementwise_unary, trigonometric, exponential, rounding)
    if p in ("x1", "x2") and (spec.category == "elementwise" or q == "where"):
        return "pair"
    if p in _ARRAY:
        return "array"
    if p in _OPTIONAL:
        return "optional"
    if p in _SCALAR_OR_ARRAY:
        return "scalar"
    return None


