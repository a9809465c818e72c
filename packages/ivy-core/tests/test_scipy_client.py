"""SciPy and scikit-learn, clients of the Array API standard, on ``ivy.array_api`` (issue 27).

A user hands ``ivy.array_api`` arrays of the backend under test (``IVY_BACKEND``, made from NumPy
data with ``xp.asarray``) to a sample of SciPy functions with ``SCIPY_ARRAY_API=1``, some taking
the standard's path (``xp.<function>``), some falling back to NumPy (``np.asarray`` then
``xp.asarray`` of the result): every result must equal the call on NumPy arrays and be what the
same call gives on ``array_api_strict`` -- an ``ivy.Array`` of the backend under test where SciPy
returns the input's array type, a NumPy array where this SciPy version returns one for
``array_api_strict`` too. Then the scikit-learn estimators that declare array API support
(``array_api_support`` tag) under ``array_api_dispatch=True``.

``SCIPY_ARRAY_API`` is read when SciPy is imported, and scikit-learn's dispatch needs it: the
sample runs in a child process (this file run as a script) with the variable set in its
environment only; this process's configuration is untouched.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
MIN_SCIPY = (1, 15)  # the oldest checked: 1.15.3 (the MXNet environment, numpy<1.24), and 1.17

SCIPY_CASES = ("fft.fft", "fft.rfft", "fft.dct", "special.logsumexp", "special.softmax",
               "special.erf", "stats.zscore", "stats.moment", "stats.skew", "signal.convolve",
               "cluster.vq.whiten", "ndimage.gaussian_filter")
# also in float32 (when the widest float is float64): the NumPy fallbacks, whose result comes back
# through xp.asarray and must keep the input's dtype (the standard paths are dtype-generic, and
# JAX compiles each operation per dtype: all twelve twice cost it ~8 s)
FLOAT32_CASES = ("fft.dct", "special.erf", "signal.convolve", "ndimage.gaussian_filter")
SKLEARN_CASES = ("LinearDiscriminantAnalysis.predict", "LinearDiscriminantAnalysis.transform",
                 "PCA.fit_transform", "Ridge.predict", "StandardScaler.fit_transform",
                 "MinMaxScaler.fit_transform")
# what a backend cannot do, with the clear error it raises instead
UNSUPPORTED = {("mxnet", "fft.fft"): "complex", ("mxnet", "fft.rfft"): "complex"}


def _version(text):
    return tuple(int(p) for p in text.split(".")[:2])


# --- the child process: the sample itself -------------------------------------------------------
def _scipy_cases():
    import scipy.cluster.vq  # noqa: PLC0415 - the child imports SciPy after SCIPY_ARRAY_API is set
    import scipy.fft  # noqa: PLC0415
    import scipy.ndimage  # noqa: PLC0415
    import scipy.signal  # noqa: PLC0415
    import scipy.special  # noqa: PLC0415
    import scipy.stats  # noqa: PLC0415

    return {
        "fft.fft": lambda a, m, k: scipy.fft.fft(a),
        "fft.rfft": lambda a, m, k: scipy.fft.rfft(a),
        "fft.dct": lambda a, m, k: scipy.fft.dct(a),
        "special.logsumexp": lambda a, m, k: scipy.special.logsumexp(m, axis=1),
        "special.softmax": lambda a, m, k: scipy.special.softmax(m, axis=0),
        "special.erf": lambda a, m, k: scipy.special.erf(a),
        "stats.zscore": lambda a, m, k: scipy.stats.zscore(m, axis=0),
        "stats.moment": lambda a, m, k: scipy.stats.moment(m, order=3, axis=0),
        "stats.skew": lambda a, m, k: scipy.stats.skew(m, axis=0),
        "signal.convolve": lambda a, m, k: scipy.signal.convolve(a, k),
        "cluster.vq.whiten": lambda a, m, k: scipy.cluster.vq.whiten(m),
        "ndimage.gaussian_filter": lambda a, m, k: scipy.ndimage.gaussian_filter(m, sigma=1.0),
    }


def _sklearn_cases():
    from sklearn.decomposition import PCA  # noqa: PLC0415 - after SCIPY_ARRAY_API is set
    from sklearn.discriminant_analysis import LinearDiscriminantAnalysis as LDA  # noqa: N817, PLC0415
    from sklearn.linear_model import Ridge  # noqa: PLC0415
    from sklearn.preprocessing import MinMaxScaler, StandardScaler  # noqa: PLC0415

    return {  # name -> (estimator factory, how it is used on (X, labels, targets))
        "LinearDiscriminantAnalysis.predict": (LDA, lambda e, x, y, t: e.fit(x, y).predict(x)),
        "LinearDiscriminantAnalysis.transform": (LDA, lambda e, x, y, t: e.fit(x, y).transform(x)),
        "PCA.fit_transform": (lambda: PCA(n_components=2, svd_solver="full"),
                              lambda e, x, y, t: e.fit_transform(x)),
        "Ridge.predict": (lambda: Ridge(alpha=1.0, solver="svd"),
                          lambda e, x, y, t: e.fit(x, t).predict(x)),
        "StandardScaler.fit_transform": (StandardScaler, lambda e, x, y, t: e.fit_transform(x)),
        "MinMaxScaler.fit_transform": (MinMaxScaler, lambda e, x, y, t: e.fit_transform(x)),
    }


def _child(out_dir):
    """Run the sample; write ``results.json`` (per case: outcome, result type and backend) and
    ``arrays.npz`` (the result and NumPy's) to ``out_dir``."""
    import array_api_strict  # noqa: PLC0415 - the reference namespace
    import ivy  # noqa: PLC0415
    import scipy  # noqa: PLC0415

    xp = ivy.array_api
    info = xp.__array_namespace_info__().dtypes(kind="real floating")
    dtypes = [d for d in ("float32", "float64") if d in info]  # JAX without 64-bit mode: float32
    results, arrays = {"scipy": scipy.__version__, "dtypes": dtypes}, {}

    def record(key, f, inputs, context=contextlib.nullcontext, strict=True):
        entry = {}
        try:
            ref = np.asarray(f(*inputs))
            with context():
                out = f(*map(xp.asarray, inputs))
            entry["type"] = ("ivy" if type(out) is ivy.Array else "numpy"
                             if type(out) is np.ndarray else f"{type(out).__module__}."
                             f"{type(out).__qualname__}")
            if type(out) is ivy.Array:
                entry["backend"] = ivy.current_backend(out.native).name
                out = ivy.to_numpy(out.native)
            arrays[f"{key}|out"], arrays[f"{key}|ref"] = np.asarray(out), ref
            if strict:
                s = f(*map(array_api_strict.asarray, inputs))
                entry["strict_type"] = "numpy" if type(s) is np.ndarray else "strict"
            entry["outcome"] = "ok"
        except Exception as e:  # noqa: BLE001 - reported to the parent, which fails the test
            entry["outcome"] = f"{type(e).__name__}: {e}"
        results[key] = entry

    rng = np.random.default_rng(0)
    for dt in dtypes:
        inputs = tuple(rng.standard_normal(s).astype(dt) for s in (16, (6, 5), 4))
        for name, f in _scipy_cases().items():
            if dt == dtypes[-1] or name in FLOAT32_CASES:
                record(f"{name}|{dt}", f, inputs)

    try:
        import sklearn  # noqa: PLC0415
    except ImportError:
        results["sklearn"] = None
    else:
        results["sklearn"] = sklearn.__version__
        dt = dtypes[-1]
        x = rng.standard_normal((40, 4)).astype(dt)
        labels = (x[:, 0] + 0.3 * rng.standard_normal(40) > 0).astype(np.int64)
        targets = (x @ np.asarray([1.0, -2.0, 0.5, 3.0], dtype=dt)).astype(dt)
        dispatch = functools.partial(sklearn.config_context, array_api_dispatch=True)
        for name, (make, use) in _sklearn_cases().items():
            tags = getattr(make(), "__sklearn_tags__", None)  # (scikit-learn >= 1.6)
            if tags is None or not tags().array_api_support:
                results[f"{name}|{dt}"] = {"outcome": "unsupported"}
                continue
            record(f"{name}|{dt}", lambda x, y, t, make=make, use=use: use(make(), x, y, t),
                   (x, labels, targets), context=dispatch, strict=False)
    np.savez(Path(out_dir) / "arrays.npz", **arrays)
    (Path(out_dir) / "results.json").write_text(json.dumps(results))


# --- the tests: read what the child found -------------------------------------------------------
@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    try:
        import scipy  # noqa: PLC0415 - only its version: the child imports the modules
    except ImportError:
        pytest.skip("SciPy is not installed (ivy-core's test extra installs it)")
    if _version(scipy.__version__) < MIN_SCIPY:
        pytest.skip(f"SciPy {scipy.__version__} is older than the {MIN_SCIPY[0]}.{MIN_SCIPY[1]} "
                    f"checked here (array API support is experimental and partial before)")
    pytest.importorskip("array_api_strict", reason="the reference namespace")
    out = tmp_path_factory.mktemp("scipy_client")
    env = {**os.environ, "SCIPY_ARRAY_API": "1", "IVY_BACKEND": BACKEND}
    proc = subprocess.run([sys.executable, __file__, str(out)], env=env, capture_output=True,
                          text=True, timeout=300, check=False)
    assert proc.returncode == 0, f"the sample's process failed:\n{proc.stdout}\n{proc.stderr}"
    results = json.loads((out / "results.json").read_text())
    with np.load(out / "arrays.npz") as z:
        arrays = dict(z.items())
    return results, arrays


def _check(sample, name, dtype_choice):
    results, arrays = sample
    dtypes = results["dtypes"]
    dt = dtypes[-1] if dtype_choice == "widest" else dtype_choice
    if dtype_choice != "widest" and dt == dtypes[-1]:
        pytest.skip(f"{dt} is the widest float here ({dtypes}): checked by the widest case")
    key = f"{name}|{dt}"
    entry = results[key]
    if entry["outcome"] == "unsupported":
        pytest.skip(f"scikit-learn {results['sklearn']} does not declare array API support for "
                    f"{name.partition('.')[0]}")
    reason = UNSUPPORTED.get((BACKEND, name))
    if reason is not None:  # the clear error, not a wrong result
        assert entry["outcome"].startswith("IvyUnsupportedError") and reason in entry["outcome"], \
            entry["outcome"]
        return
    assert entry["outcome"] == "ok", f"{name} on ivy.array_api ({BACKEND}, {dt}): {entry['outcome']}"
    # the type the same call gives on array_api_strict: the input's (an ivy.Array of this
    # backend), or a NumPy array where this SciPy version computes on NumPy only
    expected = entry.get("strict_type", "strict")
    if expected == "numpy":
        assert entry["type"] == "numpy", entry
    else:
        assert entry["type"] == "ivy", entry
        assert entry["backend"] == BACKEND, f"{name}: result is {entry['backend']}-backed"
    out, ref = arrays[f"{key}|out"], arrays[f"{key}|ref"]
    assert out.dtype == ref.dtype, (out.dtype, ref.dtype)
    if name == "LinearDiscriminantAnalysis.transform":  # the SVD's signs are the LAPACK's choice
        out = out * np.where(np.sum(out * ref, axis=0) < 0, -1, 1)
    tol = 1e-12 if dt == "float64" else 2e-5
    if name in SKLEARN_CASES:  # fits through another LAPACK (torch, TF, JAX)
        tol = 1e-9 if dt == "float64" else 1e-4
    np.testing.assert_allclose(out, ref, rtol=tol, atol=tol)


@pytest.mark.parametrize("name", SCIPY_CASES)
def test_scipy_function_on_ivy_array_api(sample, name):
    _check(sample, name, "widest")  # float64 (float32 in JAX's 32-bit mode)


@pytest.mark.parametrize("name", FLOAT32_CASES)
def test_scipy_function_on_ivy_array_api_float32(sample, name):
    _check(sample, name, "float32")


@pytest.mark.parametrize("name", SKLEARN_CASES)
def test_sklearn_estimator_with_array_api_dispatch(sample, name):
    if sample[0]["sklearn"] is None:
        pytest.skip("scikit-learn is not installed")
    _check(sample, name, "widest")


def test_numpy_reads_ivy_arrays_and_asarray_of_numpy_data_is_the_backends():
    """What SciPy's fallbacks rely on: ``np.asarray`` of an ``ivy.Array`` gives its values
    (NumPy 2's ``copy=`` semantics), and ``xp.asarray`` of NumPy data makes an array of the
    namespace's backend."""
    import ivy  # noqa: PLC0415

    xp = ivy.array_api
    data = np.arange(6.0).reshape(2, 3)
    x = xp.asarray(data)
    assert ivy.current_backend(x.native).name == BACKEND
    assert x.dtype == xp.float64 or BACKEND == "jax"  # (float32 in JAX's 32-bit mode)
    n = np.asarray(x)
    assert type(n) is np.ndarray and n.tolist() == data.tolist()
    assert np.asarray(x, dtype=np.float32).dtype == np.float32
    assert np.asarray(xp.asarray(2.5)).shape == ()
    assert np.asarray(xp.asarray([True, False])).dtype == np.bool_
    if _version(np.__version__) >= (2, 0):
        c = np.asarray(x, copy=True)
        c[0, 0] = 100.0
        assert float(x[0, 0]) == 0.0  # a copy
        assert np.asarray(x, copy=False).tolist() == data.tolist()  # a view of the CPU buffer
        with pytest.raises(ValueError, match="copy"):
            np.asarray(x, dtype=np.int8, copy=False)
    with ivy.use("numpy"):  # the backend in force decides, as for every other function
        assert ivy.current_backend(xp.asarray(data).native).name == "numpy"
    # an ivy.Array keeps its backend: only NumPy data is converted to the namespace's
    assert ivy.current_backend(xp.asarray(ivy.Array(data)).native).name == "numpy"


if __name__ == "__main__":  # the child process of ``sample``
    _child(sys.argv[1])
