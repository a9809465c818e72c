"""Per-call overhead of Ivy: the native call vs the ``ivy`` call, per function and backend.

For every function of the standard (and Ivy's conversions), Ivy's own functions beyond it
(``superset_cases.py``) and every installed backend, the native call (``np.sin(x)``,
``torch.sin(x)``, ``jnp.sin(x)``) and the Ivy call (``ivy.sin(x)``) are timed on inputs of ~1e4
elements, interleaved in one process (alternating short ``timeit``
batches, order swapped every repeat) so that drift cancels. Two modes:

* **set**: after ``ivy.set_backend(name)`` (``ivy.sin`` is the backend's guarded kernel);
* **inferred**: no backend set (``ivy.sin`` is the dispatcher, which infers the backend from the
  type of the first array argument).

``--jit`` adds a third mode for JAX: ``jax.jit`` of the native expression vs of the Ivy one.

Per case: native µs and Ivy µs are medians of per-call times over the repeats, added µs the median
of the paired differences (Ivy batch minus the native batch next to it), ratio = Ivy / native.
Targets: median added <= 0.15 µs with a backend set, <= 0.5 µs inferred (standard functions);
functions beyond the standard that bind the framework's kernel: ratio <= 1.02 (their own summary).

Usage::

    python benchmarks/overhead.py [--backends numpy torch jax tensorflow mxnet] [--quick] [--out DIR]

TensorFlow and MXNet have no common environment (MXNet 1.9.1 needs numpy<1.24): run each in its
own (``nox -s "bench(backend='mxnet')"``, results in ``benchmarks/results/<backend>/``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import re
import statistics
import sys
import time
import timeit
from typing import NamedTuple

# One thread per framework (unless set by the caller): on a few cores, idle thread pools of NumPy's
# BLAS, PyTorch's OpenMP and XLA spinning against each other stall single calls for milliseconds.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                      "intra_op_parallelism_threads=1")

import ivy  # noqa: E402
import numpy as np  # noqa: E402
import superset_cases as superset  # noqa: E402
from native_tf_mx import TF, mx_expr  # noqa: E402

TARGETS = {"set": 0.15, "inferred": 0.5, "jit": 0.15}  # median added µs per call
ALL_BACKENDS = ("numpy", "torch", "jax", "tensorflow", "mxnet")
MODULES = {b: b for b in ALL_BACKENDS}


# --- the cases ---------------------------------------------------------------------------------
class Case(NamedTuple):
    name: str  # table name: the Ivy qualname, with a [variant] where a function appears twice
    cat: str  # category (ivy/functional/<cat>.py)
    ivy: str  # the Ivy expression
    native: dict  # backend -> the equivalent native expression (missing: no native equivalent)
    out: str = "a"  # result: "a" one array, "t" tuple/list of arrays, "-" no framework array
    infer: bool = True  # has an array argument (else "inferred" means NumPy: numpy backend only)
    # results compared: None values; "shape" shapes only (random draws); {backend: expression of
    # r, the native result as a NumPy array, in Ivy's layout} where the native call's differs
    check: object = None


def nat(np_expr, torch=None, jax=None):
    """Native expressions: NumPy's, with ``np.`` -> ``torch.`` / ``jnp.`` unless given."""
    return {"numpy": np_expr,
            "torch": torch if torch is not None else np_expr.replace("np.", "torch."),
            "jax": jax if jax is not None else np_expr.replace("np.", "jnp.")}


# unary elementwise: name[:input]; native name is the same in np / torch / jnp unless listed
_UNARY = ("abs acos acosh:xa asin asinh atan atanh bitwise_invert:xi ceil conj:xc cos cosh exp "
          "expm1 floor imag:xc isfinite isinf isnan log log10 log1p log2 logical_not:xb negative "
          "positive real:xc reciprocal round sign signbit sin sinh sqrt square tan tanh trunc")
_BINARY = ("add atan2 bitwise_and:xi,xi2 bitwise_left_shift:xi,sh bitwise_or:xi,xi2 "
           "bitwise_right_shift:xi,sh bitwise_xor:xi,xi2 copysign divide equal floor_divide greater "
           "greater_equal hypot less less_equal logaddexp logical_and:xb,yb logical_or:xb,yb "
           "logical_xor:xb,yb maximum minimum multiply nextafter not_equal pow remainder subtract")
_TORCH_NAME = {"bitwise_invert": "bitwise_not", "equal": "eq"}


def _elementwise():
    cases = []
    for spec, default in ((_UNARY, "x"), (_BINARY, "x,y")):
        for item in spec.split():
            name, _, args = item.partition(":")
            args = (args or default).replace(",", ", ")
            tn = _TORCH_NAME.get(name, name)
            cases.append(Case(name, "elementwise", f"ivy.{name}({args})",
                              nat(f"np.{name}({args})", f"torch.{tn}({args})")))
    cases += [
        Case("clip", "elementwise", "ivy.clip(x, 0.2, 0.8)",
             nat("np.clip(x, 0.2, 0.8)", "torch.clamp(x, 0.2, 0.8)")),
        Case("add[x, 2.0]", "elementwise", "ivy.add(x, 2.0)", nat("np.add(x, 2.0)")),
        Case("multiply[int, 3]", "elementwise", "ivy.multiply(xi, 3)", nat("np.multiply(xi, 3)")),
        Case("add[f32, f64]", "elementwise", "ivy.add(x, x64)", nat("np.add(x, x64)")),
    ]
    return cases


