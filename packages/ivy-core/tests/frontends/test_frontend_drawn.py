"""Frontend functions against their real framework on Hypothesis-drawn inputs (issue 23).

The other frontend tests use fixed inputs; here each function of a small table (element-wise
unary, binary with broadcasting and mixed dtypes, reductions over a drawn axis) is called on drawn
values: shapes include 0-d and empty ones, floats include nan, +-inf and +-0.0, dtypes come from
the framework's own set (integers and bool where the function takes them). The frontend runs on
native arrays of the backend under test (``IVY_BACKEND``); compared with the real framework
(``_frontend_harness._compare``): result kind, dtype, shape, values within the dtype's tolerance,
nan positions and infinities exactly. Where the framework raises, the frontend must raise too.

References, per session:

* NumPy frontend: NumPy in every session; in MXNet's (NumPy 1.23, whose promotion and loops predate
  NumPy 2) the frontend on the NumPy backend, itself compared with NumPy 2 in the other sessions
  (the convention of ``_numpy_frontend.ck``), on the dtypes MXNet has; a result of a dtype MXNet
  has not (NumPy's sum of uint8 is uint64) must raise Ivy's clear error.
* PyTorch / TensorFlow frontends: the real framework, in the sessions that have it (torch,
  tensorflow); nowhere else (their fixed-input tests cover the other sessions).
* JAX frontend: real JAX (64-bit mode off, as default JAX runs), in the jax session only, a few
  functions on few examples: the session is CI's long pole, and ``test_frontend_jax.py`` already
  compares jax.numpy with JAX on nan/inf, float16, 0-d and empty inputs.

bfloat16 is left out: the inputs are built from NumPy arrays, which have no bfloat16.
The ``ci`` profile runs few derandomised examples per function; ``thorough`` runs many.
"""

from __future__ import annotations

import contextlib
import importlib
import os

import ivy
import numpy as np
import pytest
from _frontend_harness import _compare, _leafwise, _map, _real_to_numpy, has_real, run_frontend, run_real
from _harness import BACKEND
from _strategies import Dom, HypDraw, axis_arg, kind, pick_dtype
from hypothesis import given, settings
from hypothesis import strategies as st

NP2 = np.__version__ >= "2"
THOROUGH = os.environ.get("IVY_HYPOTHESIS_PROFILE") == "thorough"
THINNED_ON_JAX = True  # conftest.py's sampling on JAX leaves this module alone


def examples(n):
    """``n`` examples a function under the ci profile (JAX's backend: fewer, it compiles each new
    shape and dtype); the thorough profile's count otherwise."""
    if THOROUGH:
        return settings.default.max_examples
    return 2 if BACKEND == "jax" else n


MX_LACKS = {"int16", "uint16", "uint32", "uint64"}
DTYPES = {
    "numpy": [d for d in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                          "uint64", "float16", "float32", "float64")
              if BACKEND != "mxnet" or d not in MX_LACKS],
    "torch": ["bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64"],
    # TensorFlow registers few kernels for the narrow integers: the common dtypes
    "tensorflow": ["bool", "int32", "int64", "float16", "float32", "float64"],
    "jax": ["bool", "int32", "float16", "float32"],  # 64-bit mode off
}

# value domains
WIDE = Dom(-1e3, 1e3)
EXP = Dom(-30.0, 30.0)  # float16 overflows to inf above ~11: drawn too
SMALL = Dom(-4.0, 4.0)  # reductions: sums in half precision stay within tolerance
PROD = Dom(-2.0, 2.0, ints=(-2, 2))
BASE = Dom(-10.0, 10.0, ints=(-4, 4))
EXPONENT = Dom(-3.0, 3.0, ints=(0, 4))  # integers to negative powers raise in NumPy

# kinds of dtype a function is drawn with
NUM, ALL = ("int", "uint", "float"), ("bool", "int", "uint", "float")
SIGNED = ("int", "float")  # negation, abs, sign: not unsigned
FLT, BOOL = ("float",), ("bool",)

