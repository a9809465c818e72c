"""``ivy.Container``: nested mappings of arrays (see :mod:`ivy.container.base`).

Modules: ``base`` (the class: access, key chains, map, combine), ``ops`` (leaf-wise operators),
``summary`` (shapes, dtypes, printing, conversions), ``io`` (save/load as ``.npz``).
"""

from .base import Container

__all__ = ["Container"]
