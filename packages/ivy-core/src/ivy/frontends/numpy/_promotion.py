"""NumPy 2's type promotion (NEP 50), written out as data.

* **Dtypes with dtypes** (arrays, 0-d arrays and NumPy scalars alike: all are *strong*):
  ``promote_types(a, b)`` is the smallest dtype both cast to safely, in NumPy's order of the
  numeric types (``int8 + uint8 -> int16``, ``int64 + uint64 -> float64``, ``int8 + float16 ->
  float16``, ``int16 + float16 -> float32``, ``int64 + float32 -> float64``).
* **Python scalars are weak**: a Python ``bool``/``int``/``float``/``complex`` takes the dtype of
  the arrays it meets when its kind fits (``int8 array + 1 -> int8``, ``float16 array + 1.0 ->
  float16``); a scalar of a higher kind gives NumPy's default of that kind (``int8 array + 1.0
  -> float64``, ``bool array + 1 -> int64``; ``float32 array + 1j -> complex64``). An ``int``
  that does not fit the dtype it takes raises ``OverflowError``, as NumPy 2 does. Python scalars
  alone give the defaults: int64, float64, complex128, bool.
* **Ufunc loops**: a ufunc computes in the first of its loops (``LOOPS``, NumPy's own lists,
  long double and object loops left out) to which every input casts safely, the inputs being
  the operands' dtypes with each Python scalar given its weak dtype. So ``sqrt`` of ``int8`` is
  ``float16`` (NumPy's first safe loop ``e->e``), ``arctan2(int8, int8)`` too, while
  ``true_divide`` of integers is float64 (NumPy's special resolver).

bfloat16 (not a NumPy dtype; ml_dtypes' extension) is placed beside float16: int8/uint8 cast to
it safely, it casts to float32 and up; ``bfloat16 + float16 -> float32``.
"""

from __future__ import annotations

import functools

__all__ = ["NAMES", "promote_types", "can_cast", "weak_dtype", "result_type", "resolve_loop",
           "kind_of", "LOOPS", "CHAR"]

#: NumPy's dtypes in its order of promotion (the smallest first), bfloat16 placed after float16
NAMES = ("bool", "uint8", "int8", "uint16", "int16", "uint32", "int32", "uint64", "int64",
         "float16", "bfloat16", "float32", "float64", "complex64", "complex128")

_KIND = {n: ("b" if n == "bool" else "u" if n.startswith("uint") else "i" if n.startswith("int")
             else "c" if n.startswith("complex") else "f") for n in NAMES}
_BITS = {n: 8 if n == "bool" else int("".join(c for c in n if c.isdigit())) for n in NAMES}
#: NumPy's one-letter type codes (``dtype.char``)
CHAR = {"bool": "?", "int8": "b", "uint8": "B", "int16": "h", "uint16": "H", "int32": "i",
        "uint32": "I", "int64": "l", "uint64": "L", "float16": "e", "float32": "f",
        "float64": "d", "complex64": "F", "complex128": "D", "bfloat16": "E"}
_FROM_CHAR = {"?": "bool", "b": "int8", "B": "uint8", "h": "int16", "H": "uint16", "i": "int32",
              "I": "uint32", "q": "int64", "Q": "uint64", "e": "float16", "f": "float32",
              "d": "float64", "F": "complex64", "D": "complex128"}


def kind_of(name: str) -> str:
    """NumPy's kind letter of a dtype name: ``b``, ``i``, ``u``, ``f``, ``c``."""
    return _KIND[name]


def _safe_targets(n):
    k, bits = _KIND[n], _BITS[n]
    if k == "b":
        return set(NAMES)
    out = {n}
    if k in "iu":
        for m in NAMES:
            km, bm = _KIND[m], _BITS[m]
            if km == k and bm >= bits:
                out.add(m)
            elif k == "u" and km == "i" and bm > bits:
                out.add(m)
        # the smallest float holding every value (float16 for 8 bits, float32 for 16, else 64)
        fl = {8: ("float16", "bfloat16", "float32", "float64"), 16: ("float32", "float64")}.get(
            bits, ("float64",))
        out.update(fl)
        out.update(("complex64", "complex128") if bits <= 16 else ("complex128",))
    elif k == "f":
        if n in ("float16", "bfloat16"):
            out.update(("float32", "float64", "complex64", "complex128"))
        elif n == "float32":
            out.update(("float64", "complex64", "complex128"))
        else:
            out.add("complex128")
    elif n == "complex64":
        out.add("complex128")
    return frozenset(out)


_SAFE = {n: _safe_targets(n) for n in NAMES}
_SAME_KIND_ORDER = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}


def can_cast(src: str, dst: str, casting: str = "safe") -> bool:
    """``numpy.can_cast`` on dtype names (``no``/``equiv``, ``safe``, ``same_kind``, ``unsafe``)."""
    if casting == "unsafe":
        return True
    if casting in ("no", "equiv"):
        return src == dst
    if dst in _SAFE[src]:
        return True
    if casting == "same_kind":
        ks, kd = _KIND[src], _KIND[dst]
        if ks == "u" and kd == "i" or ks == kd:
            return True
        return _SAME_KIND_ORDER[ks] < _SAME_KIND_ORDER[kd]
    return False


