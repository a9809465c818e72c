"""What ``ivy.transpile`` (``ivy/graph/__init__.py``) does after the capture: the replay of a
graph compiled by the target framework's own compiler.

``ivy.transpile``: capture (``trace_graph``: ``jax.make_jaxpr`` or ``torch.export``), then
replay the graph on the target framework's arrays, compiled by the target's own compiler where
it has one (``jax.jit``, ``tf.function``; ``torch.compile`` on request: its first call compiles
for seconds). The result is a plain function of the target's native arrays returning native
arrays, differentiable by the target's autodiff; its ``graph`` attribute is the captured
``ivy.graph.Graph`` (print it, store it with ``to_json``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ._graph import Graph

TARGETS = ("numpy", "torch", "jax", "tensorflow", "mxnet")


def compiled(graph: Graph, to: str, compile: bool | None) -> Callable[..., Any]:  # noqa: A002
    """``graph`` as the function ``transpile`` returns calls it (compiled or as it is)."""
    if compile is None:
        compile = to in ("jax", "tensorflow")  # noqa: A001 - their compilers cost little
    if not compile or to in ("numpy", "mxnet"):
        return graph
    if to == "jax":
        import jax  # noqa: PLC0415 - the target framework, imported when asked for

        return jax.jit(graph)
    if to == "tensorflow":
        import tensorflow as tf  # noqa: PLC0415

        return tf.function(graph, autograph=False)
    import torch  # noqa: PLC0415

    fast, warm = torch.compile(graph), []

    def run(*arrays, params=None):
        if not warm:  # one eager replay first: the constants (Dynamo cannot follow
            with torch.no_grad():  # torch.as_tensor of some NumPy buffers) and the frontends'
                graph(*arrays, params=params)  # look-up tables are made outside the trace, so
            warm.append(True)  # its guards see them filled: no recompile on the second call
        return fast(*arrays, params=params)

    return run