# name -> (kinds of dtype it is drawn with, domain)
UNARY = {
    "numpy": {
        "exp": (NUM, EXP), "log": (NUM, WIDE), "sqrt": (NUM, WIDE), "sin": (NUM, WIDE),
        "tanh": (NUM, WIDE), "arctan": (NUM, WIDE), "absolute": (SIGNED, WIDE),
        "floor": (NUM, WIDE), "sign": (SIGNED, WIDE), "negative": (SIGNED, WIDE),
        "square": (NUM, WIDE), "isfinite": (ALL, WIDE), "logical_not": (ALL, WIDE),
    },
    "torch": {
        "exp": (NUM, EXP), "log": (NUM, WIDE), "sqrt": (NUM, WIDE), "sin": (NUM, WIDE),
        "tanh": (NUM, WIDE), "sigmoid": (FLT, WIDE), "abs": (SIGNED, WIDE),
        "floor": (NUM, WIDE), "sign": (ALL, WIDE), "neg": (SIGNED, WIDE),
        "square": (NUM, WIDE), "isfinite": (ALL, WIDE),
    },
    "tensorflow": {
        "math.exp": (FLT, EXP), "math.log": (FLT, WIDE), "math.sqrt": (FLT, WIDE),
        "math.sin": (FLT, WIDE), "math.tanh": (FLT, WIDE), "math.sigmoid": (FLT, WIDE),
        "math.abs": (SIGNED, WIDE), "math.floor": (FLT, WIDE), "math.sign": (SIGNED, WIDE),
        "math.negative": (SIGNED, WIDE), "math.square": (SIGNED, WIDE),
        "math.is_finite": (FLT, WIDE),
    },
    "jax": {"numpy.exp": (ALL, EXP), "numpy.sign": (ALL, WIDE)},
}

# name -> (kinds, domain of the first operand, of the others); the "where" functions draw a bool
# condition first
BINARY = {
    "numpy": {
        "add": (ALL, WIDE, WIDE), "subtract": (NUM, WIDE, WIDE), "multiply": (ALL, WIDE, WIDE),
        "true_divide": (NUM, WIDE, WIDE), "maximum": (ALL, WIDE, WIDE),
        "minimum": (ALL, WIDE, WIDE), "power": (NUM, BASE, EXPONENT),
        "greater": (ALL, WIDE, WIDE), "where": (ALL, WIDE, WIDE),
    },
    "torch": {
        "add": (ALL, WIDE, WIDE), "sub": (NUM, WIDE, WIDE), "mul": (ALL, WIDE, WIDE),
        "div": (NUM, WIDE, WIDE), "maximum": (ALL, WIDE, WIDE), "minimum": (ALL, WIDE, WIDE),
        "pow": (NUM, BASE, EXPONENT), "gt": (ALL, WIDE, WIDE), "where": (ALL, WIDE, WIDE),
    },
    "tensorflow": {
        "math.add": (SIGNED, WIDE, WIDE), "math.subtract": (SIGNED, WIDE, WIDE),
        "math.multiply": (SIGNED, WIDE, WIDE), "math.truediv": (SIGNED, WIDE, WIDE),
        "math.maximum": (SIGNED, WIDE, WIDE), "math.minimum": (SIGNED, WIDE, WIDE),
        "math.pow": (SIGNED, BASE, EXPONENT), "math.greater": (SIGNED, WIDE, WIDE),
        "where": (ALL, WIDE, WIDE),
    },
    "jax": {"numpy.add": (ALL, WIDE, WIDE)},
}

# name -> (kinds, domain, axis forms, keepdims taken, tolerance scale); TensorFlow's and PyTorch's
# argument names are mapped from axis / keepdims in ``reduction_call``
_T = ("none", "int", "tuple")
REDUCE = {
    "numpy": {
        "sum": (ALL, SMALL, _T, True, 50), "mean": (NUM, SMALL, _T, True, 50),
        "max": (ALL, SMALL, _T, True, 1), "prod": (ALL, PROD, _T, True, 1),
        "argmax": (ALL, SMALL, ("none", "int"), True, 1),
        "cumsum": (ALL, SMALL, ("none", "int"), False, 50), "any": (ALL, SMALL, _T, True, 1),
    },
    "torch": {
        "sum": (ALL, SMALL, _T, True, 50), "mean": (FLT, SMALL, _T, True, 50),
        "amax": (ALL, SMALL, ("int", "tuple"), True, 1),
        "prod": (ALL, PROD, ("int",), True, 1),
        "argmax": (NUM, SMALL, ("none", "int"), True, 1),
        "cumsum": (ALL, SMALL, ("int",), False, 50), "any": (ALL, SMALL, _T, True, 1),
    },
    "tensorflow": {
        "reduce_sum": (SIGNED, SMALL, _T, True, 50), "reduce_mean": (SIGNED, SMALL, _T, True, 50),
        "reduce_max": (SIGNED, SMALL, _T, True, 1), "reduce_prod": (SIGNED, PROD, _T, True, 1),
        "argmax": (SIGNED, SMALL, ("int",), False, 1),
        "math.cumsum": (SIGNED, SMALL, ("int",), False, 50),
        "reduce_any": (BOOL, SMALL, _T, True, 1),
    },
    "jax": {"numpy.sum": (ALL, SMALL, _T, True, 50)},
}


