"""One-way layers: the static import graph of the ``ivy`` package (issue 25; drawn in
docs/architecture.md, "Layers").

The graph is read with ``ast`` from every ``.py`` file under ``ivy/`` (nothing is imported):
an edge for every ``import ivy...`` / ``from ...`` statement, relative ones resolved, to the module
imported (``from . import x`` names the submodule ``x`` where there is one, else the package).
Dynamic imports (``importlib.import_module(f"ivy.backends.{name}")``, how ``_backend`` loads the
kernels) are not edges: the loader names the modules it loads at run time, never at import.
Imports under ``if TYPE_CHECKING:`` never run and are left out.

``ivy/frontends/`` is a separate layer above ivy-core (NumPy / PyTorch / JAX / TensorFlow APIs
re-created on Ivy, imported on first use): nothing of ivy-core imports it at module level, the
backends and the rules import none of it, and its own modules are held to the same two rules as
ivy-core's: no import cycle (the graph checked is ivy-core's and the frontends' modules together),
no import of an ivy module inside a function unless ``ALLOWED_FRONTEND_IN_FUNCTION`` lists it. (A
class whose methods are the frontend's functions, ``torch.Tensor``, ``numpy.ndarray``,
``jax.Array``, has them attached by a module the package imports, which imports the class's
module and the function modules; the class's module imports none of them.)

The test fails on any new cycle or import inside a function that points at an ivy module: fix it,
or add it to the allowed sets below with the reason it has to be lazy.
"""

from __future__ import annotations

import ast
import pathlib

import ivy

ROOT = pathlib.Path(ivy.__file__).parent
FRONTENDS = "ivy.frontends"

# --- what is still allowed ------------------------------------------------------------------------
# Strongly connected components of the module-level graph among ivy-core's modules: none. (The
# last one went with issue 25: the container, the stateful modules, the graph tracer and the
# paper's aliases called Ivy's functions through the root namespace, ``import ivy as _ivy``, while
# the root imports them; they import each function's ``functional/`` module now, and look a
# function up by name in the registry, ``_rules.specs.SPECS``.)
ALLOWED_CYCLES: set = set()

# (importing module, imported module) for the imports placed inside a function, with the reason.
# ivy-core's:
ALLOWED_IN_FUNCTION = {
    # heavy optional parts, imported on first use
    ("ivy._array", "ivy.array_api"): "ivy.array_api on first use of an ivy.Array's namespace",
    ("ivy.distributed", "ivy.distributed._jax"): "a framework's engine when it is asked for",
    ("ivy.distributed", "ivy.distributed._tensorflow"): "a framework's engine when it is asked for",
    ("ivy.distributed", "ivy.distributed._torch"): "a framework's engine when it is asked for",
    ("ivy.distributed", "ivy._backend"): "ivy.distributed is imported lazily itself (ivy.__getattr__)",
    ("ivy._diagnose", "ivy._backend"): "the error path reads the backend set; _backend imports "
                                       "_diagnose",
    ("ivy.graph._graph", "ivy.frontends.jax.array"): "the JAX frontend (a layer above) on first use",
    ("ivy.graph._graph", "ivy.frontends.jax.lax"): "the JAX frontend (a layer above) on first use",
    ("ivy.graph._graph", "ivy.frontends.torch.tensor"): "the PyTorch frontend (a layer above) on "
                                                        "first use",
    ("ivy.graph._aten", "ivy.frontends.torch"): "the PyTorch frontend (a layer above) on first use",
    ("ivy.graph._coverage", "ivy.frontends.tensorflow.raw_ops"): "the TensorFlow frontend (a layer "
                                                                  "above) when the page is made",
    ("ivy.graph._from_tf", "ivy.frontends.tensorflow.raw_ops"): "the TensorFlow frontend (a layer "
                                                                "above) on first use",
    ("ivy.graph._graph", "ivy.frontends.tensorflow.raw_ops"): "the TensorFlow frontend (a layer "
                                                              "above) on first use",
    ("ivy.graph._graph", "ivy.frontends.tensorflow.tensor"): "the TensorFlow frontend (a layer "
                                                             "above) on first use",
    ("ivy.graph._from_numpy", "ivy.frontends.numpy"): "the NumPy frontend (a layer above) on "
                                                      "first use",
    ("ivy.graph._from_numpy", "ivy.frontends.numpy._ndarray"): "the NumPy frontend (a layer "
                                                               "above) on first replay",
    ("ivy._replay", "ivy.graph._from_ivy"): "ivy.compile on NumPy: the tracer on first trace",
    ("ivy._replay", "ivy.graph._source"): "ivy.compile on NumPy: the emitter on first trace",
    ("ivy.graph._source", "ivy.graph._from_ivy"): "to_source lowers a graph through Ivy's "
                                                  "tracer where an op has no emitter (a cycle "
                                                  "otherwise: the tracer builds graphs)",
    ("ivy.graph._from_ivy", "ivy.backends.jax.random"): "Ivy's JAX key state around a trace "
                                                        "(imports JAX: only when tracing)",
    ("ivy.functional.general", "ivy.backends.tensorflow.general"): "imports TensorFlow: graph-mode "
                                                                   "shapes only",
}

# the frontends': none. (The last ones went with issue 25: 89 imports inside functions, most of
# them dodging the two cycles among the frontends' modules, ``numpy._indexing`` <-> ``_ndarray`` and
# ten ``torch`` modules around ``tensor`` <-> ``_tensor_methods``.) Imports of the frameworks
# themselves (``numpy`` for printing, ``ml_dtypes``) are not edges of this graph.
ALLOWED_FRONTEND_IN_FUNCTION: dict = {}

