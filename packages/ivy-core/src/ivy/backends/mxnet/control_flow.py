"""MXNet kernels: control flow as Python branches and loops (no compiler to keep a loop a
loop; see backends/_python_loops.py)."""

from .._python_loops import cond, fori_loop, scan, switch, while_loop

__all__ = ["cond", "fori_loop", "scan", "switch", "while_loop"]