def frameworks():
    """The frontends compared here in this session (module doc)."""
    out = ["numpy"]
    out += [fw for fw in ("torch", "tensorflow") if has_real(fw)]
    if BACKEND == "jax" and has_real("jax"):
        out.append("jax")
    return out


def cases(table):
    return [(fw, name) for fw in frameworks() for name in table[fw]]


def _ids(case):
    return f"{case[0]}.{case[1]}"


def dtypes_of(fw, kinds):
    return [d for d in DTYPES[fw] if kind(d) in kinds]


# --- the references ------------------------------------------------------------------------------
@contextlib.contextmanager
def _x64_off():
    import jax

    with jax.enable_x64(False):
        yield


def _run_jax(qualname, args, kwargs):
    import jax.numpy as jnp

    fn = importlib.import_module("jax")
    for part in qualname.split("."):
        fn = getattr(fn, part)
    with _x64_off():
        out = fn(*_map(list(args), jnp.asarray), **_map(dict(kwargs), jnp.asarray))
        return _leafwise(out, lambda x: _real_to_numpy("jax", x))


def reference(fw, qualname, args, kwargs):
    if fw == "numpy" and not NP2:
        return run_frontend("numpy", qualname, args, kwargs, on_numpy=True)
    if fw == "jax":
        return _run_jax(qualname, args, kwargs)
    return run_real(fw, qualname, args, kwargs)


def compare(fw, qualname, args, kwargs=None, rtol_scale=1.0):
    """The frontend on the backend under test against the reference; a case the reference refuses
    (raises) the frontend must refuse too."""
    kwargs = kwargs or {}
    where = f"{fw}.{qualname}{tuple(_describe(a) for a in args)} {kwargs} on {BACKEND}"
    try:
        want = reference(fw, qualname, args, kwargs)
    except Exception as e:  # noqa: BLE001 - any refusal of the framework
        with pytest.raises(Exception):  # noqa: B017, PT011
            run_frontend(fw, qualname, args, kwargs)
        return f"refused: {type(e).__name__}"
    if BACKEND == "mxnet" and {leaf.dtype for leaf in _flat(want)} & MX_LACKS:
        # a result dtype MXNet has not (NumPy's sum of uint8 is uint64): Ivy's clear error
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no"):
            run_frontend(fw, qualname, args, kwargs)
        return "refused: no such MXNet dtype"
    got = run_frontend(fw, qualname, args, kwargs)
    _compare(got, want, where, rtol_scale)
    return None


def _describe(a):
    return a.dtype.name + str(a.shape) if isinstance(a, np.ndarray) else repr(a)


def _flat(x):
    return [leaf for item in x for leaf in _flat(item)] if type(x) is list else [x]


# --- the tests -----------------------------------------------------------------------------------
@pytest.mark.parametrize("case", cases(UNARY), ids=_ids)
@settings(max_examples=examples(6))
@given(data=st.data())
def test_unary(case, data):
    fw, name = case
    kinds, dom = UNARY[fw][name]
    draw = HypDraw(data)
    dtype = pick_dtype(draw, dtypes_of(fw, kinds))
    x = draw.array(dtype, draw.shape(max_dims=3, max_side=3), dom, label="x")
    compare(fw, name, (x,))


