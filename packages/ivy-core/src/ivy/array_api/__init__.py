"""``ivy.array_api``: the Python Array API standard (2024.12), strictly, on every Ivy backend.

``xp = ivy.array_api`` is a namespace whose functions take and return :class:`ivy.Array` (the
standard's array object, one native array wrapped). It is generated at first import from the same
function registry as the root namespace (``ivy.functional._api.SPECS``): each function has the exact
signature of its root twin and does one generic step -- unwrap the ``ivy.Array`` arguments, call the
root function (so the backend is chosen as everywhere: set, scoped, inferred from the wrapped arrays,
else ``IVY_BACKEND`` or NumPy), wrap the result. There is no second copy of any function.

Arguments are checked as the standard types them: array parameters take ``ivy.Array`` only (a
native array raises ``TypeError``; convert it with ``xp.asarray`` or ``xp.from_dlpack``), the two
operands of elementwise functions and ``where`` may be Python scalars (not both), ``clip``'s bounds
and ``linalg``'s ``rtol`` may be either.

Example:
    >>> import ivy
    >>> xp = ivy.array_api
    >>> x = xp.asarray([1.0, 4.0, 9.0])
    >>> xp.sqrt(x) + 1
    ivy.Array([2., 3., 4.], dtype=float32, device='cpu', backend='numpy')
"""

from __future__ import annotations

import builtins
import sys
import types

from .. import _backend
from .. import dtypes as _dt
from .._array import Array, _fix
from .._source import exec_source
from ..dtypes import can_cast, e, inf, isdtype, nan, pi
from ..functional._api import SPECS, _signature_text

__array_api_version__ = "2024.12"
newaxis = None

# the standard's dtype objects: not strings, equal only to themselves (and to ivy's dtype of the
# same name); every function here takes them (and Ivy dtypes) and Array.dtype returns them
_STRICT = _dt.standard_dtype
_STANDARD_NAMES = frozenset(str(d) for d in _dt.standard_dtypes)
bool, int8, int16, int32, int64 = (_STRICT(n) for n in ("bool", "int8", "int16", "int32", "int64"))  # noqa: A001
uint8, uint16, uint32, uint64 = (_STRICT(n) for n in ("uint8", "uint16", "uint32", "uint64"))
float32, float64, complex64, complex128 = (_STRICT(n) for n in ("float32", "float64", "complex64",
                                                                  "complex128"))


def result_type(*arrays_and_dtypes):
    """The standard's ``result_type``: :func:`ivy.result_type` as a dtype of this namespace.

    Example:
        >>> import ivy
        >>> xp = ivy.array_api
        >>> xp.result_type(xp.int8, xp.asarray([1.0]))
        ivy.array_api.float32
    """
    return _STRICT(_dt.result_type(*arrays_and_dtypes))


def finfo(type, /):  # noqa: A002
    """The standard's ``finfo``: :func:`ivy.finfo` with ``dtype`` a dtype of this namespace.

    Example:
        >>> import ivy
        >>> ivy.array_api.finfo(ivy.array_api.complex64).dtype
        ivy.array_api.float32
    """
    f = _dt.finfo(type)
    return _dt.finfo_object(f.bits, f.eps, f.max, f.min, f.smallest_normal, _STRICT(f.dtype))


def iinfo(type, /):  # noqa: A002
    """The standard's ``iinfo``: :func:`ivy.iinfo` with ``dtype`` a dtype of this namespace.

    Example:
        >>> import ivy
        >>> ivy.array_api.iinfo(ivy.array_api.int8).dtype
        ivy.array_api.int8
    """
    i = _dt.iinfo(type)
    return _dt.iinfo_object(i.bits, i.max, i.min, _STRICT(i.dtype))


