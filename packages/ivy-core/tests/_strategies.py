"""Value sources for the table-driven tests: dtype categories, value domains, shapes and arrays.

A record's builder takes a *draw* and a dtype and returns a :class:`Case` (positional and keyword
arguments, arrays as NumPy arrays). Two draws implement the same methods:

* :class:`HypDraw` draws through Hypothesis (``st.data()``): shapes include 0-d and empty ones,
  floats include nan, +-inf and +-0.0 where the domain allows, binary functions broadcast.
* :class:`FixedDraw` gives one deterministic, finite, non-empty example (the first option of every
  choice): the per-dtype sweep uses it so that every allowed dtype is checked on every run.
"""

from __future__ import annotations

import math
import zlib

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

# --- dtype categories (the standard's names) ---------------------------------------------------
BOOL = ("bool",)
SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
INTEGER = SIGNED + UNSIGNED
REAL_FLOAT = ("float32", "float64")
COMPLEX = ("complex64", "complex128")
FLOATING = REAL_FLOAT + COMPLEX
REAL = INTEGER + REAL_FLOAT
NUMERIC = INTEGER + FLOATING
INT_BOOL = BOOL + INTEGER
ALL = BOOL + NUMERIC

SPECIALS = (math.nan, math.inf, -math.inf, -0.0, 0.0)


def kind(dtype) -> str:
    """``"bool"``, ``"int"``, ``"uint"``, ``"float"`` or ``"complex"``."""
    d = str(dtype)
    return ("bool" if d == "bool" else "uint" if d.startswith("uint") else "int" if d.startswith("int")
            else "float" if d.startswith("float") else "complex")


class DtypeArg(str):
    """A dtype passed as an argument (``dtype=``): Ivy gets the Ivy dtype, the reference its own."""

    __slots__ = ()


class _DefaultDevice:
    """``device=`` argument: the backend's default device (Ivy string); None for the reference."""

    def __repr__(self):
        return "DEFAULT_DEVICE"


DEFAULT_DEVICE = _DefaultDevice()


class Case:
    """Arguments of one call: ``args`` (tuple) and ``kwargs`` (dict); arrays are NumPy arrays."""

    __slots__ = ("args", "kwargs")

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs

    def __repr__(self):
        return f"Case(args={self.args!r}, kwargs={self.kwargs!r})"


class Dom:
    """The values a function is tested on.

    Args:
        lo, hi: range of real floating values (complex: the largest magnitude of each part).
        ints: integer range: ``"small"`` (|x| <= sqrt(max), so sums and products cannot
            overflow), ``"full"`` (min + 1 .. max, so negation cannot overflow), ``(lo, hi)``, or a
            callable ``dtype -> (lo, hi)``; always clipped to the dtype's range.
        special: also draw nan, +-inf and +-0.0 for real floating dtypes (True), none (False),
            or only the values of a tuple.
        nonzero: no zeros for integer dtypes (integer division by zero is unspecified).
    """

    __slots__ = ("lo", "hi", "ints", "special", "nonzero")

    def __init__(self, lo=-1e4, hi=1e4, ints="small", special=True, nonzero=False):
        self.lo, self.hi, self.ints, self.special, self.nonzero = lo, hi, ints, special, nonzero

    def int_range(self, dtype):
        info = np.iinfo(np.dtype(str(dtype)))
        spec = self.ints(dtype) if callable(self.ints) else self.ints
        if spec == "small":
            r = math.isqrt(int(info.max))
            lo, hi = (0 if info.min == 0 else -r), r
        elif spec == "full":
            lo, hi = (0 if info.min == 0 else int(info.min) + 1), int(info.max)
        else:
            lo, hi = spec
        return max(lo, int(info.min)), min(hi, int(info.max))

    def float_range(self):
        return self.lo, self.hi


DEFAULT = Dom()


def _float_strategy(width, lo, hi, special):
    finite = st.floats(lo, hi, width=width, allow_subnormal=False)
    if not special:
        return finite
    return st.one_of(finite, finite, finite,
                     st.sampled_from(SPECIALS if special is True else tuple(special)))