def _cases():
    C, E = Case, "linalg"
    cases = _elementwise()
    cases += [
        # creation
        C("arange", "creation", "ivy.arange(10000)", nat("np.arange(10000)"), infer=False),
        C("asarray[array]", "creation", "ivy.asarray(x)", nat("np.asarray(x)", "torch.as_tensor(x)")),
        C("asarray[list]", "creation", "ivy.asarray(lst)",
          nat("np.asarray(lst, dtype=np.float32)", "torch.as_tensor(lst)",
              "jnp.asarray(lst, dtype=jnp.float32)"), infer=False),
        C("empty", "creation", "ivy.empty((100, 100))",
          nat("np.empty((100, 100), dtype=np.float32)", "torch.empty((100, 100))"), infer=False),
        C("empty_like", "creation", "ivy.empty_like(x)", nat("np.empty_like(x)")),
        C("eye", "creation", "ivy.eye(100)",
          nat("np.eye(100, dtype=np.float32)", "torch.eye(100)"), infer=False),
        C("from_dlpack", "creation", "ivy.from_dlpack(x)", nat("np.from_dlpack(x)")),
        C("full", "creation", "ivy.full((100, 100), 2.0)",
          nat("np.full((100, 100), 2.0, dtype=np.float32)", "torch.full((100, 100), 2.0)"),
          infer=False),
        C("full_like", "creation", "ivy.full_like(x, 2.0)", nat("np.full_like(x, 2.0)")),
        C("linspace", "creation", "ivy.linspace(0.0, 1.0, 10000)",
          nat("np.linspace(0.0, 1.0, 10000, dtype=np.float32)", "torch.linspace(0.0, 1.0, 10000)"),
          infer=False),
        C("meshgrid", "creation", "ivy.meshgrid(a, b)",
          nat("np.meshgrid(a, b)", "torch.meshgrid(a, b, indexing='xy')"), out="t"),
        C("ones", "creation", "ivy.ones((100, 100))",
          nat("np.ones((100, 100), dtype=np.float32)", "torch.ones((100, 100))"), infer=False),
        C("ones_like", "creation", "ivy.ones_like(x)", nat("np.ones_like(x)")),
        C("tril", "creation", "ivy.tril(x)", nat("np.tril(x)")),
        C("triu", "creation", "ivy.triu(x)", nat("np.triu(x)")),
        C("zeros", "creation", "ivy.zeros((100, 100))",
          nat("np.zeros((100, 100), dtype=np.float32)", "torch.zeros((100, 100))"), infer=False),
        C("zeros_like", "creation", "ivy.zeros_like(x)", nat("np.zeros_like(x)")),
        # data type
        C("astype", "data_type", "ivy.astype(x, ivy.float64)",
          nat("np.astype(x, np.float64)", "x.to(torch.float64)")),
        # indexing
        C("take", "indexing", "ivy.take(v, idx)", nat("np.take(v, idx)")),
        C("take_along_axis", "indexing", "ivy.take_along_axis(x, idx2, axis=-1)",
          nat("np.take_along_axis(x, idx2, axis=-1)", "torch.take_along_dim(x, idx2, dim=-1)")),
        # linear algebra (root namespace)
        C("matmul", "linear_algebra", "ivy.matmul(x, y)", nat("np.matmul(x, y)")),
        C("matrix_transpose", "linear_algebra", "ivy.matrix_transpose(m)",
          nat("np.matrix_transpose(m)", "torch.transpose(m, -2, -1)")),
        C("tensordot", "linear_algebra", "ivy.tensordot(x, y)", nat("np.tensordot(x, y)")),
        C("vecdot", "linear_algebra", "ivy.vecdot(x, y)",
          nat("np.vecdot(x, y)", "torch.linalg.vecdot(x, y)")),
        # manipulation
        C("broadcast_arrays", "manipulation", "ivy.broadcast_arrays(x, row)",
          nat("np.broadcast_arrays(x, row)", "torch.broadcast_tensors(x, row)"), out="t"),
        C("broadcast_to", "manipulation", "ivy.broadcast_to(row, (100, 100))",
          nat("np.broadcast_to(row, (100, 100))")),
        C("concat", "manipulation", "ivy.concat([x, y])",
          nat("np.concat([x, y])", "torch.concat([x, y])")),
        C("expand_dims", "manipulation", "ivy.expand_dims(x, axis=0)",
          nat("np.expand_dims(x, 0)", "torch.unsqueeze(x, 0)")),
        C("flip", "manipulation", "ivy.flip(x)", nat("np.flip(x)", "torch.flip(x, (0, 1))")),
        C("moveaxis", "manipulation", "ivy.moveaxis(x, 0, 1)", nat("np.moveaxis(x, 0, 1)")),
        C("permute_dims", "manipulation", "ivy.permute_dims(x, (1, 0))",
          nat("np.permute_dims(x, (1, 0))", "torch.permute(x, (1, 0))")),
        C("repeat", "manipulation", "ivy.repeat(x, 2, axis=0)",
          nat("np.repeat(x, 2, axis=0)", "torch.repeat_interleave(x, 2, dim=0)")),
        C("reshape", "manipulation", "ivy.reshape(x, (10000,))", nat("np.reshape(x, (10000,))")),
        C("roll", "manipulation", "ivy.roll(x, 1, axis=0)",
          nat("np.roll(x, 1, axis=0)", "torch.roll(x, 1, 0)")),
        C("squeeze", "manipulation", "ivy.squeeze(x3, axis=0)",
          nat("np.squeeze(x3, axis=0)", "torch.squeeze(x3, 0)")),
        C("stack", "manipulation", "ivy.stack([x, y])", nat("np.stack([x, y])")),
        C("tile", "manipulation", "ivy.tile(x, (2, 1))", nat("np.tile(x, (2, 1))")),
        C("unstack", "manipulation", "ivy.unstack(x)", nat("np.unstack(x)", "torch.unbind(x, 0)"),
          out="t"),
        # searching
        C("argmax", "searching", "ivy.argmax(x)", nat("np.argmax(x)")),
        C("argmin", "searching", "ivy.argmin(x)", nat("np.argmin(x)")),
        C("count_nonzero", "searching", "ivy.count_nonzero(x)", nat("np.count_nonzero(x)")),
        C("nonzero", "searching", "ivy.nonzero(xb)",
          nat("np.nonzero(xb)", "torch.nonzero(xb, as_tuple=True)"), out="t"),
        C("searchsorted", "searching", "ivy.searchsorted(vs, v)", nat("np.searchsorted(vs, v)")),
        C("where", "searching", "ivy.where(xb, x, y)", nat("np.where(xb, x, y)")),
        # set
        C("unique_all", "set", "ivy.unique_all(vu)",
          nat("np.unique_all(vu)", "torch.unique(vu, return_inverse=True, return_counts=True)"),
          out="t"),
        C("unique_counts", "set", "ivy.unique_counts(vu)",
          nat("np.unique_counts(vu)", "torch.unique(vu, return_counts=True)"), out="t"),
        C("unique_inverse", "set", "ivy.unique_inverse(vu)",
          nat("np.unique_inverse(vu)", "torch.unique(vu, return_inverse=True)"), out="t"),
        C("unique_values", "set", "ivy.unique_values(vu)",
          nat("np.unique_values(vu)", "torch.unique(vu)")),
        # sorting
        C("argsort", "sorting", "ivy.argsort(x)",
          nat("np.argsort(x, axis=-1, stable=True)", "torch.argsort(x, dim=-1, stable=True)")),
        C("sort", "sorting", "ivy.sort(x)",
          nat("np.sort(x, axis=-1, stable=True)", "torch.sort(x, dim=-1, stable=True).values")),
        # statistical
        C("cumulative_prod", "statistical", "ivy.cumulative_prod(xp, axis=1)",
          nat("np.cumulative_prod(xp, axis=1)", "torch.cumprod(xp, 1)")),
        C("cumulative_sum", "statistical", "ivy.cumulative_sum(x, axis=1)",
          nat("np.cumulative_sum(x, axis=1)", "torch.cumsum(x, 1)")),
        C("max", "statistical", "ivy.max(x)", nat("np.max(x)")),
        C("max[axis=0]", "statistical", "ivy.max(x, axis=0)",
          nat("np.max(x, axis=0)", "torch.amax(x, dim=0)")),
        C("mean", "statistical", "ivy.mean(x)", nat("np.mean(x)")),
        C("min", "statistical", "ivy.min(x)", nat("np.min(x)")),
        C("prod", "statistical", "ivy.prod(xp)", nat("np.prod(xp)")),
        C("std", "statistical", "ivy.std(x)", nat("np.std(x)", "torch.std(x, correction=0)")),
        C("sum", "statistical", "ivy.sum(x)", nat("np.sum(x)")),
        C("sum[axis=1]", "statistical", "ivy.sum(x, axis=1)",
          nat("np.sum(x, axis=1)", "torch.sum(x, dim=1)")),
        C("var", "statistical", "ivy.var(x)", nat("np.var(x)", "torch.var(x, correction=0)")),
        # utility
        C("all", "utility", "ivy.all(xb)", nat("np.all(xb)")),
        C("any", "utility", "ivy.any(xb)", nat("np.any(xb)")),
        C("diff", "utility", "ivy.diff(x)", nat("np.diff(x, axis=-1)", "torch.diff(x, dim=-1)")),
        # linalg on a batch of 100 matrices 10x10 (1e4 elements)
        C("linalg.cholesky", E, "ivy.linalg.cholesky(spd)", nat("np.linalg.cholesky(spd)")),
        C("linalg.cross", E, "ivy.linalg.cross(v3, w3)", nat("np.linalg.cross(v3, w3)")),
        C("linalg.det", E, "ivy.linalg.det(m)", nat("np.linalg.det(m)")),
        C("linalg.diagonal", E, "ivy.linalg.diagonal(m)", nat("np.linalg.diagonal(m)")),
        C("linalg.eigh", E, "ivy.linalg.eigh(spd)", nat("np.linalg.eigh(spd)"), out="t"),
        C("linalg.eigvalsh", E, "ivy.linalg.eigvalsh(spd)", nat("np.linalg.eigvalsh(spd)")),
        C("linalg.inv", E, "ivy.linalg.inv(m)", nat("np.linalg.inv(m)")),
        C("linalg.matrix_norm", E, "ivy.linalg.matrix_norm(m)", nat("np.linalg.matrix_norm(m)")),
        C("linalg.matrix_power", E, "ivy.linalg.matrix_power(m, 3)",
          nat("np.linalg.matrix_power(m, 3)")),
        C("linalg.matrix_rank", E, "ivy.linalg.matrix_rank(m)", nat("np.linalg.matrix_rank(m)")),
        C("linalg.outer", E, "ivy.linalg.outer(a, b)", nat("np.linalg.outer(a, b)", "torch.outer(a, b)")),
        C("linalg.pinv", E, "ivy.linalg.pinv(m)", nat("np.linalg.pinv(m)")),
        C("linalg.qr", E, "ivy.linalg.qr(m)", nat("np.linalg.qr(m)"), out="t"),
        C("linalg.slogdet", E, "ivy.linalg.slogdet(m)", nat("np.linalg.slogdet(m)"), out="t"),
        C("linalg.solve", E, "ivy.linalg.solve(m, rhs)", nat("np.linalg.solve(m, rhs)")),
        C("linalg.svd", E, "ivy.linalg.svd(m)", nat("np.linalg.svd(m)"), out="t"),
        C("linalg.svdvals", E, "ivy.linalg.svdvals(m)", nat("np.linalg.svdvals(m)")),
        C("linalg.trace", E, "ivy.linalg.trace(m)",
          nat("np.linalg.trace(m)", "torch.diagonal(m, dim1=-2, dim2=-1).sum(-1)")),
        C("linalg.vector_norm", E, "ivy.linalg.vector_norm(x)", nat("np.linalg.vector_norm(x)")),
        # conversions and devices (Ivy's own)
        C("as_native_dtype", "conversions", "ivy.as_native_dtype(ivy.float32)",
          nat("np.dtype('float32')", "torch.float32", "jnp.dtype('float32')"), out="-", infer=False),
        C("to_list", "conversions", "ivy.to_list(x)", nat("x.tolist()"), out="-"),
        C("to_numpy", "conversions", "ivy.to_numpy(x)",
          nat("np.asarray(x)", "x.numpy()", "np.asarray(x)"), out="-"),
        C("to_scalar", "conversions", "ivy.to_scalar(s0)", nat("s0.item()"), out="-"),
        C("dev", "device", "ivy.dev(x)", nat("x.device"), out="-"),
        C("to_device", "device", "ivy.to_device(x, 'cpu')",
          nat("x.to_device('cpu')", "x.to('cpu')", "jax.device_put(x, _cpu)")),
    ]
    for fn, arg in (("fft", "xc"), ("ifft", "xc"), ("fftn", "xc"), ("ifftn", "xc"), ("rfft", "x"),
                    ("rfftn", "x"), ("irfft", "xh"), ("irfftn", "xh"), ("hfft", "xh"),
                    ("ihfft", "x"), ("fftshift", "x"), ("ifftshift", "x")):
        cases.append(Case(f"fft.{fn}", "fft", f"ivy.fft.{fn}({arg})", nat(f"np.fft.{fn}({arg})")))
    for fn in ("fftfreq", "rfftfreq"):
        cases.append(Case(f"fft.{fn}", "fft", f"ivy.fft.{fn}(10000)",
                          nat(f"np.fft.{fn}(10000).astype(np.float32)", f"torch.fft.{fn}(10000)",
                              f"jnp.fft.{fn}(10000, dtype=jnp.float32)"), infer=False))
    for c in cases:  # TensorFlow and MXNet: benchmarks/native_tf_mx.py (None: no native call)
        c.native["tensorflow"] = TF[c.name]
        c.native["mxnet"] = mx_expr(c.name, c.native["numpy"])
    return cases + superset.cases(Case)  # Ivy's own functions, beyond the standard


