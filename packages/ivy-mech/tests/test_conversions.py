"""The pairwise converters are plain code: generated files in sync with their generator, every
chain of primitives a shortest one, every public function an ordinary ``def`` in a source file.

The generator is ``packages/ivy-mech/tools/generate_conversions.py``; after changing it (or the
primitives of ``_rotation.py``), rerun it: ``python packages/ivy-mech/tools/generate_conversions.py``.
"""

import ast
import importlib.util
import inspect
import itertools
from pathlib import Path

import ivy_mech
import pytest
from ivy_mech import _rotation, orientation, pose

TOOL = Path(__file__).resolve().parents[1] / "tools" / "generate_conversions.py"
SOURCE = Path(ivy_mech.__file__).resolve().parent


def _load_generator():
    spec = importlib.util.spec_from_file_location("generate_conversions", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gen = _load_generator()
ROTATIONS = list(gen.REPRESENTATIONS)
POSES = list(gen.POSES)
SHORT = {rep: v[0] for rep, v in gen.REPRESENTATIONS.items()}
ROTATION_PAIRS = list(itertools.permutations(ROTATIONS, 2))
POSE_PAIRS = list(itertools.permutations(POSES, 2))


def test_generated_files_in_sync():
    """The committed ``_convert_from_*.py`` are exactly the generator's output (rerun it:
    ``python packages/ivy-mech/tools/generate_conversions.py``)."""
    files = gen.render()
    assert Path(gen.PACKAGE).resolve() == SOURCE
    stale = [p.name for p, text in files.items() if not p.exists() or p.read_text() != text]
    assert stale == [], f"stale generated files {stale}: run {gen.COMMAND}"
    extra = {p.name for p in SOURCE.glob("_convert_from_*.py")} - {p.name for p in files}
    assert extra == set(), f"files no longer generated: {sorted(extra)}"


def test_every_pair_has_a_converter():
    """Every ordered pair of rotation (pose) representations has its converter in
    ``ivy_mech.orientation`` (``ivy_mech.pose``), the same object as ``ivy_mech.<name>``."""
    for module, pairs in ((orientation, ROTATION_PAIRS), (pose, POSE_PAIRS)):
        for src, dst in pairs:
            name = f"{src}_to_{dst}"
            assert name in module.__all__, name
            assert getattr(module, name) is getattr(ivy_mech, name)


def _edges():
    """``{(a, b): name}``: the graph of the primitives ``a2b`` that ``_rotation`` defines."""
    names = [n for n in dir(_rotation) if callable(getattr(_rotation, n))]
    return gen.primitive_edges(names)


def test_edge_graph_covers_the_primitives():
    edges = _edges()
    assert set(edges.values()) == set(gen.rotation_edges().values())
    # the graph is connected both ways: from any representation, every other is reachable
    for short in SHORT.values():
        assert set(gen.shortest_chains(edges, short)) == set(SHORT.values())


def _written_chain(fn, start):
    """The primitives ``R.<name>`` that ``fn``'s source applies to the variable ``start``, in
    order (``R.b2c(R.a2b(start))`` gives ``["a2b", "b2c"]``); asserts no other primitive is
    called."""
    tree = ast.parse(inspect.getsource(fn))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
             and n.func.value.id == "R"]
    chains = []
    for call in calls:
        chain, node = [], call
        while isinstance(node, ast.Call) and node in calls:
            chain.append(node.func.attr)
            node = node.args[0]
        if isinstance(node, ast.Name) and node.id == start:
            chains.append(chain[::-1])
    longest = max(chains, key=len, default=[])
    assert len(longest) == len(calls), f"{fn.__name__}: primitives called off the chain"
    return longest


def _check_chain(name, chain, src, dst, edges):
    by_name = {v: k for k, v in edges.items()}
    node = SHORT[src]
    for step in chain:
        assert step in by_name, f"{name}: {step} is not a primitive edge"
        a, b = by_name[step]
        assert a == node, f"{name}: {step} does not continue the chain at {node}"
        node = b
    assert node == SHORT[dst], f"{name}: the chain ends at {node}, not {SHORT[dst]}"
    shortest = gen.shortest_chains(edges, SHORT[src])[SHORT[dst]]
    assert len(chain) == len(shortest), f"{name}: {chain} is longer than {shortest}"


@pytest.mark.parametrize("src,dst", ROTATION_PAIRS)
def test_rotation_chain_is_shortest(src, dst):
    name = f"{src}_to_{dst}"
    fn = getattr(ivy_mech, name)
    arg = next(iter(inspect.signature(fn).parameters))
    _check_chain(name, _written_chain(fn, arg), src, dst, _edges())


@pytest.mark.parametrize("src,dst", POSE_PAIRS)
def test_pose_chain_is_shortest(src, dst):
    name = f"{src}_to_{dst}"
    fn = getattr(ivy_mech, name)
    _check_chain(name, _written_chain(fn, "rotation"), gen.POSES[src][0], gen.POSES[dst][0],
                 _edges())


def test_public_functions_are_plain_defs():
    """Every public function is a ``def`` of its own name in a source file of the package (no
    function made from text at import), and no module runs ``exec`` / ``compile``."""
    functions = [n for n in ivy_mech.__all__ if inspect.isfunction(getattr(ivy_mech, n))]
    assert len(functions) == len(ivy_mech.__all__) - 1  # all but CONVENTIONS
    for name in functions:
        fn = getattr(ivy_mech, name)
        path = Path(inspect.getsourcefile(fn)).resolve()
        assert path.parent == SOURCE and Path(fn.__code__.co_filename).resolve() == path, name
        assert inspect.getsource(fn).startswith(f"def {name}("), name
        assert f"\ndef {name}(" in path.read_text(), name
        assert inspect.getdoc(fn), name
    for path in SOURCE.glob("*.py"):
        tree = ast.parse(path.read_text())
        called = {n.func.id for n in ast.walk(tree)
                  if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        assert not called & {"exec", "eval", "compile", "globals"}, path.name
