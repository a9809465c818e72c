"""Helpers for the test-suites of Ivy's packages (imported with ``ivy``: the modules they need,
``ast`` and ``pathlib``, are imported by the helpers themselves, not by ``import ivy``)."""

from __future__ import annotations

import os
import types
from collections.abc import Callable, Sequence
from typing import Any

from ._backend import use

FRAMEWORKS = frozenset({"numpy", "torch", "jax", "jaxlib", "tensorflow", "mxnet"})


def framework_imports(package_dir: str | os.PathLike[str]) -> list[str]:
    """Return ``"file:line: module"`` for every framework import in a package's sources.

    Ivy's applied libraries compose only ``ivy`` functions; their tests assert this list is empty.

    Example:
        >>> import ivy, pathlib
        >>> ivy.testing.framework_imports(pathlib.Path(ivy.__file__).parent / "functional")
        []
    """
    import ast  # noqa: PLC0415 - see the module's docstring
    from pathlib import Path  # noqa: PLC0415

    found = []
    for path in sorted(Path(package_dir).rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for n in names:
                if n.partition(".")[0] in FRAMEWORKS:
                    found.append(f"{path.name}:{node.lineno}: {n}")
    return found


def native_converters(backend: str) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    """Return ``(native, numpy_of)`` for a backend's test-suite.

    ``native(a)`` makes a native array of ``backend`` from a copy of the NumPy array ``a`` (same
    dtype); ``numpy_of(x)`` gives a writable NumPy copy of a native array. The framework is
    imported on the first call, not here.

    Example:
        >>> import numpy as np, ivy
        >>> native, numpy_of = ivy.testing.native_converters("numpy")
        >>> numpy_of(native(np.arange(3.0)))
        array([0., 1., 2.])
    """
    import numpy as np

    if backend == "torch":
        import torch
        return (lambda a: torch.from_numpy(np.array(a, copy=True)),
                lambda x: x.detach().cpu().numpy().copy())
    if backend == "jax":
        import jax
        return (lambda a: jax.device_put(np.array(a, copy=True)), lambda x: np.array(x))
    if backend == "tensorflow":
        import tensorflow as tf
        return lambda a: tf.constant(np.array(a, copy=True)), lambda x: np.array(x.numpy())
    if backend == "mxnet":
        import mxnet

        def native(a):
            a = np.array(a, copy=True)
            return mxnet.np.array(a, dtype=a.dtype)
        return native, lambda x: x.asnumpy()
    if backend != "numpy":
        raise ValueError(f"native_converters: unknown backend {backend!r}")
    return lambda a: np.array(a, copy=True), lambda x: np.array(x)


def load_hypothesis_profile() -> str:
    """Register Ivy's Hypothesis profiles and load the one ``IVY_HYPOTHESIS_PROFILE`` names.

    ``ci`` (default): 10 derandomised examples, no database, so that the whole nox run stays in
    budget; ``thorough``: 200 random examples, for local runs before a release. Called by every
    package's ``conftest.py``.

    Example:
        >>> import ivy
        >>> ivy.testing.load_hypothesis_profile() in ("ci", "thorough")
        True
    """
    import os

    from hypothesis import HealthCheck, settings

    suppress = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]
    settings.register_profile("ci", max_examples=10, derandomize=True, deadline=None,
                              database=None, suppress_health_check=suppress, print_blob=True)
    settings.register_profile("thorough", max_examples=200, deadline=None,
                              suppress_health_check=suppress, print_blob=True)
    name = os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci")
    settings.load_profile(name)
    return name


def check_docstring_example(obj: object, qualname: str,
                            sections: Sequence[str] = ("Args:", "Returns:")) -> None:
    """Assert that ``obj``'s docstring has ``sections`` and an ``Example:`` with ``>>>`` lines,
    and that the example runs (on the NumPy backend: examples take NumPy input).

    Classes need only ``Args:`` (they return nothing). Raises ``AssertionError`` with doctest's
    report on a failing example.

    Example:
        >>> import ivy
        >>> ivy.testing.check_docstring_example(ivy.testing.native_converters,
        ...                                     "ivy.testing.native_converters", sections=())
    """
    import doctest

    doc = obj.__doc__ or ""
    _, found, example = doc.partition("Example:")
    assert found and ">>>" in example, f"{qualname}: no 'Example:' section with '>>>'"
    if isinstance(obj, type):
        sections = tuple(s for s in sections if s != "Returns:")
    for section in sections:
        assert section in doc, f"{qualname}: no {section!r} section"
    test = doctest.DocTestParser().get_doctest(doc, {}, qualname, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    report = []
    with use("numpy"):
        runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)