QUICK = {"abs", "add", "add[x, 2.0]", "multiply", "sin", "exp", "less", "clip", "arange",
         "asarray[array]", "zeros", "astype", "matmul", "concat", "reshape", "permute_dims",
         "where", "argmax", "unique_values", "sort", "sum", "mean", "max", "linalg.inv",
         "fft.fft", "to_numpy"}


# --- inputs ------------------------------------------------------------------------------------
def _inputs_numpy():
    """The inputs as NumPy arrays (~1e4 elements each) and Python objects; seeded."""
    rng = np.random.default_rng(0)
    f32 = np.float32

    def u(*shape):
        return rng.uniform(0.1, 0.9, shape).astype(f32)

    m = rng.standard_normal((100, 10, 10)).astype(f32) + 3 * np.eye(10, dtype=f32)
    spd = (m @ np.swapaxes(m, -1, -2) + 10 * np.eye(10, dtype=f32)).astype(f32)
    xc = (u(100, 100) + 1j * u(100, 100)).astype(np.complex64)
    v = u(10000)
    return {
        "x": u(100, 100), "y": u(100, 100), "xa": 1 + u(100, 100), "xc": xc,
        "x64": u(100, 100).astype(np.float64), "xp": 1 + u(100, 100) * 1e-3,
        "xi": rng.integers(1, 100, (100, 100)), "xi2": rng.integers(1, 100, (100, 100)),
        "sh": rng.integers(0, 8, (100, 100)), "xb": rng.random((100, 100)) < 0.5,
        "yb": rng.random((100, 100)) < 0.5, "x3": u(1, 100, 100), "row": u(1, 100),
        "a": u(100), "b": u(100), "v": v, "vs": np.sort(u(10000)),
        "vu": rng.integers(0, 100, 10000), "idx": rng.integers(0, 10000, 10000),
        "idx2": rng.integers(0, 100, (100, 100)), "m": m, "spd": spd,
        "rhs": u(100, 10, 1), "v3": u(3334, 3), "w3": u(3334, 3), "xh": xc[:, :51].copy(),
        "s0": np.asarray(2.5, dtype=f32), "lst": v.tolist(),
    } | superset.inputs_numpy()


