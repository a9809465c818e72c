"""Every backend kernel has a name a grep finds (issue 25).

Each kernel of ``ivy/backends/<fw>/<category>.py`` is bound in that file's source by
``def <name>``, a one-name assignment ``<name> = ...`` or an import of ``<name>``: never by
``globals().update``, ``exec`` or a tuple target, so ``grep -rn "def conv2d\\|conv2d ="`` finds where
it is made. The sources of all five backends are read (``ast``, no framework imported); the
kernels a backend module exposes are checked where its framework is installed.
Run with ``-s`` to see how many kernels each backend defines by name.
"""

import ast
import importlib
import importlib.util
from pathlib import Path

import ivy
import pytest
from ivy.functional._api import SPECS

FRAMEWORKS = ("numpy", "torch", "jax", "tensorflow", "mxnet")
BACKENDS = Path(ivy.__file__).parent / "backends"


def _modules(fw):
    """The backend's kernel modules: ``{category: source path}``."""
    return {p.stem: p for p in sorted((BACKENDS / fw).glob("*.py")) if not p.stem.startswith("_")}


def _top_level(tree):
    """The module-level statements, those inside top-level ``if`` / ``try`` / ``with`` blocks
    included (not function or class bodies)."""
    todo = list(tree.body)
    while todo:
        node = todo.pop(0)
        yield node
        if isinstance(node, (ast.If, ast.Try, ast.With)):
            for field in ("body", "orelse", "finalbody"):
                todo.extend(getattr(node, field, ()))
            for h in getattr(node, "handlers", ()):
                todo.extend(h.body)


def _bindings(path):
    """``(names bound one per statement, names bound only inside tuple / list targets)``."""
    named, in_tuples = set(), set()
    for node in _top_level(ast.parse(path.read_text(), str(path))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            named.add(node.name)
        elif isinstance(node, ast.Assign):
            for t in node.targets:  # (a chain a = b = ... names each one on its line)
                if isinstance(t, ast.Name):
                    named.add(t.id)
                else:
                    in_tuples.update(n.id for n in ast.walk(t) if isinstance(n, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            named.add(node.target.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            named.update((a.asname or a.name).split(".")[0] for a in node.names)
    return named, in_tuples - named


def _spec_names(category):
    return {s.name for s in SPECS.values() if s.category == category}


def _defined_by_name(fw):
    """``{category: the Ivy function names the backend's source binds by name}``."""
    return {cat: _spec_names(cat) & _bindings(path)[0] for cat, path in _modules(fw).items()}


@pytest.mark.parametrize("fw", FRAMEWORKS)
def test_no_generated_bindings(fw):
    """No backend module injects names (``globals()``, ``exec``) or binds a kernel in a tuple."""
    bad = []
    for cat, path in _modules(fw).items():
        src = path.read_text()
        if "globals().update" in src:
            bad.append(f"{path.name}: globals().update")
        for node in ast.walk(ast.parse(src, str(path))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("globals", "exec")):
                bad.append(f"{path.name}:{node.lineno}: {node.func.id}(...)")
        tuples = _bindings(path)[1] & _spec_names(cat)
        if tuples:
            bad.append(f"{path.name}: kernels bound in a tuple target: {sorted(tuples)}")
    assert not bad, bad


@pytest.mark.parametrize("fw", FRAMEWORKS)
def test_kernels_defined_by_name(fw):
    """Every kernel the backend's modules expose is bound by name in its module's source
    (checked where the framework is installed; the sources alone otherwise)."""
    defined = _defined_by_name(fw)
    print(f"\n{fw}: {sum(map(len, defined.values()))} kernels defined by name")
    if importlib.util.find_spec(fw) is None:
        pytest.skip(f"{fw} is not installed: its sources are checked by test_no_generated_bindings")
    missing = []
    modules = _modules(fw)
    for spec in SPECS.values():
        if spec.category not in modules:
            continue
        mod = importlib.import_module(f"ivy.backends.{fw}.{spec.category}")
        kernel = getattr(mod, spec.name, None)
        if callable(kernel) and spec.name not in defined[spec.category]:
            missing.append(f"{spec.category}.py: {spec.name}")
    assert not missing, f"kernels with no `def name` / `name = ...` in their module: {missing}"
