"""The activations' option checks shared by their definitions and the backends' kernels."""

from __future__ import annotations

from ..errors import IvyValueError
from . import nn as _nn


def softplus_options(beta, threshold):
    """Check ``softplus``'s options (shared by the kernels that take them natively)."""
    if beta is not None:
        _nn.positive("softplus", beta, "beta")
    if threshold is not None and not _nn._number(threshold):
        raise IvyValueError(f"ivy.softplus: threshold must be a Python number, got {threshold!r}")
