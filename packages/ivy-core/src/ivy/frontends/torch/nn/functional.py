"""``torch.nn.functional`` of the frontend."""

from __future__ import annotations

#: names of ``torch.nn.functional`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {}
#: functions written as a composition of several Ivy functions
COMPOSED: frozenset = frozenset()

__all__: list = []