def _inputs(backend, mods):
    data = _inputs_numpy()
    if backend == "numpy":
        return data
    conv = {"torch": lambda: mods["torch"].from_numpy, "jax": lambda: mods["jnp"].asarray,
            "tensorflow": lambda: mods["tf"].constant,
            "mxnet": lambda: lambda a: mods["mnp"].array(a, dtype=a.dtype)}[backend]()
    out = {}
    for k, a in data.items():
        try:
            out[k] = conv(a) if isinstance(a, np.ndarray) else a
        except (TypeError, ValueError, KeyError):  # a dtype the framework lacks (MXNet: complex)
            out[k] = None
    return out


def _wait(a):
    """Wait for an asynchronously computed array (JAX's dispatch, MXNet's engine)."""
    f = getattr(a, "block_until_ready", None) or a.wait_to_read
    f()
    return a


def _sync(t):
    for a in t:
        _wait(a)
    return t


def _stmt(expr, case, backend):
    """The timed statement; JAX and MXNet results are waited for (identically for native and
    Ivy), as both compute asynchronously."""
    if backend not in ("jax", "mxnet") or case.out == "-":
        return expr
    return f"_wait({expr})" if case.out == "a" else f"_sync({expr})"


def _to_np(r):
    if hasattr(r, "resolve_conj"):  # torch: conjugate/negative views cannot be .numpy()'d
        r = r.resolve_conj().resolve_neg().detach().cpu()
    if hasattr(r, "asnumpy"):  # MXNet
        r = r.asnumpy()
    return np.asarray(r)