# the layer below the kernels and the API: what its modules may import of ivy
RULES_MAY_IMPORT = ("ivy.errors", "ivy.dtypes", "ivy.types", "ivy._rules")


# --- the graph ------------------------------------------------------------------------------------
def _module_name(path):
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in ROOT.rglob("*.py")}


def _resolve(name):
    """The ivy module ``name`` is, or the nearest package above it (``from .x import attr``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _is_type_checking(node):
    t = node.test
    return isinstance(node, ast.If) and (getattr(t, "id", None) == "TYPE_CHECKING"
                                         or getattr(t, "attr", None) == "TYPE_CHECKING")


def _imports(module, path):
    """``[(imported module, inside a function?, line)]`` for ``module``'s imports of ivy."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.split(".")[0] == "ivy" and _resolve(alias.name):
                        found.append((_resolve(alias.name), in_function, child.lineno))
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package[:len(package) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                if target.split(".")[0] == "ivy":
                    for alias in child.names:
                        sub = f"{target}.{alias.name}"
                        found.append((sub if sub in MODULES else _resolve(target), in_function,
                                      child.lineno))
            visit(child, in_function or isinstance(
                child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(tree, False)
    return [(t, f, line) for t, f, line in found if t is not None and t != module]


IMPORTS = {m: _imports(m, p) for m, p in MODULES.items()}


def _is_frontend(module):
    return module == FRONTENDS or module.startswith(FRONTENDS + ".")


def _core(module):
    return not _is_frontend(module)


def _cycles(graph):
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(graph[w])))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    component = set()
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.add(w)
                        if w == v:
                            break
                    if len(component) > 1:
                        out.append(frozenset(component))
    return out


# --- the rules ------------------------------------------------------------------------------------
def test_the_graph_is_read():
    assert len(MODULES) > 100 and "ivy._rules.owners" in MODULES
    assert ("ivy._rules.cache", False) in {(t, f) for t, f, _ in IMPORTS["ivy._rules.layout"]}


def test_backends_import_neither_the_api_nor_the_container():
    bad = [f"{m}:{line} imports {t}" for m, imports in IMPORTS.items()
           if m.startswith("ivy.backends") for t, _, line in imports
           if t.startswith(("ivy.functional", "ivy.container", "ivy.dispatch", "ivy.stateful",
                            "ivy.array_api", FRONTENDS))]
    assert not bad, "a backend reaches above itself:\n" + "\n".join(bad)


def test_rules_import_only_below_themselves():
    def allowed(t):
        return any(t == a or t.startswith(a + ".") for a in RULES_MAY_IMPORT)

    bad = [f"{m}:{line} imports {t}" for m, imports in IMPORTS.items()
           if m.startswith("ivy._rules") for t, _, line in imports if not allowed(t)]
    assert not bad, "ivy/_rules/ imports above itself:\n" + "\n".join(bad)


def test_frontends_are_a_layer_above_the_core():
    bad = [f"{m}:{line} imports {t}" for m, imports in IMPORTS.items() if _core(m)
           for t, in_function, line in imports if _is_frontend(t) and not in_function]
    assert not bad, "ivy-core imports a frontend at module level:\n" + "\n".join(bad)


def test_no_new_import_cycle():
    """Over ivy-core's and the frontends' modules together."""
    graph = {m: sorted({t for t, in_function, _ in imports if not in_function})
             for m, imports in IMPORTS.items()}
    found = set(_cycles(graph))
    new = [sorted(c) for c in found - ALLOWED_CYCLES]
    gone = [sorted(c) for c in ALLOWED_CYCLES - found]
    assert not new, f"new import cycle(s) among ivy-core's or the frontends' modules: {new}"
    assert not gone, f"a cycle is gone or changed: update ALLOWED_CYCLES: {gone}"


def test_no_new_import_inside_a_function():
    found = {(m, t) for m, imports in IMPORTS.items() if _core(m)
             for t, in_function, _ in imports if in_function}
    new = sorted(found - set(ALLOWED_IN_FUNCTION))
    gone = sorted(set(ALLOWED_IN_FUNCTION) - found)
    where = {(m, t): line for m, imports in IMPORTS.items() for t, f, line in imports if f}
    assert not new, ("imports of ivy modules placed inside a function (import at module level, "
                     "or list it in ALLOWED_IN_FUNCTION with the reason):\n"
                     + "\n".join(f"{m}:{where[m, t]} -> {t}" for m, t in new))
    assert not gone, f"no longer imported inside a function: remove from ALLOWED_IN_FUNCTION: {gone}"


def test_no_new_import_inside_a_function_in_the_frontends():
    found = {(m, t) for m, imports in IMPORTS.items() if _is_frontend(m)
             for t, in_function, _ in imports if in_function}
    new = sorted(found - set(ALLOWED_FRONTEND_IN_FUNCTION))
    gone = sorted(set(ALLOWED_FRONTEND_IN_FUNCTION) - found)
    where = {(m, t): line for m, imports in IMPORTS.items() for t, f, line in imports if f}
    assert not new, ("frontend imports of ivy modules placed inside a function (import at module "
                     "level, or list it in ALLOWED_FRONTEND_IN_FUNCTION with the reason: a heavy "
                     "framework, or another framework's frontend):\n"
                     + "\n".join(f"{m}:{where[m, t]} -> {t}" for m, t in new))
    assert not gone, ("no longer imported inside a function: remove from "
                      f"ALLOWED_FRONTEND_IN_FUNCTION: {gone}")
