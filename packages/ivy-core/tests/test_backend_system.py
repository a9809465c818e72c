"""The backend system: selection, scoping, threads, inference, namespaces, errors, conversions."""

import importlib.util
import os
import subprocess
import sys
import threading

import ivy
import numpy as np
import pytest
from _harness import assert_unsupported_dtype, lacking, native
from ivy import _backend

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
FRAMEWORKS = ("torch", "jax", "tensorflow", "mxnet")
OTHER_FRAMEWORKS = [n for n in FRAMEWORKS if n != BACKEND]


def _native_type(name):
    return ivy.get_backend(name).array_types[0]


def _fake_array_of(module_root):
    """An object whose type claims to come from ``module_root`` (no framework needed)."""
    return type("FakeArray", (), {"__module__": module_root + ".fake"})()


@pytest.fixture(autouse=True)
def _clean_backend():
    ivy.unset_backend()
    yield
    ivy.unset_backend()


# --- import --------------------------------------------------------------------------------
def test_import_ivy_imports_no_framework():
    code = ("import sys, ivy; bad = [m for m in ('torch', 'jax', 'tensorflow', 'mxnet') "
            "if m in sys.modules]; print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_tracer_is_imported_on_first_use():
    # ivy.graph (four frameworks' capture modules, the ATen table) is a third of `import ivy`'s own
    # time: it is loaded by the first ivy.Graph / ivy.trace_graph / ivy.transpile, and dir(ivy)
    # lists the three names before that
    code = ("import sys, ivy; a = 'ivy.graph' in sys.modules; "
            "names = {'Graph', 'trace_graph', 'transpile'} <= set(dir(ivy)); g = ivy.Graph; "
            "print(a, names, 'ivy.graph' in sys.modules, g is sys.modules['ivy.graph'].Graph, "
            "ivy.transpile.__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True", "True", "True", "ivy.graph"], out.stdout


def _run_python(code, **env):
    full = {k: v for k, v in os.environ.items() if k != "IVY_BACKEND"}
    full.update(env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=full)


def test_first_use_loads_only_the_needed_framework():
    code = ("import sys, ivy; ivy.zeros((2,)); "
            "print(','.join(m for m in ('torch', 'jax', 'tensorflow', 'mxnet') if m in sys.modules))")
    assert _run_python(code).stdout.strip() == ""  # the NumPy default
    out = _run_python(code, IVY_BACKEND=BACKEND)  # the default named by IVY_BACKEND
    assert out.stdout.strip().split(",")[0] == ("" if BACKEND == "numpy" else BACKEND), out.stderr


def test_ivy_backend_environment_variable_sets_the_default():
    code = ("import ivy; x = ivy.zeros((2,)); "
            "print(ivy.backend, ivy.current_backend().name, ivy.get_backend(ivy.current_backend().name)"
            ".array_types[0] is type(x))")
    out = _run_python(code, IVY_BACKEND=BACKEND).stdout.split()
    assert out == ["None", BACKEND, "True"]  # a default, not a set backend: inference still wins
    assert _run_python(code).stdout.split()[:2] == ["None", "numpy"]


def test_unknown_ivy_backend_environment_variable_is_a_clear_error():
    out = _run_python("import ivy; ivy.zeros((2,))", IVY_BACKEND="pytorch")
    assert out.returncode != 0
    assert "IVY_BACKEND='pytorch' names no backend; valid backends: numpy" in out.stderr


# --- selection -----------------------------------------------------------------------------
def test_default_is_ivy_backend_when_nothing_to_infer():
    # IVY_BACKEND (set by nox for each session) is the default; without it NumPy (tested above)
    assert ivy.backend is None
    assert isinstance(ivy.zeros((3,)), _native_type(BACKEND))
    assert ivy.current_backend().name == BACKEND == _backend.DEFAULT_BACKEND


def test_set_and_unset_backend():
    ns = ivy.set_backend(BACKEND)
    assert ivy.backend == BACKEND and ns is ivy.get_backend(BACKEND)
    assert isinstance(ivy.zeros((2,)), _native_type(BACKEND))
    ivy.unset_backend()
    assert ivy.backend is None
    assert isinstance(ivy.zeros((2,)), _native_type(BACKEND))  # back to the default


def test_public_functions_are_the_checked_in_dispatchers_whatever_the_backend():
    """``ivy.add`` is the plain ``def`` of ``ivy/dispatch/elementwise.py``: one object whose code
    never changes, with or without a backend set or scoped, so ``inspect.getsource`` shows it."""
    import inspect  # noqa: PLC0415

    from ivy.dispatch import elementwise, linalg  # noqa: PLC0415

    add, inv = ivy.add, ivy.linalg.inv
    assert add is elementwise.add and inv is linalg.inv
    codes = add.__code__, inv.__code__

    def same():
        assert (ivy.add, ivy.linalg.inv) == (add, inv)
        assert (add.__code__, inv.__code__) == codes
        assert inspect.getsource(ivy.add).startswith("def add(x1: Array | complex, x2: Array | complex, /)")
        assert inspect.getsourcefile(ivy.add).endswith(os.path.join("ivy", "dispatch", "elementwise.py"))

    same()
    ivy.set_backend(BACKEND)
    same()
    with ivy.use("numpy"):
        same()
    ivy.unset_backend()
    with ivy.use(BACKEND):
        same()
    assert ivy.linalg.matmul is ivy.matmul


def test_a_traceback_names_the_dispatcher_then_the_kernel():
    import traceback  # noqa: PLC0415

    x = ivy.get_backend(BACKEND).xp.asarray([1.0, 2.0])
    with pytest.raises(ivy.IvyException) as info:
        ivy.matmul(x, ivy.get_backend(BACKEND).xp.asarray([1.0, 2.0, 3.0]))
    frames = [f.filename.replace(os.sep, "/") for f in traceback.extract_tb(info.value.__traceback__)]
    dispatcher = [i for i, f in enumerate(frames) if f.endswith("ivy/dispatch/linear_algebra.py")]
    kernel = [i for i, f in enumerate(frames) if f"ivy/backends/{BACKEND}/" in f]
    assert dispatcher and kernel and dispatcher[0] < kernel[0], frames


def test_a_name_imported_from_ivy_follows_the_backend_in_force():
    from ivy import add, zeros  # noqa: PLC0415 - the import under test
    from ivy.linalg import vector_norm  # noqa: PLC0415

    other = "numpy" if BACKEND != "numpy" else None
    ivy.set_backend(BACKEND)
    assert isinstance(zeros((2,)), _native_type(BACKEND))
    if other:
        with ivy.use(other):
            assert isinstance(zeros((2,)), np.ndarray)
            assert isinstance(add(np.ones(2), 1), np.ndarray)
            assert isinstance(vector_norm(np.ones(2)), (np.ndarray, np.generic))
        assert isinstance(zeros((2,)), _native_type(BACKEND))
        ivy.unset_backend()
        assert isinstance(zeros((2,)), _native_type(_backend.DEFAULT_BACKEND))
        assert isinstance(add(np.ones(2), 1), np.ndarray)  # inferred again
        ivy.set_backend(other)
        assert isinstance(zeros((2,)), np.ndarray)
        with pytest.raises(ivy.IvyBackendMismatchError, match=r"ivy\.add"):
            add(native(np.ones(2)), native(np.ones(2)))
        ivy.set_backend(BACKEND)
    assert isinstance(add(zeros((2,)), 1), _native_type(BACKEND))
    ivy.unset_backend()


def test_paper_aliases_set_framework():
    ivy.set_framework(BACKEND)
    assert ivy.backend == BACKEND
    ivy.unset_framework()
    assert ivy.backend is None


def test_set_backend_accepts_the_framework_module():
    module = importlib.import_module(_backend.BACKENDS[BACKEND][0])
    ivy.set_backend(module)
    assert ivy.backend == BACKEND


def test_use_is_nestable_and_restores():
    ivy.set_backend("numpy")
    with ivy.use(BACKEND):
        assert ivy.backend == BACKEND
        with ivy.use("numpy"):
            assert ivy.backend == "numpy"
            assert isinstance(ivy.ones((1,)), np.ndarray)
        assert ivy.backend == BACKEND
        assert isinstance(ivy.ones((1,)), _native_type(BACKEND))
    assert ivy.backend == "numpy"


def test_use_restores_on_exception():
    with pytest.raises(RuntimeError):
        with ivy.use(BACKEND):
            raise RuntimeError("boom")
    assert ivy.backend is None


def test_use_inside_set_backend_wins_in_its_thread_only():
    ivy.set_backend(BACKEND)
    with ivy.use("numpy"):
        assert isinstance(ivy.zeros((1,)), np.ndarray)
        seen = []
        t = threading.Thread(target=lambda: seen.append(ivy.backend))
        t.start()
        t.join()
        assert seen == [BACKEND]  # the other thread still sees the global backend


def test_two_threads_use_different_backends_at_once():
    names = [BACKEND, "numpy"] if BACKEND != "numpy" else ["numpy", None]
    barrier = threading.Barrier(2)
    errors, seen = [], {}

    def work(name):
        try:
            for _ in range(50):
                if name is None:
                    barrier_wait(barrier)
                    seen.setdefault(name, set()).add((ivy.backend, type(ivy.zeros((1,)))))
                    continue
                with ivy.use(name):
                    barrier_wait(barrier)
                    seen.setdefault(name, set()).add((ivy.backend, type(ivy.zeros((1,)))))
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(n,)) for n in names]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for n in names:
        expected_type = _native_type(n) if n else np.ndarray
        assert seen[n] == {(n, expected_type)}