def _same(r1, r2):
    """True where two results agree (shape and values, loosely); None if not comparable."""
    if isinstance(r1, (tuple, list)) or isinstance(r2, (tuple, list)):
        if not (isinstance(r1, (tuple, list)) and isinstance(r2, (tuple, list))):
            return False
        if len(r1) != len(r2):
            return None
        return all(_same(a, b) is not False for a, b in zip(r1, r2))
    try:
        a, b = _to_np(r1), _to_np(r2)
    except Exception:  # noqa: BLE001 - devices, dtypes: not comparable
        return str(r1) == str(r2) if isinstance(r1, str) or isinstance(r2, str) else None
    if a.shape != b.shape:
        return False
    if a.dtype.kind in "biufc" and b.dtype.kind in "biufc":
        return bool(np.allclose(a, b, rtol=1e-3, atol=1e-4, equal_nan=True))
    return None


def _agree(case, backend, r_native, r_ivy):
    """``_same`` after ``case.check``: shapes only, or the native result in Ivy's layout."""
    if case.check == "shape":
        return _to_np(r_native).shape == _to_np(r_ivy).shape
    if isinstance(case.check, dict) and backend in case.check:
        r_native = eval(case.check[backend], {"np": np, "r": _to_np(r_native)})  # noqa: S307
    return _same(r_native, r_ivy)


# --- timing ------------------------------------------------------------------------------------
class Config(NamedTuple):
    repeats: int  # paired batches (native, ivy) per measurement
    batch: float  # seconds per batch
    budget: float  # cap on seconds per measurement (slow functions get fewer repeats)


def _measure(t_native, t_ivy, cfg):
    """Per-call µs: median native, median Ivy, median of paired differences (and of minima).

    Many short batches, native and Ivy alternating (order swapped every repeat): a burst of
    other work on the machine spoils a few pairs, which the medians ignore.
    """
    for _ in range(3):  # warm up (caches, lazy initialisation, CPU clocks)
        t_native.timeit(5), t_ivy.timeit(5)
    n, t = 1, t_native.timeit(1)
    while t < cfg.batch / 8 and n < 1 << 22:
        n *= 4
        t = t_native.timeit(n)
    per_call = t / n
    number = max(1, int(cfg.batch / per_call))
    repeats = max(7, min(cfg.repeats, int(cfg.budget / (2 * per_call * number))))
    nat_t, ivy_t, diff = [], [], []
    for r in range(repeats):
        if r % 2:
            ti = t_ivy.timeit(number)
            tn = t_native.timeit(number)
        else:
            tn = t_native.timeit(number)
            ti = t_ivy.timeit(number)
        nat_t.append(tn / number * 1e6)
        ivy_t.append(ti / number * 1e6)
        diff.append((ti - tn) / number * 1e6)
    return {"native_us": statistics.median(nat_t), "ivy_us": statistics.median(ivy_t),
            "added_us": statistics.median(diff), "added_min_us": min(ivy_t) - min(nat_t),
            "repeats": repeats, "number": number}


def _short(e):
    msg = str(e).split("\n")[0]
    return f"{type(e).__name__}: {msg[:90]}"


