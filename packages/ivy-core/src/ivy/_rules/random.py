"""The global seed state: set by ``ivy.seed`` (``ivy/functional/random.py``), read by the
backends' random kernels."""

from __future__ import annotations

_STATE = {"seed": None, "epoch": 0}  # read by the backends' random kernels