def barrier_wait(barrier):
    try:
        barrier.wait(timeout=5)
    except threading.BrokenBarrierError:
        pass


# --- inference and namespaces ----------------------------------------------------------------
def test_backend_inferred_from_argument_type():
    x = ivy.get_backend(BACKEND).asarray([1.0, 2.0])
    y = ivy.multiply(x, 2.0)
    assert isinstance(y, _native_type(BACKEND))
    assert ivy.current_backend(x).name == BACKEND
    assert ivy.current_backend([x]).name == BACKEND
    assert _backend._types[type(x)] is ivy.get_backend(BACKEND)  # cached per type


def test_framework_namespace_takes_precedence():
    with ivy.use(BACKEND):
        z = ivy.numpy.zeros((2,))
    assert isinstance(z, np.ndarray)
    assert getattr(ivy, BACKEND) is ivy.get_backend(BACKEND)
    assert ivy.get_backend(BACKEND).linalg.matmul is ivy.get_backend(BACKEND).matmul


# --- errors --------------------------------------------------------------------------------
def test_unknown_backend_lists_valid_names():
    with pytest.raises(ivy.IvyBackendError, match="valid backends: numpy, torch, jax, tensorflow, mxnet"):
        ivy.set_backend("theano")
    with pytest.raises(ivy.IvyBackendError):
        with ivy.use("caffe"):
            pass


