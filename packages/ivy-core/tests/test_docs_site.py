"""The documentation site's API reference documents every public name of every package.

Runs without mkdocs (the test sessions do not install it): mkdocs.yml's nav names the reference
pages, ``docs/api/<package>.md``; their ``::: identifier`` blocks (mkdocstrings) name what is
rendered, and the ivy-core page's function categories come from the build hook
``docs/_hooks/reference.py`` (the one list of them). Which names a ``::: module`` block renders is
read from the module's source, statically, as griffe reads it for the site: the module's
``__all__`` (names bound in the module by a def, class, assignment or import) where it has one,
else its top-level definitions without a leading underscore. A package's public names are its
``__all__`` at run time, else (ivy) every attribute without a leading underscore that is not a
module. ``nox -s docs`` builds the site itself (``mkdocs build --strict``).
"""

import ast
import importlib
import importlib.util
import re
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs"
PACKAGES = {"ivy-core": "ivy", "ivy-mech": "ivy_mech", "ivy-vision": "ivy_vision",
            "ivy-robot": "ivy_robot", "ivy-gym": "ivy_gym", "ivy-builder": "ivy_builder"}
_BLOCK = re.compile(r"^::: *([\w.]+) *$")
_MEMBERS = re.compile(r"^ +members: *(.*?) *$")
_TABLE_NAME = re.compile(r"^\| *`([\w.]+)` *\|")