def _in_dtype(d):
    """A ``dtype`` argument as the Ivy dtype the root functions take."""
    if d is None or d.__class__ is _dt.StandardDtype:
        return d if d is None else _dt.as_ivy_dtype(d.name)
    return _dt.as_ivy_dtype(_STRICT(d).name)  # a half-precision dtype: the clear IvyDtypeError

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
_SEQUENCE_OUT = {"broadcast_arrays": list, "meshgrid": list, "nonzero": tuple, "unstack": tuple}
_NAMED_OUT = frozenset({"unique_all", "unique_counts", "unique_inverse", "linalg.eigh",
                        "linalg.qr", "linalg.slogdet", "linalg.svd"})
# builtins.bool: this module's `bool` is the standard's dtype (a Python bool operand was refused)
_SCALARS = frozenset({int, float, complex, builtins.bool})


def _role(spec, p):
    """How parameter ``p`` of ``spec`` is unwrapped: see the tables above."""
    q = spec.qualname
    if f"{q}.{p}" in _ANYTHING:
        return "any"
    if p == "arrays":
        return "sequence"
    if p in ("x1", "x2") and (spec.category == "elementwise" or q == "where"):
        return "pair"
    if p in _ARRAY:
        return "array"
    if p in _OPTIONAL:
        return "optional"
    if p in _SCALAR_OR_ARRAY:
        return "scalar"
    return None


def _not_array(v, fname, p):
    raise TypeError(f"ivy.array_api.{fname}: {p} must be an ivy.Array, got "
                    f"{type(v).__module__}.{type(v).__qualname__} (convert native arrays with "
                    f"ivy.array_api.asarray or ivy.array_api.from_dlpack)")


def _unwrap_nested(obj):
    """``asarray``'s ``obj``: a (nested) list/tuple with its ``ivy.Array`` elements (0-d arrays,
    as NumPy takes them) replaced by their native arrays; anything else as it is."""
    t = type(obj)
    if t is not list and t is not tuple:
        return obj
    kinds = set(map(type, obj))  # collected in C: a list of numbers is returned as it is
    if Array not in kinds and list not in kinds and tuple not in kinds:
        return obj
    out = [e._data if type(e) is Array else _unwrap_nested(e) for e in obj]
    return out if builtins.any(a is not b for a, b in zip(out, obj)) else obj  # (any: the standard's here)


def _optional(v, fname, p):
    return None if v is None else _not_array(v, fname, p)


def _scalar(v, fname, p):
    if v is None or type(v) in _SCALARS:
        return v
    raise TypeError(f"ivy.array_api.{fname}: {p} must be an ivy.Array, a Python scalar or None, "
                    f"got {type(v).__module__}.{type(v).__qualname__}")


def _pair(v, other, fname, p):
    if type(v) not in _SCALARS:
        _not_array(v, fname, p)
    if type(other) is not Array:
        raise TypeError(f"ivy.array_api.{fname}: x1 and x2 cannot both be Python scalars "
                        f"(the standard needs one array)")
    return v


def _sequence(arrays, fname):
    out = []
    for a in arrays:
        if type(a) is not Array:
            _not_array(a, fname, "arrays")
        out.append(a._data)
    return out


def _wrap(r):
    a = Array.__new__(Array)
    a._data = r if type(r) in _backend._types else _fix(r)
    return a


def _wrap_named(r):
    return type(r)(*map(_wrap, r))