def test_backend_not_installed_names_the_pip_extra(monkeypatch):
    monkeypatch.setitem(_backend.BACKENDS, "fakefw", ("ivy_no_such_framework", "ivy-core[fakefw]"))
    with pytest.raises(ivy.IvyBackendNotInstalledError, match=r'pip install "ivy-core\[fakefw\]"'):
        ivy.set_backend("fakefw")


@pytest.mark.parametrize("name", OTHER_FRAMEWORKS)
def test_real_missing_framework_raises_clearly(name):
    if importlib.util.find_spec(name) is not None:
        ivy.get_backend(name)  # installed: loads fine
        return
    with pytest.raises(ivy.IvyBackendNotInstalledError, match=rf"ivy-core\[{name}\]"):
        ivy.set_backend(name)


def test_array_of_other_framework_while_backend_in_force():
    foreign = "jax" if BACKEND != "jax" else "torch"
    ivy.set_backend(BACKEND)
    with pytest.raises(ivy.IvyBackendMismatchError, match=r"ivy.to_backend\(x, '" + BACKEND):
        ivy.abs(_fake_array_of(foreign))
    with pytest.raises(ivy.IvyBackendMismatchError, match="ivy.add"):
        ivy.add(_fake_array_of(foreign), 1)  # binary kernels check on their own slow path
    with pytest.raises(ivy.IvyBackendMismatchError, match="ivy.atan2"):
        ivy.atan2(_fake_array_of(foreign), _fake_array_of(foreign))
    with pytest.raises(ivy.IvyBackendMismatchError, match="ivy.stack"):
        ivy.stack([_fake_array_of(foreign)])  # a sequence argument: its first element is checked
    with ivy.use(BACKEND):
        with pytest.raises(ivy.IvyBackendMismatchError, match=f"{foreign} array"):
            ivy.linalg.inv(_fake_array_of(foreign))


def test_numpy_array_while_other_backend_in_force():
    if BACKEND == "numpy":
        return
    ivy.set_backend(BACKEND)
    with pytest.raises(ivy.IvyBackendMismatchError, match="ivy.to_backend"):
        ivy.sqrt(np.ones(3, dtype=np.float32))
    x = ivy.get_backend(BACKEND).ones((3,))
    with pytest.raises(ivy.IvyBackendMismatchError, match="ivy.multiply"):
        ivy.multiply(np.ones(3, dtype=np.float32), x)


