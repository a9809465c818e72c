"""Integer and boolean input to Ivy's floating-point functions: one rule for every backend.

The standard leaves integer input to its floating-point functions (``sqrt``, ``sin``, ``log``,
...) unspecified, and the frameworks disagree: NumPy computes ``sqrt`` of int64 in float64 and
of bool in float16, and ``reciprocal`` of integers in integers (``[1, 0, 0]`` for ``[1, 2, 4]``);
PyTorch uses its default dtype for some functions and raises for others (``gelu``, ``mean``,
``linalg.det``); TensorFlow raises. Ivy's rule, the same on every backend and JAX's and
PyTorch's for ``sqrt``: **an integer or boolean array given to a function of this table is
converted to the default floating dtype** (``ivy.default_float_dtype()``, float32 unless set)
before the kernel runs, so ``ivy.sqrt(int64)`` is float32 everywhere and ``ivy.reciprocal`` of
``[1, 2, 4]`` is ``[1, 0.5, 0.25]``.

The table names, per function, the array parameters the rule converts; a complex array given to
a function defined for real input (``REAL_ONLY``) raises ``IvyDtypeError``. The public functions of
these specs are generated with one test per parameter (``_api``: ``x.dtype in NON_FLOAT``, a
dict of every loaded backend's integer and boolean native dtypes); a floating input pays that
look-up only. Layers with weights (convolutions, pooling, dropout, interpolation) keep refusing
non-floating input with ``IvyDtypeError``.
"""

from __future__ import annotations

_X = ("x",)
_X12 = ("x1", "x2")
_TRUE_PRED = ("true", "pred")

# the standard's elementwise functions of dtype category "real-valued floating-point" or
# "floating-point" (``divide`` is promoted by its binary kernels)
_ELEMENTWISE = {
    **dict.fromkeys(("acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp",
                     "expm1", "log", "log10", "log1p", "log2", "reciprocal", "sin", "sinh", "sqrt",
                     "tan", "tanh"), _X),
    **dict.fromkeys(("atan2", "copysign", "hypot", "logaddexp", "nextafter"), _X12),
}
_FFT = dict.fromkeys(("fft.fft", "fft.fftn", "fft.hfft", "fft.ifft", "fft.ifftn", "fft.ihfft",
                      "fft.irfft", "fft.irfftn", "fft.rfft", "fft.rfftn"), _X)
_LINALG = {
    **dict.fromkeys(("linalg.cholesky", "linalg.det", "linalg.eigh", "linalg.eigvalsh",
                     "linalg.inv", "linalg.matrix_norm", "linalg.matrix_rank", "linalg.pinv",
                     "linalg.qr", "linalg.slogdet", "linalg.svd", "linalg.svdvals",
                     "linalg.vector_norm"), _X),
    "linalg.solve": _X12,
}
_STATISTICAL = dict.fromkeys(("mean", "std", "var"), _X)
_NN = {
    **dict.fromkeys(("elu", "gelu", "hardswish", "leaky_relu", "log_softmax", "mish", "relu",
                     "selu", "sigmoid", "silu", "softmax", "softplus"), _X),
    **dict.fromkeys(("binary_cross_entropy", "cross_entropy", "huber", "kl_div", "mse"),
                    _TRUE_PRED),
    "sparse_cross_entropy": ("pred",),
    **dict.fromkeys(("batch_norm", "group_norm", "layer_norm"), _X),
}

# qualname -> the array parameters converted to the default floating dtype
PARAMS: dict[str, tuple[str, ...]] = {**_ELEMENTWISE, **_FFT, **_LINALG, **_STATISTICAL, **_NN}

# functions of the table defined for real input only: a complex array there raises
# IvyDtypeError (found by the same look-up, so a real floating input pays nothing more)
REAL_ONLY = frozenset({
    "atan2", "copysign", "hypot", "logaddexp", "nextafter", "std", "var", "fft.ihfft", "fft.rfft",
    "fft.rfftn", "elu", "gelu", "hardswish", "leaky_relu", "log_softmax", "mish", "relu", "selu",
    "sigmoid", "silu", "softmax", "softplus", "binary_cross_entropy", "cross_entropy", "huber",
    "kl_div", "mse", "sparse_cross_entropy", "batch_norm", "group_norm", "layer_norm"})

