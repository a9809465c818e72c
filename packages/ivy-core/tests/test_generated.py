"""The checked-in dispatchers (``ivy/dispatch/``) are what ``python -m ivy._generate`` writes
from today's definitions, and every public function of ``ivy`` is one of them."""

import ast
import inspect
import typing
from pathlib import Path

import ivy
from ivy import _generate
from ivy.functional._api import SPECS


def test_dispatch_files_are_up_to_date():
    assert _generate.stale() == [], "run: python -m ivy._generate"


def test_check_mode_fails_on_a_stale_file(tmp_path, monkeypatch):
    for name in _generate._generated_files():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text((_generate.ROOT / name).read_text())
    monkeypatch.setattr(_generate, "ROOT", tmp_path)
    monkeypatch.setattr(_generate, "DISPATCH", tmp_path / "dispatch")
    assert _generate.main(["--check"]) == 0
    edited = tmp_path / "dispatch" / "elementwise.py"
    edited.write_text(edited.read_text().replace("return backend.xp.add(", "return backend.xp.subtract("))
    assert _generate.main(["--check"]) == 1
    edited.unlink()
    (tmp_path / "array_api" / "fft.py").write_text("")
    assert _generate.stale() == ["array_api/fft.py", "dispatch/elementwise.py"]
    (tmp_path / "dispatch" / "extra.py").write_text("")
    assert _generate.stale()[-1] == "dispatch/extra.py"


def test_no_generated_file_is_over_the_length_limit():
    """The project keeps files under ~800 lines, generated ones too: a definition module whose
    dispatchers (or ``ivy.array_api`` functions) outgrow it is split by category, its new modules
    naming the backends' kernel module they share (``KERNEL_MODULE``, as ``elementwise_unary.py``,
    ``trigonometric.py``, ``exponential.py`` and ``rounding.py`` do)."""
    sources = _generate._sources()
    assert "dispatch/elementwise.py" in sources and "array_api/_elementwise.py" in sources
    too_long = {n: text.count("\n") for n, text in sources.items()
                if text.count("\n") > _generate.MAX_LINES}
    assert not too_long, f"split the definition module: {too_long}"


def test_array_api_imports_every_generated_module():
    """``ivy.array_api`` is the union of its generated modules (one per definition module, plus
    ``linalg`` and ``fft``): each of their names is the namespace's, the same object."""
    import sys  # noqa: PLC0415

    xp = ivy.array_api
    modules = [n[len("array_api/"):-3] for n in _generate._sources() if n.startswith("array_api/_")]
    assert {"_creation", "_elementwise", "_trigonometric"} <= set(modules)
    names = []
    for m in modules:
        mod = sys.modules[f"ivy.array_api.{m}"]  # imported by ivy/array_api/__init__.py
        names += mod.__all__
        for n in mod.__all__:
            assert getattr(xp, n) is getattr(mod, n), (m, n)
    assert sorted(names) == sorted(xp.STANDARD[""]) and set(names) <= set(xp.__all__)


def test_every_public_function_is_a_plain_def_with_its_definition_s_signature_and_docstring():
    for q, spec in SPECS.items():
        fn = ivy
        for part in q.split("."):
            fn = getattr(fn, part)
        assert fn is spec.dispatcher, q
        module = Path(inspect.getsourcefile(fn))
        assert module.parent.name == "dispatch", (q, module)
        tree = ast.parse(module.read_text())
        defs = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == spec.name]
        assert len(defs) == 1, q
        got = [(p.name, p.kind, p.default) for p in inspect.signature(fn).parameters.values()]
        assert got == [(p.name, p.kind, p.default) for p in spec.params], q
        hints = typing.get_type_hints(fn)  # every parameter and the result annotated, resolvable
        assert set(hints) == {p.name for p in spec.params} | {"return"}, q
        assert inspect.getdoc(fn) == inspect.cleandoc(spec.doc), q
        assert inspect.getsource(fn).startswith(f"def {spec.name}("), q


def test_no_dispatcher_source_is_executed_at_run_time():
    """Nothing in the dispatch layer compiles code or swaps a function's code: no ``exec`` /
    ``compile`` / ``__code__ =`` in ``_api.py``, ``_backend.py`` or ``ivy/dispatch/``."""
    root = Path(ivy.__file__).parent
    files = [root / "functional" / "_api.py", root / "_backend.py", *sorted((root / "dispatch").glob("*.py"))]
    for path in files:
        calls = {n.func.id if isinstance(n.func, ast.Name) else n.func.attr
                 for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.Call)
                 and isinstance(n.func, (ast.Name, ast.Attribute))}
        assert not calls & {"exec", "compile"}, path
        assert "__code__ =" not in path.read_text(), path


def test_a_backend_namespace_runs_the_dispatcher_s_own_code_on_its_backend():
    """``ivy.numpy.add`` is ``ivy.add``'s code with that backend fixed (its own globals)."""
    import numpy as np  # noqa: PLC0415

    ns = ivy.get_backend("numpy")
    for q, spec in SPECS.items():
        fn = ns
        for part in q.split("."):
            fn = getattr(fn, part)
        assert fn.__code__ is spec.dispatcher.__code__, q
        assert fn.__globals__["chosen"].backend is ns and fn.__globals__ is not spec.dispatcher.__globals__
    assert type(ns.add(np.ones(2), 1)) is np.ndarray
    assert ns.sqrt(np.arange(3)).dtype == np.float32  # the integer-input rule
