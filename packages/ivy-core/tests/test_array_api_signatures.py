"""``ivy.array_api`` keeps the standard's parameters exactly: Ivy's own options of a standard
function (``eye``'s ``batch_shape``, ``linspace``'s ``axis``: ``@api(extensions=...)``) stay in the
root namespace only.

The reference below lists the parameters of every function of the Python Array API standard
2024.12 (names; ``/`` ends the positional-only ones, ``*`` starts the keyword-only ones), taken from
the specification's signatures.
"""

import inspect

import ivy
import pytest

STANDARD = {
    "abs": "x /",
    "acos": "x /",
    "acosh": "x /",
    "add": "x1 x2 /",
    "all": "x / * axis keepdims",
    "any": "x / * axis keepdims",
    "arange": "start / stop step * dtype device",
    "argmax": "x / * axis keepdims",
    "argmin": "x / * axis keepdims",
    "argsort": "x / * axis descending stable",
    "asarray": "obj / * dtype device copy",
    "asin": "x /",
    "asinh": "x /",
    "astype": "x dtype / * copy device",
    "atan": "x /",
    "atan2": "x1 x2 /",
    "atanh": "x /",
    "bitwise_and": "x1 x2 /",
    "bitwise_invert": "x /",
    "bitwise_left_shift": "x1 x2 /",
    "bitwise_or": "x1 x2 /",
    "bitwise_right_shift": "x1 x2 /",
    "bitwise_xor": "x1 x2 /",
    "broadcast_arrays": "*arrays",
    "broadcast_to": "x / shape",
    "can_cast": "from_ to /",
    "ceil": "x /",
    "clip": "x / min max",
    "concat": "arrays / * axis",
    "conj": "x /",
    "copysign": "x1 x2 /",
    "cos": "x /",
    "cosh": "x /",
    "count_nonzero": "x / * axis keepdims",
    "cumulative_prod": "x / * axis dtype include_initial",
    "cumulative_sum": "x / * axis dtype include_initial",
    "diff": "x / * axis n prepend append",
    "divide": "x1 x2 /",
    "empty": "shape * dtype device",
    "empty_like": "x / * dtype device",
    "equal": "x1 x2 /",
    "exp": "x /",
    "expand_dims": "x / axis",
    "expm1": "x /",
    "eye": "n_rows n_cols / * k dtype device",
    "fft.fft": "x / * n axis norm",
    "fft.fftfreq": "n / * d dtype device",
    "fft.fftn": "x / * s axes norm",
    "fft.fftshift": "x / * axes",
    "fft.hfft": "x / * n axis norm",
    "fft.ifft": "x / * n axis norm",
    "fft.ifftn": "x / * s axes norm",
    "fft.ifftshift": "x / * axes",
    "fft.ihfft": "x / * n axis norm",
    "fft.irfft": "x / * n axis norm",
    "fft.irfftn": "x / * s axes norm",
    "fft.rfft": "x / * n axis norm",
    "fft.rfftfreq": "n / * d dtype device",
    "fft.rfftn": "x / * s axes norm",
    "finfo": "type /",
    "flip": "x / * axis",
    "floor": "x /",
    "floor_divide": "x1 x2 /",
    "from_dlpack": "x / * device copy",
    "full": "shape fill_value * dtype device",
    "full_like": "x / fill_value * dtype device",
    "greater": "x1 x2 /",
    "greater_equal": "x1 x2 /",
    "hypot": "x1 x2 /",
    "iinfo": "type /",
    "imag": "x /",
    "isdtype": "dtype kind",
    "isfinite": "x /",
    "isinf": "x /",
    "isnan": "x /",
    "less": "x1 x2 /",
    "less_equal": "x1 x2 /",
    "linalg.cholesky": "x / * upper",
    "linalg.cross": "x1 x2 / * axis",
    "linalg.det": "x /",
    "linalg.diagonal": "x / * offset",
    "linalg.eigh": "x /",
    "linalg.eigvalsh": "x /",
    "linalg.inv": "x /",
    "linalg.matmul": "x1 x2 /",
    "linalg.matrix_norm": "x / * keepdims ord",
    "linalg.matrix_power": "x n /",
    "linalg.matrix_rank": "x / * rtol",
    "linalg.matrix_transpose": "x /",
    "linalg.outer": "x1 x2 /",
    "linalg.pinv": "x / * rtol",
    "linalg.qr": "x / * mode",
    "linalg.slogdet": "x /",
    "linalg.solve": "x1 x2 /",
    "linalg.svd": "x / * full_matrices",
    "linalg.svdvals": "x /",
    "linalg.tensordot": "x1 x2 / * axes",
    "linalg.trace": "x / * offset dtype",
    "linalg.vecdot": "x1 x2 / * axis",
    "linalg.vector_norm": "x / * axis keepdims ord",
    "linspace": "start stop / num * dtype device endpoint",
    "log": "x /",
    "log10": "x /",
    "log1p": "x /",
    "log2": "x /",
    "logaddexp": "x1 x2 /",
    "logical_and": "x1 x2 /",
    "logical_not": "x /",
    "logical_or": "x1 x2 /",
    "logical_xor": "x1 x2 /",
    "matmul": "x1 x2 /",
    "matrix_transpose": "x /",
    "max": "x / * axis keepdims",
    "maximum": "x1 x2 /",
    "mean": "x / * axis keepdims",
    "meshgrid": "*arrays indexing",
    "min": "x / * axis keepdims",
    "minimum": "x1 x2 /",
    "moveaxis": "x source destination /",
    "multiply": "x1 x2 /",
    "negative": "x /",
    "nextafter": "x1 x2 /",
    "nonzero": "x /",
    "not_equal": "x1 x2 /",
    "ones": "shape * dtype device",
    "ones_like": "x / * dtype device",
    "permute_dims": "x / axes",
    "positive": "x /",
    "pow": "x1 x2 /",
    "prod": "x / * axis dtype keepdims",
    "real": "x /",
    "reciprocal": "x /",
    "remainder": "x1 x2 /",
    "repeat": "x repeats / * axis",
    "reshape": "x / shape * copy",
    "result_type": "*arrays_and_dtypes",
    "roll": "x / shift * axis",
    "round": "x /",
    "searchsorted": "x1 x2 / * side sorter",
    "sign": "x /",
    "signbit": "x /",
    "sin": "x /",
    "sinh": "x /",
    "sort": "x / * axis descending stable",
    "sqrt": "x /",
    "square": "x /",
    "squeeze": "x / axis",
    "stack": "arrays / * axis",
    "std": "x / * axis correction keepdims",
    "subtract": "x1 x2 /",
    "sum": "x / * axis dtype keepdims",
    "take": "x indices / * axis",
    "take_along_axis": "x indices / * axis",
    "tan": "x /",
    "tanh": "x /",
    "tensordot": "x1 x2 / * axes",
    "tile": "x repetitions /",
    "tril": "x / * k",
    "triu": "x / * k",
    "trunc": "x /",
    "unique_all": "x /",
    "unique_counts": "x /",
    "unique_inverse": "x /",
    "unique_values": "x /",
    "unstack": "x / * axis",
    "var": "x / * axis correction keepdims",
    "vecdot": "x1 x2 / * axis",
    "where": "condition x1 x2 /",
    "zeros": "shape * dtype device",
    "zeros_like": "x / * dtype device",
}


