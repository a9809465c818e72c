"""``torch.return_types``: the named tuples of the functions that give values with indices
(``torch.max(x, dim)`` -> ``return_types.max(values, indices)``), as PyTorch prints them."""

from __future__ import annotations

from collections import namedtuple

__all__ = ["aminmax", "cummax", "cummin", "kthvalue", "max", "median", "min", "mode", "sort",
           "topk", "frexp", "triangular_solve", "histogram",
           "histogramdd"]


def _make(name, fields=("values", "indices")):
    cls = namedtuple(name, fields)
    cls.__module__ = "torch.return_types"
    cls.__qualname__ = name
    cls.__repr__ = lambda self: (f"torch.return_types.{name}(\n"
                                 + ",\n".join(f"{f}={v!r}" for f, v in zip(fields, self)) + ")")
    return cls


max = _make("max")  # noqa: A001 - PyTorch's names
min = _make("min")  # noqa: A001
median = _make("median")
mode = _make("mode")
kthvalue = _make("kthvalue")
sort = _make("sort")
topk = _make("topk")
cummax = _make("cummax")
cummin = _make("cummin")
aminmax = _make("aminmax", ("min", "max"))
frexp = _make("frexp", ("mantissa", "exponent"))
triangular_solve = _make("triangular_solve", ("solution", "cloned_coefficient"))
histogram = _make("histogram", ("hist", "bin_edges"))
histogramdd = _make("histogramdd", ("hist", "bin_edges"))
