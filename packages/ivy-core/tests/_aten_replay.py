"""The check of the Core ATen operator tests (``test_graph_aten.py``,
``test_graph_aten_backward.py``): a tiny PyTorch function exported by ``torch.export`` holds the
operators it is meant to exercise, and its graph replayed with Ivy on PyTorch and on NumPy gives
PyTorch's outputs (relative 1e-5; ``None`` outputs, ATen's undefined tensors, stay ``None``)."""

import ivy.graph
import numpy as np
from ivy.graph._aten import ATEN


def run_torch(fn, inputs):
    """``fn``'s outputs on PyTorch, as NumPy arrays (``None`` kept)."""
    import torch  # noqa: PLC0415

    with torch.no_grad():
        out = fn(*(torch.as_tensor(x) for x in inputs))
    return [None if o is None else o.numpy()
            for o in (out if isinstance(out, tuple) else (out,))]


def close(got, want):
    if want is None:
        assert got is None
        return
    got = np.asarray(got)
    assert got.shape == want.shape, (got.shape, want.shape)
    if want.dtype.kind in "iub":
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def check_replays_like_pytorch(fn, inputs, ops):
    """The capture of ``fn`` holds the ATen overloads ``ops``, each mapped; its replay on PyTorch
    tensors and on NumPy arrays equals PyTorch's outputs."""
    import torch  # noqa: PLC0415

    graph = ivy.graph.trace_graph(fn, *inputs, source="torch")
    present = {n.op for n in graph.nodes}
    assert {f"aten.{o}" for o in ops} <= present, sorted(present)
    assert all(o in ATEN for o in ops)
    want = run_torch(fn, inputs)
    for args in ([torch.as_tensor(x) for x in inputs], list(inputs)):  # PyTorch, then NumPy
        out = graph(*args)
        got = out if isinstance(out, tuple) else (out,)
        assert len(got) == len(want)
        for g, w in zip(got, want):
            close(g.detach().numpy() if isinstance(g, torch.Tensor) else g, w)
