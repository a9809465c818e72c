"""``torch.nn`` of the frontend: ``functional`` (the layers as functions)."""

from . import functional

__all__ = ["functional"]
