"""``Graph.draw``: a captured graph as a matplotlib figure (what ``print(graph)`` lists, as a
picture).

Layered left to right: a value's column is one more than the latest of the values it is made
from (inputs in column 0; constants and parameters are drawn only as a count on the nodes that
read them), nodes stacked in each column in program order, an edge from each argument to its
node, the outputs marked. A control-flow node (``ivy.cond``, ``ivy.while_loop``, ``ivy.scan``)
is one box naming how many sub-graphs it holds. matplotlib is imported when a graph is drawn, on
its own ``Figure`` (no ``pyplot``, no global state).
"""

from __future__ import annotations

from typing import Any

from ..errors import IvyUnsupportedError


def _short(op):
    kind, _, name = op.partition(".")
    if kind == "aten":
        name = name.rsplit(".", 1)[0]  # the overload
    return name or op


def layout(graph):
    """``(boxes, edges)``: ``boxes`` ``[(label, column, row, kind)]`` for the inputs, the nodes and
    the outputs (kind ``"input"`` / ``"node"`` / ``"output"``), ``edges`` ``[(box, box)]`` by box
    index."""
    boxes, edges, where, depth = [], [], {}, {}
    rows: dict[int, int] = {}

    def place(label, col, kind):
        row = rows.get(col, 0)
        rows[col] = row + 1
        boxes.append((label, col, row, kind))
        return len(boxes) - 1

    for i, shape, dtype in graph.inputs:
        where[i], depth[i] = place(f"input {dtype}{list(shape)}", 0, "input"), 0
    for node in graph.nodes:
        known = [a for a in node.args if a in where]
        col = 1 + max((depth[a] for a in known), default=0)
        fixed = len(node.args) - len(known)
        label = _short(node.op) + (f" (+{fixed} const)" if fixed else "")
        if node.graphs:
            label += f" [{len(node.graphs)} sub-graphs]"
        b = place(label, col, "node")
        edges += [(where[a], b) for a in dict.fromkeys(known)]
        for i, _, _ in node.outs:
            where[i], depth[i] = b, col
    last = 1 + max(depth.values(), default=0)
    for k, o in enumerate(graph.outputs):
        b = place(f"output {k}", last, "output")
        if o in where:
            edges.append((where[o], b))
    return boxes, edges


def draw(graph, ax: Any = None, *, title: str | None = None):
    """Draw ``graph`` on ``ax`` (a matplotlib Axes) or on a new ``Figure``; returns the figure."""
    try:
        from matplotlib.figure import Figure  # noqa: PLC0415 - only to draw
    except ImportError as e:
        raise IvyUnsupportedError("ivy.Graph.draw needs matplotlib: pip install matplotlib") from e
    boxes, edges = layout(graph)
    cols = 1 + max(c for _, c, _, _ in boxes)
    rows = 1 + max(r for _, _, r, _ in boxes)
    if ax is None:
        fig = Figure(figsize=(min(2.2 * cols + 1, 60), min(0.55 * rows + 1.2, 40)))
        ax = fig.add_subplot()
    fig = ax.figure
    colours = {"input": "#cfe8ff", "node": "#f4f4f4", "output": "#d8f5d0"}
    pos = [(c, -r) for _, c, r, _ in boxes]
    for a, b in edges:
        (x0, y0), (x1, y1) = pos[a], pos[b]
        ax.annotate("", (x1 - 0.42, y1), (x0 + 0.42, y0),
                    arrowprops={"arrowstyle": "->", "color": "#888888", "lw": 0.7})
    for (label, _, _, kind), (x, y) in zip(boxes, pos):
        ax.text(x, y, label, ha="center", va="center", fontsize=7,
                bbox={"boxstyle": "round,pad=0.25", "fc": colours[kind], "ec": "#555555",
                      "lw": 0.6})
    ax.set_xlim(-0.6, cols - 0.4)
    ax.set_ylim(-rows + 0.4, 0.6)
    ax.set_axis_off()
    ax.set_title(title or f"ivy.Graph from {graph.source or 'jax'}: {len(graph.inputs)} inputs, "
                          f"{len(graph.nodes)} nodes, {len(graph.outputs)} outputs", fontsize=9)
    return fig
