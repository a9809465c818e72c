"""Functions made from source text at run time, for structures known only then: ``_nest``'s
rebuilders of a pytree seen twice, ``ivy.Array``'s operators, ``ivy.array_api``'s wrappers.
(Ivy's public functions are not among them: they are checked-in code, ``ivy/dispatch/``.)"""

from __future__ import annotations

import linecache

# ids of the namespaces of the functions made here and of backend kernels made by
# ``backends/_backend_common.specialise`` (ivy.compile's guard filter on PyTorch tells Ivy's own
# globals from a user's by them)
SCOPES: set = set()


def exec_source(src, filename, g):
    """Run generated source ``src`` in namespace ``g``, its text registered in ``linecache`` under
    ``filename`` so that tracebacks, ``inspect.getsource`` and ``tf.function``'s AutoGraph can
    read the generated functions."""
    SCOPES.add(id(g))
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    exec(compile(src, filename, "exec"), g)  # noqa: S102