def elements(dtype, dom: Dom = DEFAULT):
    """Hypothesis strategy for the elements of an array of ``dtype`` within ``dom``."""
    k, d = kind(dtype), np.dtype(str(dtype))
    if k == "bool":
        return st.booleans()
    if k in ("int", "uint"):
        lo, hi = dom.int_range(dtype)
        s = st.integers(lo, hi)
        return s.filter(bool) if dom.nonzero and lo <= 0 <= hi else s
    lo, hi = dom.float_range()
    if k == "float":
        return _float_strategy(d.itemsize * 8, lo, hi, dom.special)
    m = max(abs(lo), abs(hi))
    return st.complex_numbers(max_magnitude=m * 1.4, allow_nan=False, allow_infinity=False,
                              allow_subnormal=False, width=d.itemsize * 8)


def python_scalar(k, dtype, dom: Dom = DEFAULT):
    """Strategy for a Python scalar of kind ``k`` meant to meet an array of ``dtype``."""
    if k == "bool":
        return st.booleans()
    if k == "int":
        if kind(dtype) in ("int", "uint"):
            lo, hi = dom.int_range(dtype)
        else:
            lo, hi = (max(int(dom.lo), -(2**24)), min(int(dom.hi), 2**24))
        s = st.integers(lo, hi)
        return s.filter(bool) if dom.nonzero and lo <= 0 <= hi else s
    lo, hi = dom.float_range()
    width = 32 if str(dtype) in ("float32", "complex64") else 64
    if k == "float":
        return _float_strategy(width, lo, hi, dom.special)
    return st.complex_numbers(max_magnitude=max(abs(lo), abs(hi)), allow_nan=False,
                              allow_infinity=False, allow_subnormal=False, width=2 * width)


def distinct_values(dtype, shape, perm):
    """Array of ``shape`` whose elements all differ (bool: alternate), in the order ``perm``:
    functions that move data around cannot hide a wrong permutation behind equal elements."""
    size = math.prod(shape)
    k = kind(dtype)
    vals = np.arange(size)
    if k == "bool":
        vals = vals % 2 == 1
    elif k == "float":
        vals = vals * 1.5 - 7.25
    elif k == "complex":
        vals = (vals * 1.5 - 7.25) + 1j * vals[::-1]
    return np.asarray(vals[np.asarray(perm, dtype=np.int64)], dtype=str(dtype)).reshape(shape)


class HypDraw:
    """Draw values through Hypothesis's ``st.data()``."""

    fixed = False

    def __init__(self, data):
        self.data = data

    def draw(self, strategy, label=None):
        return self.data.draw(strategy, label=label)

    def choice(self, seq, label=None):
        return self.data.draw(st.sampled_from(list(seq)), label=label)

    def integer(self, lo, hi, label=None):
        return self.data.draw(st.integers(lo, hi), label=label)

    def boolean(self, label=None):
        return self.data.draw(st.booleans(), label=label)

    def shape(self, min_dims=0, max_dims=3, min_side=0, max_side=3, label="shape"):
        return self.data.draw(hnp.array_shapes(min_dims=min_dims, max_dims=max_dims,
                                               min_side=min_side, max_side=max_side), label=label)

    def broadcast_shapes(self, n, min_dims=0, max_dims=3, min_side=0, max_side=3, base_shape=()):
        s = hnp.mutually_broadcastable_shapes(num_shapes=n, min_dims=min_dims, max_dims=max_dims,
                                              min_side=min_side, max_side=max_side,
                                              base_shape=base_shape)
        return self.data.draw(s, label="shapes").input_shapes

    def array(self, dtype, shape, dom: Dom = DEFAULT, *, unique=False, distinct=False, label=None):
        if distinct:
            perm = self.data.draw(st.permutations(range(math.prod(shape))), label=f"{label} order")
            return distinct_values(dtype, shape, perm)
        a = self.data.draw(hnp.arrays(np.dtype(str(dtype)), shape, elements=elements(dtype, dom),
                                      unique=unique), label=label)
        return a.copy()  # C-contiguous, writeable; keeps 0-d arrays 0-d

    def scalar(self, k, dtype, dom: Dom = DEFAULT, label=None):
        v = self.data.draw(python_scalar(k, dtype, dom), label=label)
        return {"bool": bool, "int": int, "float": float, "complex": complex}[k](v)


