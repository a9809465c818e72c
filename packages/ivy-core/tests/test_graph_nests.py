"""Captures of PyTorch and TensorFlow programs that take and return nests (dicts, lists, tuples;
a mapping result such as Hugging Face's ``ModelOutput`` comes back as a dict): the graph takes
the same nests and gives the framework's own results in the same structure, also through
``ivy.transpile`` and ``Graph.to_source``. Each framework's captures run in its own session."""

from __future__ import annotations

from collections import OrderedDict

import ivy
import numpy as np
import pytest
from _harness import BACKEND

RNG = np.random.default_rng(3)
X = RNG.normal(size=(2, 3)).astype("float32")
Y = RNG.normal(size=(3,)).astype("float32")


def _same(got, ref):
    """``got`` (NumPy arrays) has ``ref``'s structure and values."""
    if isinstance(ref, dict):
        assert type(got) is dict and sorted(got) == sorted(ref)
        for k in ref:
            _same(got[k], ref[k])
    elif isinstance(ref, (list, tuple)):
        assert type(got) is type(ref) and len(got) == len(ref)
        for g, r in zip(got, ref):
            _same(g, r)
    else:
        np.testing.assert_allclose(ivy.to_numpy(got), ref, rtol=1e-6, atol=1e-6)


def _program(fw):
    """``f(d)`` of a dict, returning an ordered mapping with a tuple inside (written in the
    framework ``fw``), and the same in NumPy."""
    def f(d):
        return OrderedDict(z=fw.sin(d["x"]) * 2.0, a=(d["y"] + 1.0, [d["x"] * d["y"]]))

    def reference(d):
        return {"z": np.sin(d["x"]) * 2.0, "a": (d["y"] + 1.0, [d["x"] * d["y"]])}

    return f, reference


@pytest.mark.skipif(BACKEND != "torch", reason="PyTorch captures: the torch session")
def test_torch_program_with_nests():
    import torch

    f, reference = _program(torch)
    args = {"x": X, "y": Y}
    graph = ivy.trace_graph(f, args, source="torch")
    ref = reference(args)
    _same(graph(args), ref)
    namespace = {}
    exec(graph.to_source("numpy"), namespace)  # noqa: S102 - the graph's own source
    _same(namespace["forward"](*[args[k] for k in sorted(args)]), ref)
    with pytest.raises(ivy.IvyValueError, match="structured as"):
        graph(X, Y)
    module = torch.nn.Linear(3, 2)
    trained = ivy.trace_graph(lambda d: {"out": module(d["x"])}, {"x": X}, source="torch")
    with torch.no_grad():
        _same(trained({"x": X}), {"out": module(torch.from_numpy(X)).numpy()})


@pytest.mark.skipif(BACKEND != "tensorflow", reason="TensorFlow captures: the tensorflow session")
def test_tensorflow_program_with_nests():
    import tensorflow as tf

    f, reference = _program(tf.math)
    args = {"x": X, "y": Y}
    ref = reference(args)
    graph = ivy.trace_graph(f, args, source="tensorflow")
    _same(graph(args), ref)
    _same(ivy.transpile(f, args, source="tensorflow", to="numpy")(args), ref)