def _promote(a, b):
    for t in NAMES:
        if t in _SAFE[a] and t in _SAFE[b]:
            return t
    raise TypeError(f"no common dtype for {a} and {b}")  # pragma: no cover - every pair has one


PROMOTION_TABLE = {(a, b): _promote(a, b) for a in NAMES for b in NAMES}


def promote_types(a: str, b: str) -> str:
    """``numpy.promote_types`` on dtype names."""
    return PROMOTION_TABLE[a, b]


_DEFAULT = {"b": "bool", "i": "int64", "f": "float64", "c": "complex128"}
_WEAK_RANK = {"b": 0, "i": 1, "f": 2, "c": 3}
_TO_COMPLEX = {"float16": "complex64", "bfloat16": "complex64", "float32": "complex64"}


def weak_dtype(strong, kind: str) -> str:
    """The dtype a Python scalar of ``kind`` (``b``, ``i``, ``f``, ``c``) takes beside the strong
    dtype ``strong`` (None: no array, the scalar's default)."""
    if strong is None:
        return _DEFAULT[kind]
    ks = _KIND[strong]
    if _WEAK_RANK[kind] <= _WEAK_RANK["i" if ks == "u" else ks]:
        return strong
    if kind == "c" and ks == "f":
        return _TO_COMPLEX.get(strong, "complex128")
    return _DEFAULT[kind]


def result_type(strong, weak_kinds=()) -> str:
    """NumPy 2's result dtype of operands with the dtype names ``strong`` and Python scalars of
    the kinds ``weak_kinds``."""
    r = None
    for d in strong:
        r = d if r is None else PROMOTION_TABLE[r, d]
    if not weak_kinds:
        if r is None:
            raise TypeError("at least one array or dtype is required")
        return r
    if r is None:  # Python scalars alone: their defaults, promoted
        for k in weak_kinds:
            d = _DEFAULT[k]
            r = d if r is None else PROMOTION_TABLE[r, d]
        return r
    top = max(weak_kinds, key=_WEAK_RANK.__getitem__)
    return weak_dtype(r, top)


# --- ufunc loops: NumPy 2's ``ufunc.types`` (long double, object, datetime loops left out) -----
# A string of letters is a list of homogeneous loops (``"efd"``: ``e->e f->f d->d``; with two
# outputs each output has the input's letter); else explicit ``in->out`` signatures.
LOOPS = {
    "absolute": "?->? b->b B->B h->h H->H i->i I->I q->q Q->Q e->e f->f d->d F->f D->d",
    "add": "?bBhHiIqQefdFD",
    "arccos": "efdFD",
    "arccosh": "efdFD",
    "arcsin": "efdFD",
    "arcsinh": "efdFD",
    "arctan": "efdFD",
    "arctan2": "efd",
    "arctanh": "efdFD",
    "bitwise_and": "?bBhHiIqQ",
    "bitwise_or": "?bBhHiIqQ",
    "bitwise_xor": "?bBhHiIqQ",
    "cbrt": "efd",
    "ceil": "?bBhHiIqQefd",
    "conjugate": "bBhHiIqQefdFD",
    "copysign": "efd",
    "cos": "efdFD",
    "cosh": "efdFD",
    "deg2rad": "efd",
    "degrees": "efd",
    "divide": "efdFD",
    "divmod": "bBhHiIqQefd",
    "equal": "??->? bb->? BB->? hh->? HH->? ii->? II->? qq->? QQ->? qQ->? Qq->? ee->? ff->? "
             "dd->? FF->? DD->?",
    "exp": "efdFD",
    "exp2": "efdFD",
    "expm1": "efdFD",
    "fabs": "efd",
    "float_power": "dD",
    "floor": "?bBhHiIqQefd",
    "floor_divide": "bBhHiIqQefd",
    "fmax": "?bBhHiIqQefdFD",
    "fmin": "?bBhHiIqQefdFD",
    "fmod": "bBhHiIqQefd",
    "gcd": "bBhHiIqQ",
    "heaviside": "efd",
    "hypot": "efd",
    "invert": "?bBhHiIqQ",
    "isfinite": "?->? b->? B->? h->? H->? i->? I->? q->? Q->? e->? f->? d->? F->? D->?",
    "lcm": "bBhHiIqQ",
    "left_shift": "bBhHiIqQ",
    "log": "efdFD",
    "log10": "efdFD",
    "log1p": "efdFD",
    "log2": "efdFD",
    "logaddexp": "efd",
    "logaddexp2": "efd",
    "logical_and": "??->? bb->? BB->? hh->? HH->? ii->? II->? qq->? QQ->? ee->? ff->? dd->? "
                   "FF->? DD->?",
    "logical_not": "?->? b->? B->? h->? H->? i->? I->? q->? Q->? e->? f->? d->? F->? D->?",
    "matmul": "?bBhHiIqQefdFD",
    "maximum": "?bBhHiIqQefdFD",
    "modf": "efd",
    "multiply": "?bBhHiIqQefdFD",
    "negative": "bBhHiIqQefdFD",
    "nextafter": "efd",
    "positive": "bBhHiIqQefdFD",
    "power": "bBhHiIqQefdFD",
    "reciprocal": "bBhHiIqQefdFD",
    "remainder": "bBhHiIqQefd",
    "rint": "efdFD",
    "sign": "bBhHiIqQefdFD",
    "signbit": "e->? f->? d->?",
    "sin": "efdFD",
    "sqrt": "efdFD",
    "square": "bBhHiIqQefdFD",
    "subtract": "bBhHiIqQefdFD",
    "trunc": "?bBhHiIqQefd",
    "vecdot": "?bBhHiIqQefdFD",
}
# ufuncs with the same loops as another
for _a, _b in (("arccos", ("cosh", "exp", "expm1", "log", "log10", "log1p", "log2", "sinh", "tan",
                           "tanh")),
               ("equal", ("greater", "greater_equal", "less", "less_equal", "not_equal")),
               ("isfinite", ("isinf", "isnan")),
               ("logical_and", ("logical_or", "logical_xor")),
               ("maximum", ("minimum",)), ("left_shift", ("right_shift",)),
               ("deg2rad", ("rad2deg", "radians"))):
    for _n in _b:
        LOOPS.setdefault(_n, LOOPS[_a])