def run_case(case, backend, mode, env, cfg):
    """Measure one case; returns a record dict (status "ok", "n/a" or "error")."""
    rec = {"function": case.name, "category": case.cat, "backend": backend, "mode": mode,
           "native_us": None, "ivy_us": None, "added_us": None, "ratio": None,
           "status": "ok", "note": ""}
    native = case.native.get(backend)
    if native is None or native.startswith("n/a:"):
        return {**rec, "status": "n/a", "note": native[5:] if native else "no native equivalent"}
    if mode == "inferred" and not case.infer and backend != "numpy":
        return {**rec, "status": "n/a", "note": "no array argument (inferred = NumPy)"}
    if mode == "jit":
        if case.out == "-":
            return {**rec, "status": "n/a", "note": "no array result"}
        names = sorted(k for k in set(re.findall(r"[A-Za-z_]\w*", case.ivy + native))
                       if k in env and hasattr(env[k], "block_until_ready"))
        args = ", ".join(names)
        jax = env["jax"]
        env["_fn"] = jax.jit(eval(f"lambda {args}: {native}", env))  # noqa: S307
        env["_fi"] = jax.jit(eval(f"lambda {args}: {case.ivy}", env))  # noqa: S307
        native_expr, ivy_expr = f"_fn({args})", f"_fi({args})"
    else:
        native_expr, ivy_expr = native, case.ivy
    s_native, s_ivy = _stmt(native_expr, case, backend), _stmt(ivy_expr, case, backend)
    try:
        r_native = eval(s_native, env)  # noqa: S307
    except Exception as e:  # noqa: BLE001 - report, don't crash
        return {**rec, "status": "n/a", "note": "native: " + _short(e)}
    try:
        r_ivy = eval(s_ivy, env)  # noqa: S307
    except ivy.IvyUnsupportedError as e:
        return {**rec, "status": "n/a", "note": _short(e)}
    except Exception as e:  # noqa: BLE001
        return {**rec, "status": "error", "note": _short(e)}
    if not case.name.startswith("empty") and _agree(case, backend, r_native, r_ivy) is False:
        rec["note"] = "result differs from the native call"
    tn = timeit.Timer(s_native, globals=env)
    ti = timeit.Timer(s_ivy, globals=env)
    try:
        m = _measure(tn, ti, cfg)
    except Exception as e:  # noqa: BLE001
        return {**rec, "status": "error", "note": _short(e)}
    return {**rec, **m, "ratio": m["ivy_us"] / m["native_us"] if m["native_us"] > 0 else None}


# --- backends ----------------------------------------------------------------------------------
def load_backend(name, jax_async=False):
    """Import the framework and Ivy's backend; returns (env, error message or None)."""
    if importlib.util.find_spec(MODULES[name]) is None:
        return None, "not installed"
    env = {"ivy": ivy, "np": np, "onp": np, "_sync": _sync, "_wait": _wait}
    try:
        if name == "torch":
            import torch  # noqa: PLC0415

            env["torch"] = torch
        elif name == "jax":
            import jax  # noqa: PLC0415

            jax.config.update("jax_enable_x64", True)  # the standard's int64 inputs (the user's flag)
            # synchronous CPU dispatch (unless --jax-async): the same work, far less timing noise
            jax.config.update("jax_cpu_enable_async_dispatch", jax_async)
            import jax.numpy as jnp  # noqa: PLC0415

            env.update(jax=jax, jnp=jnp, _cpu=jax.devices("cpu")[0])
        elif name == "tensorflow":
            import tensorflow as tf  # noqa: PLC0415

            env["tf"] = tf
        elif name == "mxnet":
            import mxnet as mx  # noqa: PLC0415

            env.update(mx=mx, mnp=mx.np)
        ivy.get_backend(name)
    except Exception as e:  # noqa: BLE001 - a backend still being written: skip it, say why
        return None, _short(e)
    env.update(superset.env(name, env))
    env.update(_inputs(name, env))
    return env, None


def run(backends, cases, cfg, modes, log=print, jax_async=False):
    """All measurements, case by case, each case in every mode before the next."""
    records, skipped = [], {}
    for backend in backends:
        env, err = load_backend(backend, jax_async)
        if env is None:
            skipped[backend] = err
            log(f"[{backend}] skipped: {err}")
            continue
        t0 = time.perf_counter()
        for i, case in enumerate(cases):
            for mode in modes:
                if mode == "jit" and backend != "jax":
                    continue
                if mode == "inferred":
                    ivy.unset_backend()
                else:
                    ivy.set_backend(backend)
                try:
                    records.append(run_case(case, backend, mode, env, cfg))
                finally:
                    ivy.unset_backend()
            if (i + 1) % 25 == 0:
                log(f"[{backend}] {i + 1}/{len(cases)} cases, {time.perf_counter() - t0:.0f} s")
        log(f"[{backend}] done in {time.perf_counter() - t0:.1f} s")
    return records, skipped


# --- reporting ---------------------------------------------------------------------------------
def summarize(records, modes):
    out = []
    backends = list(dict.fromkeys(r["backend"] for r in records))
    for b in backends:
        for mode in modes:
            rs = [r for r in records if r["backend"] == b and r["mode"] == mode]
            ok = [r for r in rs if r["status"] == "ok"]
            if not rs:
                continue
            added = [r["added_us"] for r in ok]
            ratios = [r["ratio"] for r in ok if r["ratio"] is not None]
            med = statistics.median(added) if added else None
            out.append({"backend": b, "mode": mode, "functions": len(ok),
                        "n/a": sum(r["status"] == "n/a" for r in rs),
                        "errors": sum(r["status"] == "error" for r in rs),
                        "median_added_us": med,
                        "median_ratio": statistics.median(ratios) if ratios else None,
                        "median_native_us": statistics.median([r["native_us"] for r in ok])
                        if ok else None,
                        "target_us": TARGETS[mode],
                        "meets_target": None if med is None else med <= TARGETS[mode]})
    return out


def _f(v, nd=2):
    return "" if v is None else f"{v:.{nd}f}"