# native dtype objects of every loaded backend (filled by register) -> their Ivy dtype:
# integer / bool ones (NON_FLOAT), and those with the complex ones (NON_REAL)
NON_FLOAT: dict = {}
NON_REAL: dict = {}
# ids of the loaded backends' native real floating dtypes (interned objects: an array's dtype is
# the same object): the usual, floating call passes with one id look-up (hashing TensorFlow's
# DType costs ~0.7 us); any other dtype object is looked up in NON_FLOAT / NON_REAL by value
FLOAT_IDS: set = set()
INEXACT_IDS: set = set()  # those and the complex ones' (functions taking complex input)
FLOAT_NATIVE: list = []  # those dtype objects (kept alive: their ids stay theirs)


def register(native_dtype, dtypes, non_float, non_real, floating=None, inexact=None):
    """Add a loaded backend's native dtypes of the Ivy ``dtypes``: the integer, bool and complex
    ones to :data:`NON_FLOAT` / :data:`NON_REAL` and to the backend's own tables ``non_float``
    / ``non_real`` (what its functions read: a table holding another framework's dtype objects
    is one Dynamo cannot trace, TensorFlow's ``DType`` hashing in C), the real floating ones to
    :data:`FLOAT_IDS` (and the sets ``floating`` / ``inexact`` of this backend's own dtype
    objects, if given)."""
    for d in dtypes:
        try:
            n = native_dtype(str(d))
        except Exception:  # noqa: BLE001, S112 - a dtype the framework lacks (MXNet's int16)
            continue
        if d.kind in ("float", "complex"):
            FLOAT_NATIVE.append(n)
            INEXACT_IDS.add(id(n))
            if inexact is not None:
                inexact.add(n)
        if d.kind == "float":
            FLOAT_IDS.add(id(n))
            if floating is not None:
                floating.add(n)
            continue
        NON_REAL[n] = non_real[n] = d
        if d.kind != "complex":
            NON_FLOAT[n] = non_float[n] = d


def to_float(x, fname, param):
    """``x`` (an integer or boolean array) in the default floating dtype, on its own backend;
    ``IvyDtypeError`` for a complex ``x`` (given to a function of :data:`REAL_ONLY`)."""
    from .. import _backend  # noqa: PLC0415 - integer input only
    from ..dtypes import default_float_dtype  # noqa: PLC0415

    b = _backend._infer(x)
    d = b.non_real[x.dtype]
    if d.kind == "complex":
        from ..errors import IvyDtypeError  # noqa: PLC0415

        raise IvyDtypeError(f"ivy.{fname}: argument {param} has dtype {d}; the function is "
                            f"defined for real input: pass ivy.real({param}) or ivy.abs({param})")
    return b.xp.astype(x, default_float_dtype())


def lines(spec, indent, by_value=False, tables=("_ivy_nf", "_ivy_nr")):
    """Source lines converting ``spec``'s table parameters (``""`` for other functions).

    ``by_value``: the floating dtypes are found by the dtype object itself in the backend's own
    sets ``_ivy_flo`` / ``_ivy_fio`` rather than by ``id`` (PyTorch: a ``torch.dtype`` hashes as
    fast as an int, and PyTorch 2.11's Dynamo cannot trace ``id()`` of a dtype: a graph break).
    ``tables``: the names of the non-floating / non-real tables in the generated code (the
    backend's own: the guards' globals, or the inferred backend's attributes)."""
    q = spec.qualname
    real_only = q in REAL_ONLY
    table = tables[1] if real_only else tables[0]
    if by_value:
        passing = "_ivy_flo" if real_only else "_ivy_fio"
        test = "{d} not in " + passing
    else:
        passing = "_ivy_fl" if real_only else "_ivy_fi"
        test = "id({d}) not in " + passing
    # x1 / x2 of the binary functions may be Python scalars (weak: they follow the array)
    return "".join(f"{indent}if {test.format(d=_dtype(p))} and {_dtype(p)} in {table}:\n"
                   f"{indent}    {p} = _ivy_tofloat({p}, {q!r}, {p!r})\n"
                   for p in PARAMS.get(q, ()))


def _dtype(p):
    return f"getattr({p}, 'dtype', None)" if p in ("x1", "x2") else f"{p}.dtype"


def document(doc, qualname):
    """``doc`` with the rule stated before its ``Args:`` section (functions of the table)."""
    params = PARAMS.get(qualname)
    if not params or not doc or "\n    Args:" not in doc:
        return doc
    names = " / ".join(f"``{p}``" for p in params)
    note = (f"    Integer and boolean arrays ({names}) are converted to\n"
            f"    ``ivy.default_float_dtype()`` first, the same on every backend"
            + (";\n    complex ones raise ``IvyDtypeError``.\n\n" if qualname in REAL_ONLY
               else ".\n\n"))
    head, _, tail = doc.partition("    Args:")
    return head + note + "    Args:" + tail
