"""Helpers for the test-suites of Ivy's packages."""

import ast
from pathlib import Path

FRAMEWORKS = frozenset({"numpy", "torch", "jax", "jaxlib", "tensorflow", "mxnet"})


def framework_imports(package_dir) -> list:
    """Return ``"file:line: module"`` for every framework import in a package's sources.

    Ivy's applied libraries compose only ``ivy`` functions; their tests assert this list is empty.

    Example:
        >>> import ivy, pathlib
        >>> ivy.testing.framework_imports(pathlib.Path(ivy.__file__).parent / "functional")
        []
    """
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
