"""The standard's complex special cases (2024.12; C99 Annex G) of the twelve functions that spell
them out, and of ``sign`` (its zeros and nans; elsewhere ``x / |x|``), as a table, checked on
every backend through ``ivy`` with the backend set.

Each function has a list of rules ``(real, imag) -> (real, imag)`` written from the standard's
text. Input classes: ``+0``, ``-0``, ``±0``, ``+f`` (a positive finite number: 1 and 2.5),
``nzf`` (a nonzero finite number: ±1, ±2.5), ``fin`` (a finite number: ±0 and ``nzf``), ``+inf``,
``-inf``, ``±inf``, ``≠0`` (``nzf`` and ``±inf``), ``any`` (every class, nan included), ``nan``,
and plain numbers. Results: ``+0``/``-0``/``+inf``/``-inf`` with their sign, ``0``/``inf`` when
the standard leaves the sign open, ``nan``, constants (``pi/2``; ``±pi/2``: sign open), and
``cos*inf`` / ``sin*inf`` / ``cos*+0`` / ``sin*+0`` for the standard's ``±infinity * cis(b)`` and
``+0 * cis(b)`` (the sign of cos(b) / sin(b) of the row's imaginary part). ``+0|nan``: +0 or
nan (no row uses it now: ``tanh(+0 + inf j)`` and ``tanh(+0 + nan j)`` are ``+0 + nan j``, the
standard's text after C11's DR 471, on every backend since issue 27). A line
``log from -inf +f`` takes log's rules from that one on (the standard repeats them word for word).

The symmetries the standard states generate the mirrored rows: ``f(conj(x)) == conj(f(x))`` for
all twelve (and sign, where it holds with the zero signs left open), ``f(-x) == -f(x)`` for
asinh, atanh, sinh and tanh, ``cosh(-x) == cosh(x)``. A mirrored row that meets an explicit one
must agree with it (checked when the table is built).

One deliberate difference from the text: for ``sqrt(±inf + bj)`` with a positive finite ``b`` the
text gives ``NaN + NaN j`` (``-inf``) and ``+0 + infinity j`` (``+inf``), where C99 Annex G (which
the standard's branch cuts follow), NumPy and the mathematics give ``+0 + inf j`` and
``+inf + 0j`` (the roots of points far out on the negative / positive real axis): the table
keeps C99 for these two rules.

All rows of a function are one array: one call per function and dtype (complex128, complex64).
MXNet has no complex dtypes: there, making the input raises Ivy's clear unsupported-dtype error.
"""

import math

import ivy
import numpy as np
import pytest
from _harness import assert_unsupported_dtype, lacking, native, numpy_of

_INF, _NAN, _PI = math.inf, math.nan, math.pi
_POS = (1.0, 2.5)  # cos(1), sin(1) > 0; cos(2.5) < 0 < sin(2.5): both quadrants of cis(b)
_NZF = _POS + tuple(-v for v in _POS)
_IN = {"+0": (0.0,), "-0": (-0.0,), "±0": (0.0, -0.0), "+f": _POS, "nzf": _NZF,
       "fin": (0.0, -0.0) + _NZF, "+inf": (_INF,), "-inf": (-_INF,), "±inf": (_INF, -_INF),
       "≠0": _NZF + (_INF, -_INF), "nan": (_NAN,)}
_IN["any"] = _IN["fin"] + (_INF, -_INF, _NAN)

