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
these specs (``ivy/dispatch/``) test each such parameter's dtype against the backend's tables
(:func:`register`); a floating input pays one set look-up. Layers with weights (convolutions,
pooling, dropout, interpolation) keep refusing non-floating input with ``IvyDtypeError``.
"""

from __future__ import annotations

from ..dtypes import as_ivy_dtype, default_float_dtype
from ..errors import IvyDtypeError

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
PARAMS: dict[str, tuple[str, ...]] = {
    **_ELEMENTWISE, **_FFT, **_LINALG, **_STATISTICAL, **_NN,
    "lstm_update": ("x", "init_h", "init_c", "kernel", "recurrent_kernel")}

# functions of the table defined for real input only: a complex array there raises
# IvyDtypeError (found by the same look-up, so a real floating input pays nothing more)
REAL_ONLY = frozenset({
    "atan2", "copysign", "hypot", "logaddexp", "nextafter", "std", "var", "fft.ihfft", "fft.rfft",
    "fft.rfftn", "elu", "gelu", "hardswish", "leaky_relu", "log_softmax", "mish", "relu", "selu",
    "sigmoid", "silu", "softmax", "softplus", "binary_cross_entropy", "cross_entropy", "huber",
    "kl_div", "mse", "sparse_cross_entropy", "batch_norm", "group_norm", "layer_norm"})

# the loaded backends' native floating and complex dtype objects (what ``ivy.grad`` accepts)
FLOAT_NATIVE: list = []


def register(native_dtype, dtypes, non_float, non_real, floating, inexact, by_id):
    r"""Fill a loaded backend's tables from its native dtypes of the Ivy ``dtypes``: integer and
    bool ones -> Ivy dtype in ``non_float``, those and the complex ones in ``non_real``; the real
    floating dtypes in ``floating``, those and the complex ones in ``inexact`` (their ``id``\ s
    when ``by_id``: an array's dtype is the interned object itself). A backend's tables hold only
    its own dtype objects: one holding TensorFlow's ``DType`` objects is one Dynamo cannot trace."""
    for d in dtypes:
        try:
            n = native_dtype(str(d))
        except Exception:  # noqa: BLE001, S112 - a dtype the framework lacks (MXNet's int16)
            continue
        key = id(n) if by_id else n
        if d.kind in ("float", "complex"):
            FLOAT_NATIVE.append(n)  # (kept alive: its id stays its own)
            inexact.add(key)
        if d.kind == "float":
            floating.add(key)
            continue
        non_real[n] = d
        if d.kind != "complex":
            non_float[n] = d


def to_float(backend, x, fname, param):
    """``x`` (an integer, boolean or complex array of ``backend``, the call's) in the default
    floating dtype; ``IvyDtypeError`` for a complex ``x`` (given to a function of
    :data:`REAL_ONLY`)."""
    d = backend.non_real[x.dtype]
    if d.kind == "complex":
        raise IvyDtypeError(f"ivy.{fname}: argument {param} has dtype {d}; the function is "
                            f"defined for real input: pass ivy.real({param}) or ivy.abs({param})")
    return backend.xp.astype(x, default_float_dtype())


def bool_refused(fname, param="x"):
    """The error of a function the standard defines for numeric dtypes given a bool array
    (``square``: NumPy squares bool in int8, PyTorch in int64, JAX in int32, TensorFlow refuses;
    Ivy refuses on every backend)."""
    return IvyDtypeError(f"ivy.{fname}: argument {param} has dtype bool; the function takes "
                         f"numeric dtypes: cast with ivy.astype first")


def real_floating_dtype(dtype, fname):
    """``dtype`` (an Ivy dtype, a name or a native dtype, or None) where it is real floating, as
    the ``dtype`` of ``fft.fftfreq`` / ``fft.rfftfreq`` must be; ``IvyDtypeError`` otherwise (the
    frameworks disagree there: NumPy gives integer frequencies, PyTorch fails inside)."""
    if dtype is not None and as_ivy_dtype(dtype).kind != "float":
        raise IvyDtypeError(f"ivy.{fname}: dtype must be a real floating-point dtype, got "
                            f"{as_ivy_dtype(dtype)}")
    return dtype


def document(doc, qualname):
    """``doc`` with the rule stated before its ``Args:`` section (functions of the table)."""
    params = PARAMS.get(qualname)
    if not params or not doc or "\n    Args:" not in doc:
        return doc
    names = " / ".join(f"``{p}``" for p in params)
    head = f"    Integer and boolean arrays ({names}) are converted to\n"
    if len(head) > 100:  # (lstm_update's five parameters)
        head = f"    Integer and boolean arrays ({names})\n    are converted to\n"
    note = (head + "    ``ivy.default_float_dtype()`` first, the same on every backend"
            + (";\n    complex ones raise ``IvyDtypeError``.\n\n" if qualname in REAL_ONLY
               else ".\n\n"))
    head, _, tail = doc.partition("    Args:")
    return head + note + "    Args:" + tail