def _render(f):
    parts, star = [], False
    params = list(inspect.signature(f).parameters.values())
    for i, p in enumerate(params):
        if p.kind is p.VAR_POSITIONAL:
            parts.append("*" + p.name)
            star = True
        elif p.kind is p.VAR_KEYWORD:
            parts.append("**" + p.name)
        elif p.kind is p.KEYWORD_ONLY:
            if not star:
                parts.append("*")
                star = True
            parts.append(p.name)
        else:
            parts.append(p.name)
        if p.kind is p.POSITIONAL_ONLY and (i + 1 == len(params) or
                                            params[i + 1].kind is not p.POSITIONAL_ONLY):
            parts.append("/")
    return " ".join(parts)


def _function(qualname):
    ns, _, name = qualname.rpartition(".")
    mod = getattr(ivy.array_api, ns) if ns else ivy.array_api
    return getattr(mod, name, None)


@pytest.mark.parametrize("qualname", sorted(STANDARD))
def test_parameters_are_the_standards(qualname):
    f = _function(qualname)
    assert f is not None, f"ivy.array_api has no {qualname}"
    assert _render(f) == STANDARD[qualname]


def test_extensions_are_declared_parameters_of_the_root_function():
    from ivy.functional._api import SPECS

    extended = {q: s.extensions for q, s in SPECS.items() if s.extensions}
    assert {"eye", "linspace"} <= set(extended)
    for q, names in extended.items():
        root = inspect.signature(_root(q)).parameters
        assert names <= set(root), (q, names)
        if q in STANDARD:
            assert not names & set(inspect.signature(_function(q)).parameters), q


def _root(qualname):
    ns, _, name = qualname.rpartition(".")
    return getattr(getattr(ivy, ns) if ns else ivy, name)
