"""Run a frontend function and the real framework's function on the same values and compare.

A case is ``(qualname, args, kwargs)`` with NumPy arrays (also inside lists / tuples) and Python
values. :func:`check` calls ``ivy.frontends.<fw>.<qualname>`` on frontend arrays holding native
arrays of the backend under test (``IVY_BACKEND``), and the reference on the same values:

* the **real framework** (``torch``, ``jax.numpy``, ``tensorflow``, ``numpy``) when it is installed
  in this session;
* else the **same frontend run on the NumPy backend** (MXNet's session, or a session without the
  framework): that run is itself compared with the real framework in the sessions where the
  framework is installed (:func:`check` runs the NumPy-backend frontend there too), so the chain
  ends at the framework.

Compared: the result's type (a frontend array, a tuple of them, a Python / NumPy scalar), shape,
dtype name, and values within the per-dtype tolerance of ``_harness.TOLERANCES`` (nan and inf
positions exactly).
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import NamedTuple

import ivy
import numpy as np
from _harness import BACKEND, TOLERANCES, native, numpy_of
from ivy.frontends._common import FrontendDtype

# framework -> (module of its frontend, module name of the real framework, its array's converter)
_REAL = {"torch": "torch", "numpy": "numpy", "jax": "jax.numpy", "tensorflow": "tensorflow"}


def has_real(framework: str) -> bool:
    """Whether the real framework is installed in this session (never imports it)."""
    return importlib.util.find_spec(_REAL[framework].split(".")[0]) is not None


def frontend(framework: str):
    return importlib.import_module(f"ivy.frontends.{framework}")


def resolve(module, qualname: str):
    obj = module
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


# --- real frameworks: arrays from NumPy and back -------------------------------------------------
def _real_array(framework, a):
    if framework == "torch":
        import torch

        return torch.from_numpy(np.array(a, copy=True))
    if framework == "jax":
        import jax.numpy as jnp

        return jnp.asarray(a)
    if framework == "tensorflow":
        import tensorflow as tf

        return tf.constant(a)
    return np.array(a, copy=True)


class Leaf(NamedTuple):
    """One result: its value as NumPy (or the Python object), dtype name, and kind
    (``array``, ``scalar`` for a NumPy scalar, ``python`` for anything else)."""

    value: object
    dtype: str
    kind: str


def _real_to_numpy(framework, x):
    """(numpy value, dtype name, kind) of a real framework's result leaf."""
    if framework == "torch":
        import torch

        if isinstance(x, torch.Tensor):
            return Leaf(x.detach().resolve_conj().numpy(), str(x.dtype).split(".")[-1], "array")
    elif framework == "jax":
        import jax

        if isinstance(x, jax.Array):
            a = np.asarray(x)
            return Leaf(a, a.dtype.name, "array")
    elif framework == "tensorflow":
        import tensorflow as tf

        if isinstance(x, (tf.Tensor, tf.Variable)):
            return Leaf(np.asarray(x.numpy()), x.dtype.name, "array")
    elif isinstance(x, (np.ndarray, np.generic)):
        return Leaf(np.asarray(x), x.dtype.name, "array" if isinstance(x, np.ndarray) else "scalar")
    return Leaf(x, type(x).__name__, "python")


def _frontend_to_numpy(x):
    """(numpy value, dtype name, kind) of a frontend result leaf (a frontend's scalar type,
    one whose class sets ``_frontend_scalar``, reads as a NumPy scalar)."""
    data = getattr(x, "_data", None)
    if data is not None and (ivy.is_native_array(data) or isinstance(data, np.generic)):
        value = np.asarray(data) if isinstance(data, (np.ndarray, np.generic)) else numpy_of(data)
        kind = "scalar" if getattr(type(x), "_frontend_scalar", False) else "array"
        return Leaf(np.asarray(value), str(ivy.as_ivy_dtype(data.dtype)), kind)
    if isinstance(x, np.generic):  # a NumPy scalar of the NumPy frontend
        return Leaf(np.asarray(x), x.dtype.name, "scalar")
    return Leaf(x, type(x).__name__, "python")


def _real_dtype(framework, d):
    """A frontend's dtype object -> the real framework's dtype of that name."""
    if framework == "numpy":
        return np.dtype(str(d))
    mod = importlib.import_module(_REAL[framework])
    return getattr(mod, str(d))


def _map(obj, fn, dtype_fn=None):
    if isinstance(obj, np.ndarray):
        return fn(obj)
    if dtype_fn is not None and isinstance(obj, FrontendDtype):
        return dtype_fn(obj)
    if isinstance(obj, (list, tuple)):
        return type(obj)(_map(o, fn, dtype_fn) for o in obj)
    if isinstance(obj, dict):
        return {k: _map(v, fn, dtype_fn) for k, v in obj.items()}
    return obj


def frontend_args(framework, obj, on_numpy=False):
    """NumPy arrays in ``obj`` -> frontend arrays of ``framework`` holding native arrays of the
    backend under test (of NumPy with ``on_numpy``)."""
    wrap = frontend(framework)._frontend_array
    make = (lambda a: np.array(a, copy=True)) if on_numpy else (lambda a: native(a))
    return _map(obj, lambda a: wrap(make(a)))