def _generate(spec):
    """The namespace's function for ``spec``: unwrap, call the root function, wrap."""
    q, name = spec.qualname, spec.name
    # Ivy's own options of a standard function (``@api(extensions=...)``) are left out: the root
    # function gets their defaults
    params = [p for p in spec.params if p.name not in spec.extensions]
    params_text, _, defaults = _signature_text(params)
    others = {"x1": "x2", "x2": "x1"}
    args = []
    for prm in params:
        p = prm.name
        role = _role(spec, p)
        fast = f"{p}._data if type({p}) is _A else "
        if role == "array":
            expr = fast + f"_not_array({p}, {q!r}, {p!r})"
        elif role == "optional":
            expr = fast + f"_optional({p}, {q!r}, {p!r})"
        elif role == "scalar":
            expr = fast + f"_scalar({p}, {q!r}, {p!r})"
        elif role == "pair":
            expr = fast + f"_pair({p}, {others[p]}, {q!r}, {p!r})"
        elif role == "any":
            expr = fast + (f"_unwrap_nested({p})" if q == "asarray" else p)
        elif role == "sequence":
            expr = f"_sequence({p}, {q!r})"
        elif p == "dtype":
            expr = f"_in_dtype({p})"
        else:
            expr = p
        if prm.kind is prm.VAR_POSITIONAL:
            expr = "*" + expr
        elif prm.kind is prm.KEYWORD_ONLY:
            expr = f"{p}={expr}"
        args.append(expr)
    call = f"_ivy.{q}({', '.join(args)})"
    if name in _SEQUENCE_OUT:
        body = f"    return _seq_out(map(_wrap, {call}))\n"
    elif q in _NAMED_OUT:
        body = f"    return _wrap_named({call})\n"
    else:
        body = (f"    r = {call}\n    if type(r) not in _types:\n        r = _fix(r)\n"
                f"    a = _new(_A)\n    a._data = r\n    return a\n")
    g = dict(defaults)
    g.update(_A=Array, _ivy=sys.modules["ivy"], _types=_backend._types, _fix=_fix,
             _new=object.__new__, _not_array=_not_array, _optional=_optional, _scalar=_scalar,
             _pair=_pair, _sequence=_sequence, _unwrap_nested=_unwrap_nested, _in_dtype=_in_dtype,
             _wrap=_wrap, _wrap_named=_wrap_named,
             _seq_out=_SEQUENCE_OUT.get(name))
    src = f"def {name}({params_text}):\n{body}"
    exec_source(src, f"<ivy.array_api:{q}>", g)
    fn = g[name]
    fn.__doc__ = spec.doc
    fn.__module__ = "ivy.array_api" + (f".{spec.namespace}" if spec.namespace else "")
    fn.__qualname__ = name
    return fn


def __array_namespace_info__():
    """The standard's inspection object for the backend in force (``ivy.__array_namespace_info__``).

    Example:
        >>> import ivy
        >>> info = ivy.array_api.__array_namespace_info__()
        >>> info.default_dtypes()["real floating"], "cpu" in info.devices()
        (ivy.array_api.float32, True)
    """
    return _StandardInfo(sys.modules["ivy"].__array_namespace_info__())


class _StandardInfo:
    """``ivy.__array_namespace_info__()`` with the dtypes of this namespace."""

    __slots__ = ("_info",)

    def __init__(self, info):
        self._info = info

    def capabilities(self):
        return self._info.capabilities()

    def default_device(self):
        return self._info.default_device()

    def devices(self):
        return self._info.devices()

    def default_dtypes(self, *, device=None):
        return {k: _STRICT(d) for k, d in self._info.default_dtypes(device=device).items()}

    def dtypes(self, *, device=None, kind=None):  # the standard's dtypes only (no half precision)
        return {k: _STRICT(d) for k, d in self._info.dtypes(device=device, kind=kind).items()
                if k in _STANDARD_NAMES}

    def __repr__(self):
        return repr(self._info)


def _build():
    here = sys.modules[__name__]
    made = {}
    for namespace, names in STANDARD.items():
        target = here
        if namespace:
            target = types.ModuleType(f"{__name__}.{namespace}",
                                      f"ivy.array_api.{namespace}: the standard's {namespace} "
                                      f"extension on ivy.Array.")
            target.__all__ = []
            sys.modules[target.__name__] = target
            setattr(here, namespace, target)
        for n in names:
            q = f"{namespace}.{n}" if namespace else n
            if q in made:
                fn = made[q]
            elif namespace == "linalg" and n in made:  # linalg.matmul is matmul, as in ivy
                fn = made[n]
            else:
                fn = made[q] = _generate(SPECS[q])
            setattr(target, n, fn)
            if namespace:
                target.__all__.append(n)
    return [n for n in STANDARD[""]]


__all__ = [
    "__array_api_version__", "__array_namespace_info__", "Array", "newaxis", "e", "inf", "nan",
    "pi", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128", "can_cast", "finfo", "iinfo", "isdtype",
    "result_type", "linalg", "fft", *_build(),
]