# The rules, in the standard's order: real class, imaginary class -> real result, imaginary result.
_TABLE = """
exp
    ±0    +0    -> 1        +0
    fin   +inf  -> nan      nan
    fin   nan   -> nan      nan
    +inf  +0    -> +inf     +0
    -inf  fin   -> cos*+0   sin*+0
    +inf  nzf   -> cos*inf  sin*inf
    -inf  +inf  -> 0        0
    +inf  +inf  -> inf      nan
    -inf  nan   -> 0        0
    +inf  nan   -> inf      nan
    nan   +0    -> nan      +0
    nan   ≠0    -> nan      nan
    nan   nan   -> nan      nan
expm1
    ±0    +0    -> 0        +0
    fin   +inf  -> nan      nan
    fin   nan   -> nan      nan
    +inf  +0    -> +inf     +0
    -inf  fin   -> -1       sin*+0
    +inf  nzf   -> cos*inf  sin*inf
    -inf  +inf  -> -1       0
    +inf  +inf  -> inf      nan
    -inf  nan   -> -1       0
    +inf  nan   -> inf      nan
    nan   +0    -> nan      +0
    nan   ≠0    -> nan      nan
    nan   nan   -> nan      nan
log
    -0    +0    -> -inf     pi
    +0    +0    -> -inf     +0
    fin   +inf  -> +inf     pi/2
    fin   nan   -> nan      nan
    -inf  +f    -> +inf     pi
    +inf  +f    -> +inf     +0
    -inf  +inf  -> +inf     3pi/4
    +inf  +inf  -> +inf     pi/4
    ±inf  nan   -> +inf     nan
    nan   fin   -> nan      nan
    nan   +inf  -> +inf     nan
    nan   nan   -> nan      nan
log1p
    -1    +0    -> -inf     +0
    log from fin +inf                   # the standard's next rules for log1p are log's, word for word
sqrt
    ±0    +0    -> +0       +0
    any   +inf  -> +inf     +inf
    fin   nan   -> nan      nan
    -inf  +f    -> +0       +inf        # C99 (see the docstring)
    +inf  +f    -> +inf     +0          # C99 (see the docstring)
    -inf  nan   -> nan      inf
    +inf  nan   -> +inf     nan
    nan   fin   -> nan      nan
    nan   nan   -> nan      nan
sinh
    +0    +0    -> +0       +0
    +0    +inf  -> 0        nan
    +0    nan   -> 0        nan
    +f    +inf  -> nan      nan
    +f    nan   -> nan      nan
    +inf  +0    -> +inf     +0
    +inf  +f    -> cos*inf  sin*inf
    +inf  +inf  -> inf      nan
    +inf  nan   -> inf      nan
    nan   +0    -> nan      +0
    nan   nzf   -> nan      nan
    nan   nan   -> nan      nan
cosh
    +0    +0    -> 1        +0
    +0    +inf  -> nan      0
    +0    nan   -> nan      0
    nzf   +inf  -> nan      nan
    nzf   nan   -> nan      nan
    +inf  +0    -> +inf     +0
    +inf  nzf   -> cos*inf  sin*inf
    +inf  +inf  -> inf      nan
    +inf  nan   -> +inf     nan
    nan   ±0    -> nan      0
    nan   nzf   -> nan      nan
    nan   nan   -> nan      nan
tanh
    +0    +0    -> +0       +0
    nzf   +inf  -> nan      nan
    +0    +inf  -> +0       nan         # "+0 + NaN j" (C11 DR 471; JAX gave nan + nan j)
    nzf   nan   -> nan      nan
    +0    nan   -> +0       nan
    +inf  +f    -> 1        0           # "1 + 0j" (C99: the sign of sin(2b))
    +inf  +inf  -> 1        0
    +inf  nan   -> 1        0
    nan   +0    -> nan      +0
    nan   ≠0    -> nan      nan
    nan   nan   -> nan      nan
acos
    ±0    +0    -> pi/2     -0
    ±0    nan   -> pi/2     nan
    fin   +inf  -> pi/2     -inf
    nzf   nan   -> nan      nan
    -inf  +f    -> pi       -inf
    +inf  +f    -> +0       -inf
    -inf  +inf  -> 3pi/4    -inf
    +inf  +inf  -> pi/4     -inf
    ±inf  nan   -> nan      inf
    nan   fin   -> nan      nan
    nan   +inf  -> nan      -inf
    nan   nan   -> nan      nan
acosh
    ±0    +0    -> +0       pi/2
    fin   +inf  -> +inf     pi/2
    nzf   nan   -> nan      nan
    +0    nan   -> nan      ±pi/2
    log from -inf +f                    # the standard's next rules for acosh are log's
asinh
    +0    +0    -> +0       +0
    +f    +inf  -> +inf     pi/2
    fin   nan   -> nan      nan
    +inf  +f    -> +inf     +0
    +inf  +inf  -> +inf     pi/4
    +inf  nan   -> +inf     nan
    nan   +0    -> nan      +0
    nan   nzf   -> nan      nan
    nan   +inf  -> inf      nan
    nan   nan   -> nan      nan
sign
    ±0    ±0    -> 0        0           # "0 + 0j"
    nan   any   -> nan      nan
    any   nan   -> nan      nan
    +f    ±0    -> 1        0           # the rest: x / |x| (complex division leaves zero signs open)
    -1    ±0    -> -1       0
    -2.5  ±0    -> -1       0
    ±0    +f    -> 0        1
    3     4     -> 0.6      0.8
    -3    4     -> -0.6     0.8
atanh
    +0    +0    -> +0       +0
    +0    nan   -> +0       nan
    1     +0    -> +inf     +0
    +f    +inf  -> +0       pi/2
    nzf   nan   -> nan      nan
    +inf  +f    -> +0       pi/2
    +inf  +inf  -> +0       pi/2
    +inf  nan   -> +0       nan
    nan   fin   -> nan      nan
    nan   +inf  -> 0        pi/2
    nan   nan   -> nan      nan
"""


def _parse(text):
    rules, name = {}, None
    for line in text.splitlines():
        line = line.split("#")[0].split()
        if len(line) == 1:
            name = line[0]
            rules[name] = []
        elif len(line) == 4:  # "<function> from <a> <b>": that function's rules from (a, b) on
            other = rules[line[0]]
            rules[name] += other[[r[:2] for r in other].index(tuple(line[2:])):]
        elif line:
            ra, rb, arrow, rre, rim = line
            assert arrow == "->", line
            rules[name].append((ra, rb, rre, rim))
    return rules