def _leaves(x):
    if isinstance(x, (list, tuple)) and not isinstance(x, Leaf):
        return [leaf for item in x for leaf in _leaves(item)]
    return [x]


def _compare(got, want, where, rtol_scale=1.0, check_dtype=True):
    g_leaves, w_leaves = _leaves(got), _leaves(want)
    assert len(g_leaves) == len(w_leaves), f"{where}: {len(g_leaves)} results, want {len(w_leaves)}"
    for i, ((g, gd, gk), (w, wd, wk)) in enumerate(zip(g_leaves, w_leaves)):
        at = f"{where} [result {i}]"
        assert gk == wk, f"{at}: a {gk} result, the framework gives a {wk}"
        if gk == "python":
            assert type(g) is type(w) and (g == w or (g != g and w != w)), f"{at}: {g!r} != {w!r}"
            continue
        if check_dtype:
            assert gd == wd, f"{at}: dtype {gd}, the framework gives {wd}"
        assert np.shape(g) == np.shape(w), f"{at}: shape {np.shape(g)}, want {np.shape(w)}"
        g, w = np.asarray(g), np.asarray(w)
        if w.dtype.kind in "fc":
            rtol, atol = TOLERANCES.get(w.dtype.name, (1e-5, 1e-6))
            g = g.astype(w.dtype)
            np.testing.assert_array_equal(np.isnan(g), np.isnan(w), err_msg=f"{at}: nan positions")
            fin = np.isfinite(w)
            np.testing.assert_array_equal(g[~fin & ~np.isnan(w)], w[~fin & ~np.isnan(w)],
                                          err_msg=f"{at}: infinities")
            np.testing.assert_allclose(g[fin], w[fin], rtol=rtol * rtol_scale,
                                       atol=atol * rtol_scale, err_msg=at)
        else:
            np.testing.assert_array_equal(g, w, err_msg=at)


def _leafwise(x, fn):
    if isinstance(x, (list, tuple)) and not hasattr(x, "_data"):
        return [_leafwise(i, fn) for i in x]
    return fn(x)


def run_frontend(framework, qualname, args, kwargs=None, on_numpy=False):
    """The frontend's result, as nested (numpy value, dtype, kind) leaves."""
    fn = resolve(frontend(framework), qualname)
    fargs = frontend_args(framework, list(args), on_numpy)
    fkwargs = frontend_args(framework, dict(kwargs or {}), on_numpy)
    if on_numpy:
        with ivy.use("numpy"):
            out = fn(*fargs, **fkwargs)
    else:
        out = fn(*fargs, **fkwargs)
    return _leafwise(out, _frontend_to_numpy)


def run_real(framework, qualname, args, kwargs=None, real_qualname=None):
    """The real framework's result on the same values, as nested leaves."""
    mod = importlib.import_module(_REAL[framework])
    fn = resolve(mod, real_qualname or qualname)
    rargs = _map(list(args), lambda a: _real_array(framework, a), lambda d: _real_dtype(framework, d))
    rkwargs = _map(dict(kwargs or {}), lambda a: _real_array(framework, a),
                   lambda d: _real_dtype(framework, d))
    return _leafwise(fn(*rargs, **rkwargs), lambda x: _real_to_numpy(framework, x))


def check(framework, qualname, args, kwargs=None, *, real_qualname=None, rtol_scale=1.0,
          check_dtype=True, force_numpy_backend_reference=False):
    """Assert the frontend function on the backend under test equals the reference (module doc).

    ``real_qualname``: the reference's name where it differs (``Tensor.add`` methods are checked
    through a function of the frontend module that calls them).
    ``force_numpy_backend_reference``: compare with the frontend run on the NumPy backend even
    where the real framework is installed (the NumPy frontend follows NumPy 2, and MXNet's
    session has NumPy 1.23, whose promotion differs)."""
    where = f"{framework}.{qualname} on {BACKEND}"
    got = run_frontend(framework, qualname, args, kwargs)
    if has_real(framework) and not force_numpy_backend_reference:
        want = run_real(framework, qualname, args, kwargs, real_qualname)
        _compare(got, want, where, rtol_scale, check_dtype)
        if BACKEND != "numpy":  # the NumPy-backend run other sessions compare with, checked here
            on_np = run_frontend(framework, qualname, args, kwargs, on_numpy=True)
            _compare(on_np, want, where + " (frontend on the NumPy backend)", rtol_scale,
                     check_dtype)
    else:
        want = run_frontend(framework, qualname, args, kwargs, on_numpy=True)
        _compare(got, want, where + " vs the frontend on NumPy", rtol_scale, check_dtype)


def explain_one_graph(fn, *args):
    """``torch._dynamo.explain`` of ``fn(*args)`` after one eager call (the backend and the
    frontend loaded: an import cannot be traced); asserts one graph and no break, returns the
    explanation."""
    import torch  # noqa: PLC0415 - the torch session only

    fn(*args)
    torch._dynamo.reset()
    try:
        explained = torch._dynamo.explain(fn)(*args)
    finally:
        torch._dynamo.reset()
    reasons = [r.reason.splitlines()[0] for r in explained.break_reasons]
    assert (explained.graph_count, explained.graph_break_count) == (1, 0), reasons
    return explained