def test_errors_share_one_base():
    for err in (ivy.IvyBackendError, ivy.IvyBackendNotInstalledError, ivy.IvyBackendMismatchError,
                ivy.IvyUnsupportedError, ivy.IvyDtypeError, ivy.IvyValueError):
        assert issubclass(err, ivy.IvyException)


# --- dtypes, devices, conversions -----------------------------------------------------------------
@pytest.mark.parametrize("name", [str(d) for d in ivy.dtypes.all_dtypes])
def test_dtype_round_trip_and_equality(name):
    b = ivy.get_backend(BACKEND)
    if lacking(name):  # MXNet: no complex, int16 or wide unsigned arrays (the clear error)
        assert_unsupported_dtype(lambda: b.as_native_dtype(name), name)
        assert_unsupported_dtype(lambda: b.zeros((1,), dtype=getattr(ivy, name)), name)
        return
    native = b.as_native_dtype(name)
    assert ivy.as_ivy_dtype(native) == name
    assert getattr(ivy, name) == native and native == getattr(ivy, name)
    assert b.zeros((1,), dtype=getattr(ivy, name)).dtype == getattr(ivy, name)


def test_unknown_dtype_error():
    with pytest.raises(ivy.IvyDtypeError, match="valid dtypes"):
        ivy.as_ivy_dtype("float8")


def test_default_dtypes_are_the_same_on_every_backend():
    b = ivy.get_backend(BACKEND)
    assert b.asarray([1.0, 2.0]).dtype == ivy.float32
    assert b.asarray([1, 2]).dtype == ivy.int64
    assert b.arange(3).dtype == ivy.int64
    assert b.zeros((2,)).dtype == ivy.float32


def test_devices_are_ivy_strings():
    b = ivy.get_backend(BACKEND)
    x = b.ones((2,))
    assert ivy.dev(x) == b.default_device()  # "cpu", or "gpu:0" on a GPU machine
    assert ivy.dev(ivy.to_device(x, "cpu")) == "cpu"
    assert b.default_device() in b.__array_namespace_info__().devices()


@pytest.mark.parametrize("target", ["numpy", BACKEND])
def test_to_backend_round_trip(target):
    x = ivy.get_backend(BACKEND).asarray([[1.5, -2.0], [3.0, 4.25]], dtype="float64")
    y = ivy.to_backend(x, target)
    assert isinstance(y, _native_type(target))
    assert y.dtype == ivy.float64 and tuple(y.shape) == (2, 2)
    np.testing.assert_array_equal(ivy.to_numpy(y), [[1.5, -2.0], [3.0, 4.25]])
    back = ivy.to_backend(y, BACKEND)
    np.testing.assert_array_equal(ivy.to_numpy(back), ivy.to_numpy(x))


def test_to_backend_bool():
    x = ivy.get_backend(BACKEND).asarray([True, False])
    y = ivy.to_backend(x, "numpy")
    assert y.dtype == np.bool_ and y.tolist() == [True, False]


def test_conversions():
    x = ivy.get_backend(BACKEND).asarray([[1, 2], [3, 4]], dtype="int32")
    assert ivy.to_list(x) == [[1, 2], [3, 4]]
    assert isinstance(ivy.to_numpy(x), np.ndarray)
    s = ivy.to_scalar(ivy.get_backend(BACKEND).asarray(2.5))
    assert s == 2.5 and type(s) is float


# --- the paper's names --------------------------------------------------------------------------
def test_paper_listing_names_run():
    ivy.set_framework(BACKEND)
    x = ivy.array([[1.0, 2.0], [3.0, 4.0]])
    assert isinstance(x, _native_type(BACKEND))
    assert ivy.to_scalar(ivy.reduce_sum(x)) == 10.0
    assert ivy.to_scalar(ivy.reduce_mean(x)) == 2.5
    assert ivy.to_scalar(ivy.reduce_min(x)) == 1.0
    assert ivy.to_scalar(ivy.reduce_max(x, -1)[0]) == 2.0
    assert ivy.to_list(ivy.reduce_sum(x, 0)) == [4.0, 6.0]
    assert tuple(ivy.concatenate([x, x], -1).shape) == (2, 4)
    assert ivy.cast(x, "int32").dtype == ivy.int32
    assert ivy.to_list(ivy.transpose(x)) == [[1.0, 3.0], [2.0, 4.0]]
    assert ivy.to_list(ivy.transpose(x, (1, 0))) == [[1.0, 3.0], [2.0, 4.0]]