RULES = _parse(_TABLE)
_ODD = frozenset({"asinh", "atanh", "sinh", "tanh"})
_EVEN = frozenset({"cosh"})
_CONST = {"1": 1.0, "-1": -1.0, "pi": _PI, "pi/2": _PI / 2, "pi/4": _PI / 4, "3pi/4": 3 * _PI / 4}


def _inputs(token):
    return _IN[token] if token in _IN else (float(token),)


def _result(token, b):
    """(value, sign open, nan accepted) of one result part; ``b`` the input's imaginary part."""
    if token == "nan":
        return (_NAN, False, False)
    if token in ("0", "inf"):
        return (float(token), True, False)
    if token == "+0|nan":
        return (0.0, False, True)
    if token.startswith("±"):
        return (_CONST[token[1:]], True, False)
    if "*" in token:  # cos*inf, sin*+0, ...: the factor's sign times the magnitude
        f, m = token.split("*")
        return (float(m) * (math.cos(b) if f == "cos" else math.sin(b)), False, False)
    return (_CONST[token] if token in _CONST else float(token), False, False)


def _neg(part):
    return (-part[0],) + part[1:]


def _key(v):
    return "nan" if v != v else repr(v)


def _norm(part):  # a result part as compared: the value's sign dropped where it is open
    return (_key(abs(part[0]) if part[1] else part[0]),) + part[1:]


def _rows(name):
    """The function's rows ``(a, b, expected real, expected imag)`` with the mirrored ones; a row
    stated twice (explicitly or by a symmetry) must agree."""
    rows = {}

    def add(a, b, re, im):
        k = (_key(a), _key(b))
        new = (a, b, re, im)
        old = rows.setdefault(k, new)
        assert list(map(_norm, old[2:])) == list(map(_norm, new[2:])), (
            f"{name}: rules disagree at {k}: {old[2:]} vs {new[2:]}")

    for ra, rb, rre, rim in RULES[name]:
        for a in _inputs(ra):
            for b in _inputs(rb):
                re, im = _result(rre, b), _result(rim, b)
                add(a, b, re, im)
                add(a, -b, re, _neg(im))  # conj
                if name in _ODD:
                    add(-a, -b, _neg(re), _neg(im))
                    add(-a, b, _neg(re), im)
                elif name in _EVEN:
                    add(-a, -b, re, im)
                    add(-a, b, re, _neg(im))
    return list(rows.values())


ROWS = {name: _rows(name) for name in RULES}


def _part_ok(got, want, rtol):
    value, open_sign, nan_ok = want
    if got != got:
        return value != value or nan_ok
    if value != value:
        return False
    if open_sign:
        got, value = abs(got), abs(value)
    if value == 0 or math.isinf(value):
        return got == value and (open_sign or math.copysign(1, got) == math.copysign(1, value))
    return math.isfinite(got) and abs(got - value) <= rtol * abs(value)


def _fmt(v):
    return "nan" if v != v else f"{v:+g}"


def _fmt_want(part):
    value, open_sign, nan_ok = part
    s = _fmt(abs(value)).lstrip("+") if open_sign else _fmt(value)
    return ("±" + s if open_sign else s) + ("|nan" if nan_ok else "")


def test_table_size():
    """The table is built (its rules agree with their mirrored rows) and stays compact."""
    assert all(len(r) >= 10 for r in ROWS.values())
    assert sum(len(r) for r in ROWS.values()) < 800  # one small array per function


@pytest.mark.parametrize("dtype", ["complex128", "complex64"])
@pytest.mark.parametrize("name", sorted(RULES))
def test_complex_special_cases(name, dtype, backend_set):
    rows = ROWS[name]
    x = np.empty(len(rows), dtype=dtype)
    x.real = [r[0] for r in rows]
    x.imag = [r[1] for r in rows]
    if lacking(dtype):  # MXNet: no complex arrays
        assert_unsupported_dtype(lambda: native(x), dtype)
        return
    got = numpy_of(getattr(ivy, name)(native(x)))
    assert got.dtype == x.dtype and got.shape == x.shape
    rtol = 4e-7 if dtype == "complex64" else 1e-14
    wrong = [f"{name}({_fmt(a)} {_fmt(b)}j) = {_fmt(g.real)} {_fmt(g.imag)}j, expected "
             f"{_fmt_want(re)} {_fmt_want(im)}j"
             for (a, b, re, im), g in zip(rows, got)
             if not (_part_ok(float(g.real), re, rtol) and _part_ok(float(g.imag), im, rtol))]
    assert not wrong, f"{len(wrong)} of {len(rows)} rows wrong:\n" + "\n".join(wrong)