_NOUT = {"divmod": 2, "modf": 2}


@functools.cache
def loops(name: str) -> tuple:
    """``((input names, output names), ...)`` of ufunc ``name``, in NumPy's order."""
    spec, nout = LOOPS[name], _NOUT.get(name, 1)
    out = []
    if "->" not in spec:
        nin = 1 if name in _UNARY else 2
        for c in spec:
            d = _FROM_CHAR[c]
            out.append(((d,) * nin, (d,) * nout))
    else:
        for sig in spec.split():
            ins, outs = sig.split("->")
            out.append((tuple(_FROM_CHAR[c] for c in ins), tuple(_FROM_CHAR[c] for c in outs)))
    return tuple(out)


_UNARY = frozenset({
    "absolute", "arccos", "arccosh", "arcsin", "arcsinh", "arctan", "arctanh", "cbrt", "ceil",
    "conjugate", "cos", "cosh", "deg2rad", "degrees", "exp", "exp2", "expm1", "fabs", "floor",
    "invert", "isfinite", "isinf", "isnan", "log", "log10", "log1p", "log2", "logical_not", "modf",
    "negative", "positive", "rad2deg", "radians", "reciprocal", "rint", "sign", "signbit", "sin",
    "sinh", "sqrt", "square", "tan", "tanh", "trunc"})
_INTEGERS = frozenset({"bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                       "uint64"})


@functools.cache
def resolve_loop(name: str, inputs: tuple, dtype=None):
    """``(input dtypes, output dtypes)`` of the loop ufunc ``name`` runs for input dtypes
    ``inputs`` (Python scalars already given their weak dtype); ``dtype``: the output dtype
    asked for (``dtype=``), the inputs then cast to the loop's with ``same_kind``.

    Raises ``TypeError`` (NumPy's ``UFuncTypeError``) where no loop fits."""
    table = loops(name)
    if dtype is not None:
        for ins, outs in table:
            if outs[0] == dtype and all(can_cast(d, t, "same_kind") for d, t in zip(inputs, ins)):
                return ins, outs
        raise TypeError(f"ufunc '{name}' did not contain a loop with signature matching types "
                        f"{_types(inputs)} -> {dtype}")
    if name in _NO_ALL_BOOL and all(d == "bool" for d in inputs):
        raise TypeError(_BOOL_ERRORS.get(name, f"ufunc '{name}' did not contain a loop with "
                                                f"signature matching types {_types(inputs)}"))
    if name == "divide" and all(d in _INTEGERS for d in inputs):
        return ("float64",) * len(inputs), ("float64",)  # NumPy's true-division resolver
    for ins, outs in table:
        if all(t in _SAFE[d] for d, t in zip(inputs, ins)):
            return ins, outs
    raise TypeError(f"ufunc '{name}' not supported for the input types, and the inputs could not "
                    f"be safely coerced to any supported types according to the casting rule "
                    f"''safe'' (inputs {_types(inputs)})")


_NO_ALL_BOOL = frozenset({"gcd", "lcm", "negative", "positive", "sign", "subtract"})
_BOOL_ERRORS = {
    "subtract": "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
                "the `^` operator, or the logical_xor function instead.",
    "negative": "The numpy boolean negative, the `-` operator, is not supported, use the `~` "
                "operator or the logical_not function instead.",
}


def _types(inputs):
    return ", ".join(f"dtype('{d}')" for d in inputs)