class FixedDraw:
    """One deterministic example: the first option of every choice, seeded yes/no decisions (so the
    dtypes of one function exercise different optional arguments), a (3, 2)-like shape, finite
    values from a seeded generator."""

    fixed = True

    def __init__(self, seed_text):
        self.rng = np.random.default_rng(zlib.crc32(seed_text.encode()))

    def draw(self, strategy, label=None):
        raise TypeError("FixedDraw cannot draw from an arbitrary strategy; use its methods")

    def choice(self, seq, label=None):
        return list(seq)[0]

    def integer(self, lo, hi, label=None):
        return int(self.rng.integers(lo, hi, endpoint=True))

    def boolean(self, label=None):
        return bool(self.rng.integers(0, 2))

    def shape(self, min_dims=0, max_dims=3, min_side=0, max_side=3, label=None):
        dims = min(max(2, min_dims), max_dims)
        lo = max(min_side, 1)
        return tuple(min(max(s, lo), max_side) for s in (3, 2, 4, 2, 3)[:dims])

    def broadcast_shapes(self, n, min_dims=0, max_dims=3, min_side=0, max_side=3, base_shape=()):
        dims = min(max(2, min_dims), max_dims)
        lo = max(min_side, 1)
        s = tuple(min(max(v, lo), max_side) for v in (3, 2, 4, 2, 3)[:dims])
        full = s + tuple(base_shape) if base_shape else s
        return (full,) * n

    def array(self, dtype, shape, dom: Dom = DEFAULT, *, unique=False, distinct=False, label=None):
        if distinct:
            return distinct_values(dtype, shape, self.rng.permutation(math.prod(shape)))
        d = np.dtype(str(dtype))
        size = math.prod(shape)
        k = kind(dtype)
        if k == "bool":
            if unique:
                return np.array([False, True][:size], dtype=d).reshape(shape)
            return np.asarray(self.rng.random(shape) < 0.5, dtype=d)  # 0-d stays an array
        if k in ("int", "uint"):
            lo, hi = dom.int_range(dtype)
            if unique:
                vals = self.rng.permutation(np.arange(lo, lo + size))
            else:
                vals = self.rng.integers(lo, hi, size=size, dtype=d, endpoint=True)
            if dom.nonzero:
                vals = np.where(vals == 0, hi if hi != 0 else lo, vals)
            return np.asarray(vals, dtype=d).reshape(shape)
        lo, hi = dom.float_range()
        lo, hi = max(lo, -1e3), min(hi, 1e3)
        vals = self.rng.uniform(lo, hi, size=shape)
        if k == "complex":
            vals = vals + 1j * self.rng.uniform(lo, hi, size=shape)
        return np.asarray(vals, dtype=d)

    def scalar(self, k, dtype, dom: Dom = DEFAULT, label=None):
        if k == "bool":
            return True
        if k == "int":
            lo, hi = dom.int_range(dtype) if kind(dtype) in ("int", "uint") else (-10, 10)
            v = int(self.rng.integers(lo, hi, endpoint=True))
            return v or (1 if dom.nonzero else 0)
        v = float(np.float32(self.rng.uniform(max(dom.lo, -1e3), min(dom.hi, 1e3))))
        return v if k == "float" else complex(v, 0.5)


def axis_arg(draw, ndim, forms=("none", "int", "tuple"), label="axis"):
    """An ``axis`` argument: None, one (possibly negative) axis, or a tuple of distinct axes.

    Returns ``...`` for "leave the argument out" (the default); FixedDraw gives the first form.
    """
    forms = [f for f in forms if ndim > 0 or f in ("none", "default", "tuple")]
    form = draw.choice(forms, label=f"{label} form")
    if form == "default":
        return ...
    if form == "none":
        return None
    if form == "int":
        return draw.integer(-ndim, ndim - 1, label=label)
    picked = [a for a in range(ndim) if draw.boolean(label=f"{label} {a}")] if not draw.fixed else [0][:ndim]
    picked = [a - ndim if draw.boolean(label=f"{label} {a} negative") else a for a in picked]
    return tuple(picked)


def pick_dtype(draw, dtypes, label="dtype"):
    """One of ``dtypes``: first a kind (bool/int/uint/float/complex, equally likely), then a width,
    so that a few derandomised examples still see every kind."""
    kinds = list(dict.fromkeys(kind(d) for d in dtypes))
    k = draw.choice(kinds, label=f"{label} kind")
    return draw.choice([d for d in dtypes if kind(d) == k], label=label)


def reduction_kwargs(draw, ndim, forms=("default", "none", "int", "tuple")):
    """``axis`` (per :func:`axis_arg`; left out for "default") and ``keepdims`` of a reduction."""
    kw = {}
    axis = axis_arg(draw, ndim, forms)
    if axis is not ...:
        kw["axis"] = axis
    if draw.boolean(label="keepdims"):
        kw["keepdims"] = True
    return kw