@pytest.mark.parametrize("case", cases(BINARY), ids=_ids)
@settings(max_examples=examples(6))
@given(data=st.data())
def test_binary(case, data):
    fw, name = case
    kinds, dom1, dom2 = BINARY[fw][name]
    draw = HypDraw(data)
    allowed = dtypes_of(fw, kinds)
    is_where = name.endswith("where")
    shapes = draw.broadcast_shapes(3 if is_where else 2, max_dims=3, max_side=3)
    d1 = pick_dtype(draw, allowed, label="dtype 1")
    # mixed dtypes: promoted (TensorFlow refuses them, and so must its frontend)
    mixed = draw.boolean(label="mixed")
    d2 = pick_dtype(draw, allowed, label="dtype 2") if mixed else d1
    args = [draw.array(d1, shapes[-2], dom1, label="x1"), draw.array(d2, shapes[-1], dom2, label="x2")]
    if not is_where and draw.choice(["array", "array", "python"], label="x2 form") == "python":
        # a Python number (weakly typed in NumPy 2, PyTorch and JAX; TensorFlow converts it)
        args[1] = draw.scalar({"bool": "bool", "float": "float"}.get(kind(d2), "int"), d1, dom2,
                              label="x2")
    if is_where:
        args.insert(0, draw.array("bool", shapes[0], label="condition"))
    compare(fw, name, tuple(args))


def reduction_call(fw, name, ndim, draw, forms, keepdims):
    """Keyword arguments of a reduction in the framework's names: axis (dim), keepdims (keepdim)."""
    kw = {}
    axis = axis_arg(draw, ndim, forms)
    if axis is not ... and not (fw == "torch" and axis is None):
        kw["dim" if fw == "torch" else "axis"] = axis
    if keepdims and (fw != "torch" or kw) and draw.boolean(label="keepdims"):  # torch: with dim
        kw["keepdim" if fw == "torch" else "keepdims"] = True
    return kw


@pytest.mark.parametrize("case", cases(REDUCE), ids=_ids)
@settings(max_examples=examples(6))
@given(data=st.data())
def test_reduction(case, data):
    fw, name = case
    kinds, dom, forms, keepdims, scale = REDUCE[fw][name]
    draw = HypDraw(data)
    dtype = pick_dtype(draw, dtypes_of(fw, kinds))
    needs_axis = "int" in forms and "none" not in forms and "tuple" not in forms
    x = draw.array(dtype, draw.shape(min_dims=1 if needs_axis else 0, max_dims=3, max_side=3),
                   dom, label="x")
    kw = reduction_call(fw, name, x.ndim, draw, forms, keepdims)
    compare(fw, name, (x,), kw, rtol_scale=scale)


def test_refusal_is_checked():
    """The check behind the tables: a case the framework refuses must be refused by the frontend
    (NumPy's subtract of two bool arrays raises TypeError)."""
    b = np.array([True, False])
    with pytest.raises(TypeError):
        np.subtract(b, b)
    assert compare("numpy", "subtract", (b, b)) == "refused: TypeError"


#: the cases these tables found (fixed in the frontends), checked on every run
FOUND = [
    ("torch", name, (np.array([2, 7], np.uint8), np.array(-1, np.int8)), {})
    for name in ("div", "atan2", "copysign", "xlogy", "float_power")
] + [
    ("torch", "any", (np.array([[0.0, 2.0]], np.float32),), {"dim": ()}),
    ("torch", "all", (np.array([0, 3], np.uint8),), {"dim": ()}),
    ("tensorflow", "reduce_max", (np.zeros((0, 3), np.float32),), {"axis": 0}),
    ("tensorflow", "reduce_min", (np.zeros((2, 0), np.int32),), {"axis": 1, "keepdims": True}),
    ("tensorflow", "argmax", (np.array([[0.0, np.nan], [np.nan, -np.inf]], np.float16),),
     {"axis": 1}),
    ("tensorflow", "argmin", (np.array([np.nan, 1.0, np.nan, -2.0], np.float32),), {}),
]


FOUND_HERE = [c for c in FOUND if c[0] in frameworks()]  # (none: no test, rather than a skip)

if FOUND_HERE:
    @pytest.mark.parametrize("case", FOUND_HERE, ids=lambda c: f"{c[0]}.{c[1]}")
    def test_found(case):
        fw, name, args, kwargs = case
        assert compare(fw, name, args, kwargs) is None  # computed, not refused