def load_demo(test_file: str | os.PathLike[str], name: str) -> types.ModuleType:
    """Load ``demos/<name>.py`` of the repository that holds ``test_file`` as a module.

    The demos are scripts, not installed modules: a package's test finds the ``demos`` folder in
    the nearest parent of its own file that has one, and runs the script's top level (its
    ``main`` does not run: the test calls what it needs).

    Args:
        test_file: the calling test's ``__file__`` (or any path inside the repository).
        name: the demo's file name without ``.py``.

    Returns:
        The loaded module.

    Raises:
        FileNotFoundError: no parent folder holds ``demos/<name>.py``.

    Example:
        >>> import ivy.testing, pathlib, tempfile
        >>> root = pathlib.Path(tempfile.mkdtemp()); (root / "demos").mkdir()
        >>> _ = (root / "demos" / "tiny.py").write_text("ANSWER = 42")
        >>> ivy.testing.load_demo(root / "tests" / "test_tiny.py", "tiny").ANSWER
        42
    """
    import importlib.util  # noqa: PLC0415 - tests only
    from pathlib import Path  # noqa: PLC0415

    for parent in Path(test_file).resolve().parents:
        path = parent / "demos" / f"{name}.py"
        if path.is_file():
            break
    else:
        raise FileNotFoundError(f"ivy.testing.load_demo: no demos/{name}.py above {test_file}")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_STATE_PRELUDE = '''
import logging, pickle, random
import numpy as np
try:
    import matplotlib
    matplotlib.use("svg")  # the user's choice, not Agg: a library that switches it shows
except ImportError:
    matplotlib = None
import importlib, os
backend = os.environ.get("IVY_BACKEND", "numpy")
if backend != "numpy":  # the framework's own import is not ours to judge (importing JAX draws
    importlib.import_module(backend)  # from NumPy's global generator): imported first
random.seed(1234)
np.random.seed(1234)


def _framework_state():
    """The backend framework's global configuration a user sets (not Ivy's to change)."""
    if backend == "jax":
        import jax
        names = ("jax_enable_x64", "jax_default_matmul_precision", "jax_default_device",
                 "jax_numpy_dtype_promotion", "jax_numpy_rank_promotion", "jax_debug_nans",
                 "jax_disable_jit", "jax_platforms")
        out = {n: getattr(jax.config, n) for n in names}
        out["jax logger level"] = logging.getLogger("jax").level
        return out
    if backend == "torch":
        import torch
        return {"default dtype": torch.get_default_dtype(), "default device": torch.get_default_device(),
                "float32 matmul precision": torch.get_float32_matmul_precision(),
                "deterministic algorithms": torch.are_deterministic_algorithms_enabled(),
                "grad enabled": torch.is_grad_enabled(), "threads": torch.get_num_threads(),
                "torch random state": torch.random.get_rng_state().numpy().tobytes(),
                "torch logger level": logging.getLogger("torch").level}
    if backend == "tensorflow":
        import tensorflow as tf
        return {"tensor float 32": tf.config.experimental.tensor_float_32_execution_enabled(),
                "functions run eagerly": tf.config.functions_run_eagerly(),
                "soft device placement": tf.config.get_soft_device_placement(),
                "tensorflow logger level": tf.get_logger().level,
                "inter-op threads": tf.config.threading.get_inter_op_parallelism_threads()}
    if backend == "mxnet":  # (npx.set_np(): the MXNet backend's documented exception)
        return {"mxnet logger level": logging.getLogger("mxnet").level}
    return {}


def _snapshot():
    root = logging.getLogger()
    return {"matplotlib backend": matplotlib and matplotlib.get_backend(),
            "logging root level": root.level, "logging root handlers": list(root.handlers),
            "logging disable": logging.root.manager.disable,
            "Python random state": random.getstate(),
            "NumPy random state": pickle.dumps(np.random.get_state()), **_framework_state()}


_before = _snapshot()
'''
_STATE_POSTLUDE = '''
_after = _snapshot()
_changed = [k for k in _before if _before[k] != _after[k]]
print("changed: " + ", ".join(_changed) if _changed else "unchanged")
'''


def global_state_changes(code: str, timeout: float = 300) -> str:
    """Run ``code`` in a fresh interpreter (``IVY_BACKEND`` inherited) and say what of the
    process's global state it changed: matplotlib's backend (set to the user's ``svg`` first),
    the logging root's level, handlers and disable level, Python's and NumPy's global random
    states, and the backend framework's global configuration (JAX: 64-bit mode, matmul precision,
    default device, promotion modes, ...; PyTorch: default dtype and device, matmul precision,
    determinism, grad mode, threads, its random state; TensorFlow: TF32, eager functions, soft
    placement, threads; each one's logger level). Returns ``"unchanged\\n"`` when nothing
    changed and nothing else was printed; the code sees ``np`` and ``backend`` (the backend's
    name; its framework is imported before the first snapshot). A library's manners test
    asserts this for its representative calls.

    Raises:
        AssertionError: the code failed (its stderr's end in the message).

    Example:
        >>> import ivy
        >>> ivy.testing.global_state_changes("import ivy; ivy.add(np.ones(2), 1)")
        'unchanged\\n'
    """
    import subprocess  # noqa: PLC0415 - see the module's docstring
    import sys  # noqa: PLC0415

    r = subprocess.run([sys.executable, "-c", _STATE_PRELUDE + code + _STATE_POSTLUDE],
                       capture_output=True, text=True, timeout=timeout)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout
