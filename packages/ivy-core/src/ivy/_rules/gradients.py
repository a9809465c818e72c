"""The nesting level of this thread's gradient computations: counted by
``ivy/functional/gradients.py``, read by the kernels that differentiate twice."""

from __future__ import annotations

import threading


class _Depth(threading.local):
    def __init__(self):
        # how many gradient computations of this thread are running (nesting level); an
        # instance attribute from the start: when Dynamo (torch.compile) first made it one in a
        # process, its guard on the attribute failed on the same frame (an AssertionError)
        self.n = 0


_depth = _Depth()