def _backend_rows(records, backend, modes):
    by = {}
    for r in records:
        if r["backend"] == backend:
            by.setdefault(r["function"], {})[r["mode"]] = r
    rows = []
    for fn, per in by.items():
        first = next(iter(per.values()))
        native = next((per[m]["native_us"] for m in modes
                       if m in per and m != "jit" and per[m]["native_us"]), None)
        row = [fn, first["category"], _f(native)]
        notes = []
        for m in modes:
            r = per.get(m)
            if r is None:
                continue
            own = [_f(r["native_us"])] if m == "jit" else []  # compiled native: its own column
            if r["status"] == "ok":
                row += own + [_f(r["ivy_us"]), _f(r["added_us"]), _f(r["ratio"])]
            else:
                row += [""] * len(own) + [r["status"], "", ""]
            if r["note"] and r["note"] not in notes:
                notes.append(r["note"])
        rows.append(row + ["; ".join(notes)])
    return rows


def _table_header(modes_here):
    head = ["function", "category", "native µs"]
    for m in modes_here:
        head += [f"native µs ({m})"] * (m == "jit")
        head += [f"ivy µs ({m})", f"added µs ({m})", f"ratio ({m})"]
    return head + ["note"]


def text_table(head, rows):
    widths = [max(len(str(c)) for c in col) for col in zip(head, *rows)]
    widths[-1] = min(widths[-1], 60)
    fmt = lambda row: "  ".join(str(c)[:w].ljust(w) for c, w in zip(row, widths))  # noqa: E731
    return "\n".join([fmt(head), fmt(["-" * w for w in widths])] + [fmt(r) for r in rows])


def md_table(head, rows):
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return "\n".join(lines + ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |"
                              for r in rows])


def _summary_rows(summary):
    return [[s["backend"], s["mode"], s["functions"], s["n/a"], s["errors"],
             _f(s["median_native_us"]), _f(s["median_added_us"], 3), _f(s["median_ratio"], 3),
             f"≤ {s['target_us']}", {True: "yes", False: "NO", None: ""}[s["meets_target"]]]
            for s in summary]


SUMMARY_HEAD = ["backend", "mode", "functions", "n/a", "errors", "median native µs",
                "median added µs", "median ratio", "target", "met"]


def category_medians(records):
    cats = {}
    for r in records:
        if r["status"] == "ok":
            cats.setdefault((r["category"], r["backend"], r["mode"]), []).append(r["added_us"])
    return {k: statistics.median(v) for k, v in cats.items()}


def environment():
    info = {"python": platform.python_version(), "machine": platform.machine(),
            "processor": platform.processor() or platform.machine(), "cpus": os.cpu_count(),
            "numpy": np.__version__, "ivy": getattr(ivy, "__version__", "?")}
    for name, mod in (("torch", "torch"), ("jax", "jax"), ("tensorflow", "tensorflow"),
                      ("mxnet", "mxnet")):
        if mod in sys.modules:
            info[name] = sys.modules[mod].__version__
    return info


def write_markdown(path, records, summary, modes, meta, extra=()):
    parts = ["# Ivy per-call overhead vs the native call", "",
             f"Inputs of ~1e4 elements; native and Ivy calls interleaved in one process. "
             f"Added = median of paired (Ivy − native) per-call times. Run {meta['date']}, "
             f"{meta['seconds']:.0f} s, args `{meta['args'] or '(defaults)'}`.", "",
             "Environment: " + ", ".join(f"{k} {v}" for k, v in meta["environment"].items()), "",
             "## Summary (standard functions)", "", md_table(SUMMARY_HEAD, _summary_rows(summary)),
             "", *extra]
    cm = category_medians(records)
    backends = list(dict.fromkeys(r["backend"] for r in records))
    cats = list(dict.fromkeys(r["category"] for r in records))
    head = ["category"] + [f"{b} ({m})" for b in backends for m in modes if (b == "jax" or m != "jit")]
    rows = [[c] + [_f(cm.get((c, b, m)), 3) for b in backends for m in modes
                   if (b == "jax" or m != "jit")] for c in cats]
    parts += ["## Median added µs per category", "", md_table(head, rows), ""]
    for b in backends:
        modes_here = [m for m in modes if b == "jax" or m != "jit"]
        rows = _backend_rows(records, b, modes_here)
        parts += [f"## {b}", "", md_table(_table_header(modes_here), rows), ""]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(parts))


def _symlog(ax):
    """Symmetric log axis, linear below 0.5 µs (where the targets are), ticks at 0, ±10^k."""
    ax.set_yscale("symlog", linthresh=0.5)
    lo, hi = ax.get_ylim()
    ticks = [0.0] + [s * 10.0 ** k for k in range(0, 5) for s in (1, -1)]
    ax.set_yticks(sorted(t for t in ticks if lo <= t <= hi), minor=False)
    ax.yaxis.set_major_formatter(lambda v, _: f"{v:g}")


COLORS = {"numpy": "#4c72b0", "torch": "#dd8452", "jax": "#55a868", "tensorflow": "#c44e52",
          "mxnet": "#8172b3"}