def _hook():
    spec = importlib.util.spec_from_file_location("_docs_reference_hook", DOCS / "_hooks" / "reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def api_pages():
    """``{page path: Markdown as the build sees it}`` for the docs/api pages in mkdocs.yml's nav."""
    nav = (ROOT / "mkdocs.yml").read_text()
    hook = _hook()
    pages = {}
    for page in sorted((DOCS / "api").glob("*.md")):
        rel = page.relative_to(DOCS).as_posix()
        if re.search(rf":\s*{re.escape(rel)}\s*$", nav, re.MULTILINE):
            pages[rel] = hook.on_page_markdown(page.read_text(), page=None)
    return pages


def documented(pages):
    """``[(identifier, names or None)]``: each ``:::`` block with the names of its ``members:``
    option (None: no such option; an empty list: ``members: false``), plus ``(name, None)`` for
    each name in the first column of a table on the pages."""
    blocks = []
    for text in pages.values():
        lines = text.splitlines()
        for i, line in enumerate(lines):
            if table := _TABLE_NAME.match(line):
                blocks.append((table.group(1), None))
            if not (block := _BLOCK.match(line)):
                continue
            members = None
            j = i + 1
            while j < len(lines) and lines[j].startswith(" ") and lines[j].strip():
                if option := _MEMBERS.match(lines[j]):
                    value = option.group(1)
                    if value == "false":
                        members = []
                    elif value.startswith("[") and value.endswith("]"):
                        members = [m.strip() for m in value[1:-1].split(",") if m.strip()]
                    else:  # the test reads only these two forms
                        raise AssertionError(f"{block.group(1)}: write members as false or [a, b]")
                j += 1
            blocks.append((block.group(1), members))
    return blocks


def _source(identifier):
    """The source file of module ``identifier`` (e.g. ivy.functional.elementwise), or None."""
    top, *rest = identifier.split(".")
    dist = next((d for d, m in PACKAGES.items() if m == top), None)
    if dist is None:
        return None
    base = ROOT / "packages" / dist / "src" / top
    base = base.joinpath(*rest)
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def _static_all(tree, identifier):
    """The module's ``__all__`` as written (literal strings and ``*sub.__all__`` of submodules),
    or None when it has none."""
    names = None

    def strings(node):
        if isinstance(node, (ast.List, ast.Tuple)):
            out = []
            for elt in node.elts:
                if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                    out.append(elt.value)
                elif isinstance(elt, ast.Starred):
                    out += strings(elt.value)
                else:
                    raise AssertionError(f"{identifier}: __all__ entry {ast.unparse(elt)} not read")
            return out
        if isinstance(node, ast.Attribute) and node.attr == "__all__" and isinstance(node.value, ast.Name):
            return rendered_names(f"{identifier}.{node.value.id}", only_all=True)
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "list" and len(node.args) == 1:
            return strings(node.args[0])
        raise AssertionError(f"{identifier}: __all__ = {ast.unparse(node)} is not read by this test")

    for stmt in tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [getattr(stmt, "target", None)]
        if not any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            continue
        if isinstance(stmt, ast.AugAssign):
            names = (names or []) + strings(stmt.value)
        elif stmt.value is not None:
            names = strings(stmt.value)
    return names


def rendered_names(identifier, only_all=False):
    """The public names a ``::: identifier`` block renders for module ``identifier``, read from
    its source; None if ``identifier`` is not a module of ours."""
    path = _source(identifier)
    if path is None:
        return None
    tree = ast.parse(path.read_text())
    defined, bound = set(), set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            defined.add(stmt.name)
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            defined |= {t.id for t in targets if isinstance(t, ast.Name)}  # griffe: no unpacking
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            bound |= {(a.asname or a.name).split(".")[0] for a in stmt.names if a.name != "*"}
    exported = _static_all(tree, identifier)
    if exported is not None:
        return [n for n in exported if n in defined | bound]
    if only_all:
        raise AssertionError(f"{identifier} has no __all__ to expand")
    return sorted(n for n in defined if not n.startswith("_"))


def covered(pages, module):
    """Names of package ``module`` (e.g. ivy_mech) that the pages render."""
    names = set()
    for identifier, members in documented(pages):
        if identifier != module and not identifier.startswith(module + "."):
            continue
        if members is not None:
            names |= set(members) if identifier == module else set()
            continue
        rendered = rendered_names(identifier)
        if rendered is None:  # an object, not a module: `::: ivy.set_backend`, a table's `ivy.pi`
            names.add(identifier.rsplit(".", 1)[-1])
        else:
            names |= set(rendered)
    return names


def public_names(module):
    """The package's public names at run time."""
    exported = getattr(module, "__all__", None)
    if exported is not None:
        return set(exported)
    return {n for n in dir(module)
            if not n.startswith("_") and not isinstance(getattr(module, n), types.ModuleType)}


def missing(pages, dist):
    module = importlib.import_module(PACKAGES[dist])
    return sorted(public_names(module) - covered(pages, PACKAGES[dist]))


@pytest.mark.parametrize("dist", sorted(PACKAGES))
def test_every_package_has_a_reference_page(dist):
    assert f"api/{dist}.md" in api_pages(), f"docs/api/{dist}.md is missing or not in mkdocs.yml's nav"
    assert (DOCS / "packages" / f"{dist}.md").is_file()


@pytest.mark.parametrize("dist", sorted(PACKAGES))
def test_every_public_name_is_in_the_reference(dist):
    pytest.importorskip(PACKAGES[dist])
    absent = missing(api_pages(), dist)
    assert not absent, (f"{dist}: public names in no documented module of docs/api/{dist}.md "
                        f"(add a ::: block for their module): {absent}")


def test_every_documented_identifier_exists():
    """A ``:::`` block or table entry naming nothing of ours would be a dead entry (mkdocstrings
    fails the build on a block; a table would just be wrong): fail here first."""
    for identifier, members in documented(api_pages()):
        module = importlib.import_module(identifier.split(".")[0])
        if rendered_names(identifier) is None:  # an object: it must exist at run time
            obj = module
            for part in identifier.split(".")[1:]:
                assert hasattr(obj, part), f"{identifier}: no such name"
                obj = getattr(obj, part)
        for name in members or []:
            assert hasattr(importlib.import_module(identifier), name), f"{identifier}.{name}: no such name"


def test_the_check_fails_when_a_package_or_module_is_left_out():
    pages = api_pages()
    without_mech = {p: t for p, t in pages.items() if p != "api/ivy-mech.md"}
    assert "quaternion_to_euler" in missing(without_mech, "ivy-mech")
    block = f"::: {_hook().modules_of('elementwise')[0]}\n"
    assert any(block in t for t in pages.values())
    without_elementwise = {p: t.replace(block, "") for p, t in pages.items()}
    assert {"add", "multiply"} <= set(missing(without_elementwise, "ivy-core"))