def plot(path, records, modes):
    """Figure-6-style bars: per function and backend, the added µs per call (symlog axis), one
    panel per mode with the target line; last panel: per-category medians, both modes."""
    import matplotlib  # noqa: PLC0415 - only when plotting

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    backends = list(dict.fromkeys(r["backend"] for r in records))
    fns = list(dict.fromkeys(r["function"] for r in records))
    val = {(r["function"], r["backend"], r["mode"]): r["added_us"] for r in records
           if r["status"] == "ok"}
    panels = [m for m in modes if m != "jit"]
    width = max(14.0, 0.045 * len(fns) * len(backends) + 3)
    fig, axes = plt.subplots(len(panels) + 1, 1, figsize=(width, 4.2 * (len(panels) + 1)))
    bw = 0.8 / max(1, len(backends))
    xs = np.arange(len(fns))
    for ax, mode in zip(axes, panels):
        for j, b in enumerate(backends):
            ys = [val.get((f, b, mode), np.nan) for f in fns]
            ax.bar(xs + (j - (len(backends) - 1) / 2) * bw, ys, bw, color=COLORS.get(b), label=b)
        ax.axhline(TARGETS[mode], color="red", ls="--", lw=1, label=f"target {TARGETS[mode]} µs")
        ax.axhline(0, color="black", lw=0.5)
        _symlog(ax)
        ax.set_xticks(xs, fns, rotation=90, fontsize=6)
        ax.set_xlim(-0.7, len(fns) - 0.3)
        ax.set_ylabel("added µs per call")
        ax.set_title(f"Ivy overhead over the native call, backend {mode} (~1e4 elements)")
        ax.legend(fontsize=8, ncol=len(backends) + 1, loc="upper left")
    ax = axes[-1]
    cm = category_medians(records)
    cats = list(dict.fromkeys(r["category"] for r in records))
    groups = [(b, m) for b in backends for m in panels]
    gw = 0.8 / max(1, len(groups))
    for j, (b, m) in enumerate(groups):
        ys = [cm.get((c, b, m), np.nan) for c in cats]
        ax.bar(np.arange(len(cats)) + (j - (len(groups) - 1) / 2) * gw, ys, gw, color=COLORS.get(b),
               hatch="//" if m == "inferred" else None, edgecolor="white", label=f"{b} ({m})")
    for m in panels:
        ax.axhline(TARGETS[m], color="red", ls="--" if m == "set" else ":", lw=1,
                   label=f"target {m} {TARGETS[m]} µs")
    ax.axhline(0, color="black", lw=0.5)
    _symlog(ax)
    ax.set_xticks(np.arange(len(cats)), cats, fontsize=8)
    ax.set_ylabel("median added µs per call")
    ax.set_title("Median overhead per category")
    ax.legend(fontsize=7, ncol=4, loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backends", nargs="+", choices=ALL_BACKENDS,
                   help="default: every installed backend")
    p.add_argument("--quick", action="store_true", help="a few functions, short batches (< 1 min)")
    p.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "results"))
    p.add_argument("--only", help="regular expression selecting functions by table name")
    p.add_argument("--jit", action="store_true", help="also time jax.jit(native) vs jax.jit(ivy)")
    p.add_argument("--repeats", type=int, help="paired batches per measurement (default 101, quick 21)")
    p.add_argument("--batch-ms", type=float, default=0.5, help="milliseconds per batch (default 0.5)")
    p.add_argument("--jax-async", action="store_true",
                   help="keep JAX's asynchronous CPU dispatch (noisier; default: synchronous)")
    p.add_argument("--no-plot", action="store_true")
    a = p.parse_args(argv)
    backends = a.backends or [b for b in ALL_BACKENDS if importlib.util.find_spec(MODULES[b])]
    cases = _cases()
    if a.quick:
        cases = [c for c in cases if c.name in QUICK]
    if a.only:
        cases = [c for c in cases if re.search(a.only, c.name)]
    repeats = a.repeats or (21 if a.quick else 101)
    batch = a.batch_ms / 1e3
    cfg = Config(repeats, batch, budget=0.3 if a.quick else 1.0)
    modes = ["set", "inferred"] + (["jit"] if a.jit else [])
    t0 = time.perf_counter()
    records, skipped = run(backends, cases, cfg, modes,
                           log=lambda s: print(s, file=sys.stderr, flush=True),
                           jax_async=a.jax_async)
    seconds = time.perf_counter() - t0
    summary = summarize([r for r in records if r["function"] not in superset.META], modes)
    superset.annotate(records)
    sup_summary = superset.summarize(records, modes)
    for b in dict.fromkeys(r["backend"] for r in records):
        modes_here = [m for m in modes if b == "jax" or m != "jit"]
        print(f"\n=== {b} ===")
        print(text_table(_table_header(modes_here), _backend_rows(records, b, modes_here)))
    print("\n=== summary (standard functions) ===")
    print(text_table(SUMMARY_HEAD, _summary_rows(summary)))
    if sup_summary:
        print(f"\n=== beyond the standard: ratio of native-kernel cases (target ≤ "
              f"{superset.RATIO_TARGET}) and composed ones ===")
        print(text_table(superset.SUMMARY_HEAD, superset.summary_rows(sup_summary)))
    for b, why in skipped.items():
        print(f"{b}: skipped ({why})")
    print(f"\n{len(cases)} cases, {seconds:.1f} s")
    os.makedirs(a.out, exist_ok=True)
    meta = {"date": time.strftime("%Y-%m-%d %H:%M"), "seconds": seconds,
            "args": " ".join(sys.argv[1:] if argv is None else argv), "environment": environment(),
            "repeats": repeats, "batch_ms": batch * 1e3, "skipped": skipped}
    with open(os.path.join(a.out, "overhead.json"), "w", encoding="utf-8") as fh:
        json.dump({"meta": meta, "targets_us": TARGETS, "summary": summary,
                   "superset_summary": sup_summary, "records": records}, fh, indent=1)
    write_markdown(os.path.join(a.out, "overhead.md"), records, summary, modes, meta,
                   superset.markdown(records, modes, sup_summary, md_table) if sup_summary else [])
    if records and not a.no_plot:
        plot(os.path.join(a.out, "overhead.png"), records, modes)
    print(f"results in {a.out}/overhead.{{md,json,png}}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
