"""Core ATen's backward operators, ``_embedding_bag`` and the random operators
(``ivy.graph._aten_grad``): each case is a tiny PyTorch function calling the ATen operator,
exported by ``torch.export``; the test checks the exported graph holds the operator, then replays
the graph with Ivy on PyTorch and on NumPy (the backward operators are closed forms, no autodiff)
and compares with PyTorch (relative 1e-5), ``None`` outputs (``output_mask``) staying ``None``.
The random operators are checked by their law: shape, dtype, support, moments, and two replays
drawing different numbers. Captures need PyTorch: the torch session.
"""

import importlib.util

import ivy.graph
import numpy as np
import pytest
from _aten_replay import check_replays_like_pytorch, close, run_torch
from _harness import BACKEND
from ivy.graph._aten import ATEN

HAS_TORCH = BACKEND == "torch" and importlib.util.find_spec("torch") is not None
pytestmark = pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
RNG = np.random.default_rng(0)


def _x(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _cases():
    import torch  # noqa: PLC0415

    aten = torch.ops.aten
    c = {}
    c["conv"] = (lambda g, x, w: aten.convolution_backward.default(
        g, x, w, [4], [2, 1], [1, 0], [1, 2], False, [0, 0], 2, [True, True, True]),
        [_x(2, 4, 3, 3), _x(2, 6, 6, 5), _x(4, 3, 3, 2)], ["convolution_backward.default"])
    c["conv_masked_transposed_1d"] = (lambda g, x, w: aten.convolution_backward.default(
        g, x, w, [6], [2], [1], [1], True, [1], 3, [True, True, False])[:2],
        [_x(2, 6, 8), _x(2, 3, 4), _x(3, 2, 3)], ["convolution_backward.default"])
    c["avg_pool2d"] = (lambda g1, g2, x: (
        aten.avg_pool2d_backward.default(g1, x, [3, 2], [2, 1], [1, 1], True, False, None),
        aten.avg_pool2d_backward.default(g2, x, [2, 2], [2, 2], [1, 0], False, True, None),
        aten.avg_pool2d_backward.default(g2, x, [2, 2], [2, 2], [1, 0], False, True, 3)),
        [_x(2, 3, 4, 7), _x(2, 3, 4, 3), _x(2, 3, 6, 6)], ["avg_pool2d_backward.default"])
    c["max_pool2d"] = (lambda x, g: aten.max_pool2d_with_indices_backward.default(
        g, x, [3, 2], [2, 1], [1, 1], [1, 2], True,
        aten.max_pool2d_with_indices.default(x, [3, 2], [2, 1], [1, 1], [1, 2], True)[1]),
        [_x(2, 3, 6, 7), _x(2, 3, 4, 7)], ["max_pool2d_with_indices_backward.default",
                                           "max_pool2d_with_indices.default"])
    c["max_pool2d_indices"] = (lambda x: (*torch.nn.functional.max_pool2d(
        x, 2, return_indices=True), *torch.nn.functional.max_pool2d(
        x[0], 3, 2, 1, 2, True, True)), [_x(2, 2, 5, 6)], ["max_pool2d_with_indices.default"])
    c["adaptive_avg_pool2d"] = (lambda g, x: aten._adaptive_avg_pool2d_backward.default(g, x),
                                [_x(2, 3, 3, 4), _x(2, 3, 7, 6)],
                                ["_adaptive_avg_pool2d_backward.default"])
    idx, off = np.array([1, 2, 4, 5, 4, 3, 2, 0, 2]), np.array([0, 2, 2, 5, 9])
    for mode in (0, 1, 2):
        c[f"embedding_bag_{mode}"] = (lambda w, i, o, m=mode: (
            *aten._embedding_bag.default(w, i, o[:-1], False, m),
            *aten._embedding_bag.default(w, i, o, False, m, False, None, True, 2)),
            [_x(6, 3), idx, off], ["_embedding_bag.default"])
    torch.manual_seed(0)
    c["embedding_bag_module"] = (torch.nn.EmbeddingBag(6, 3, mode="max", padding_idx=2),
                                 [idx, off[:-1]], ["_embedding_bag.default"])
    c["embedding_bag_weights"] = (lambda w, i, o, p: aten._embedding_bag.default(
        w, i, o, False, 0, False, p)[0], [_x(6, 3), idx, off[:-1], _x(9)],
        ["_embedding_bag.default"])
    return c


# the names of _cases() (collected without PyTorch too)
CASES = ["conv", "conv_masked_transposed_1d", "avg_pool2d", "max_pool2d", "max_pool2d_indices",
         "adaptive_avg_pool2d", "embedding_bag_0", "embedding_bag_1", "embedding_bag_2",
         "embedding_bag_module", "embedding_bag_weights"]


@pytest.mark.parametrize("name", CASES)
def test_operator_replays_like_pytorch(name):
    fn, inputs, ops = _cases()[name]
    check_replays_like_pytorch(fn, inputs, ops)


def test_random_operators_draw_from_pytorchs_laws():
    import torch  # noqa: PLC0415

    def draw(x):
        return (torch.rand(400, 50) + x, torch.randn(400, 50, dtype=torch.float64),
                torch.randperm(7), torch.randperm(5, dtype=torch.int32))

    graph = ivy.graph.trace_graph(draw, np.zeros((), np.float32), source="torch")
    present = {n.op for n in graph.nodes}
    assert {"aten.rand.default", "aten.randn.default", "aten.randperm.default"} <= present
    first = [np.asarray(o) for o in graph(np.zeros((), np.float32))]
    second = [np.asarray(o) for o in graph(np.zeros((), np.float32))]
    u, z, p, q = first
    assert (u.shape, u.dtype, z.shape, z.dtype) == ((400, 50), np.float32, (400, 50), np.float64)
    assert (p.dtype, q.dtype) == (np.int64, np.int32)
    assert u.min() >= 0 and u.max() < 1 and abs(u.mean() - 0.5) < 0.01
    assert abs(u.var() - 1 / 12) < 0.005
    assert abs(z.mean()) < 0.02 and abs(z.std() - 1) < 0.02
    assert sorted(p.tolist()) == list(range(7)) and sorted(q.tolist()) == list(range(5))
    assert not np.array_equal(u, second[0]) and not np.array_equal(z, second[1])


# --- operators torch.export's default decompositions lower further (the normalisations' and the
# embedding's backward): a program captured with another decomposition table keeps them, so each
# is checked as a one-node graph against the ATen operator itself
def _direct():
    import torch  # noqa: PLC0415

    x, w, b = _x(2, 3, 4), _x(3, 4), _x(3, 4)
    _, mean, rstd = (v.numpy() for v in torch.ops.aten.native_layer_norm.default(
        torch.as_tensor(x), [3, 4], torch.as_tensor(w), torch.as_tensor(b), 1e-5))
    gx, gw, gb = _x(2, 6, 2, 3), _x(6), _x(6)
    _, gmean, grstd = (v.numpy() for v in torch.ops.aten.native_group_norm.default(
        *map(torch.as_tensor, (gx, gw, gb)), 2, 6, 6, 3, 1e-5))
    i = np.array([[1, 2, 1], [5, 2, 1]])
    return {
        "layer_norm": ("native_layer_norm_backward.default",
                       {"grad_out": _x(2, 3, 4), "input": x, "mean": mean, "rstd": rstd,
                        "weight": w, "bias": b},
                       {"normalized_shape": [3, 4], "output_mask": [True, True, True]}),
        "layer_norm_masked": ("native_layer_norm_backward.default",
                              {"grad_out": _x(2, 3, 4), "input": x, "mean": mean, "rstd": rstd},
                              {"normalized_shape": [3, 4], "weight": None, "bias": None,
                               "output_mask": [True, False, False]}),
        "group_norm": ("native_group_norm_backward.default",
                       {"grad_out": _x(2, 6, 2, 3), "input": gx, "mean": gmean, "rstd": grstd,
                        "weight": gw},
                       {"N": 2, "C": 6, "HxW": 6, "group": 3,
                        "output_mask": [True, True, True]}),
        "group_norm_masked": ("native_group_norm_backward.default",
                              {"grad_out": _x(2, 6, 2, 3), "input": gx, "mean": gmean,
                               "rstd": grstd, "weight": gw},
                              {"N": 2, "C": 6, "HxW": 6, "group": 3,
                               "output_mask": [False, True, False]}),
        "embedding": ("embedding_dense_backward.default", {"grad_output": _x(2, 3, 4),
                                                           "indices": i},
                      {"num_weights": 6, "padding_idx": -1, "scale_grad_by_freq": False}),
        "embedding_scaled": ("embedding_dense_backward.default",
                             {"grad_output": _x(2, 3, 4), "indices": i},
                             {"num_weights": 6, "padding_idx": 2, "scale_grad_by_freq": True}),
        "conv_masked": ("convolution_backward.default",
                        {"grad_output": _x(1, 4, 3, 3), "input": _x(1, 2, 5, 5),
                         "weight": _x(4, 2, 3, 3)},
                        {"bias_sizes": None, "stride": [1, 1], "padding": [0, 0],
                         "dilation": [1, 1], "transposed": False, "output_padding": [0, 0],
                         "groups": 1, "output_mask": [True, False, False]}),
    }


DIRECT = ["layer_norm", "layer_norm_masked", "group_norm", "group_norm_masked", "embedding",
          "embedding_scaled", "conv_masked"]


def test_every_case_is_run():
    assert sorted(CASES) == sorted(_cases()) and sorted(DIRECT) == sorted(_direct())


@pytest.mark.parametrize("case", DIRECT)
def test_operator_as_one_node_replays_like_pytorch(case):
    import torch  # noqa: PLC0415
    from ivy.graph._graph import Builder, Node  # noqa: PLC0415

    op, tensors, params = _direct()[case]
    name, overload = op.rsplit(".", 1)
    want = getattr(getattr(torch.ops.aten, name), overload)(
        **{k: torch.as_tensor(v) for k, v in tensors.items()}, **params)
    want = [None if w is None else w.numpy()
            for w in (want if isinstance(want, tuple) else (want,))]
    b = Builder("torch")
    args = [b.input(v.shape, str(v.dtype)) for v in tensors.values()]
    outs = [(b.new(), () if w is None else w.shape, "float32" if w is None else str(w.dtype))
            for w in want]
    b.nodes.append(Node(f"aten.{op}", args,
                        {**params, "_tensors": [[k, None] for k in tensors]}, outs))
    graph = b.graph([o[0] for o in outs], single=len(outs) == 1)
    for inputs in ([torch.as_tensor(v) for v in tensors.values()], list(tensors.values())):
        out = graph(*inputs)
        for g, w in zip(out if isinstance(out, tuple) else (out,), want):
            close(g.detach().numpy() if isinstance(g, torch.Tensor) else g, w)


def test_max_pool_indices_are_computed_where_the_program_reads_them():
    import torch  # noqa: PLC0415

    x = _x(1, 2, 4, 4)
    for fn, read in ((lambda x: torch.nn.functional.max_pool2d(x, 2), False),
                     (lambda x: torch.nn.functional.max_pool2d(x, 2, return_indices=True)[1],
                      True)):
        graph = ivy.graph.trace_graph(fn, x, source="torch")
        (node,) = [n for n in graph.nodes if n.op == "aten.max_pool2d_with_indices.default"]
        assert node.params.get("_with_indices", False) is read
        close(graph(x), run_torch(fn, [x])[0])


def test_embedding_bag_refuses_per_sample_weights_but_for_a_sum():
    from ivy.errors import IvyValueError  # noqa: PLC0415

    args = (_x(6, 3), np.array([1, 2, 3]), np.array([0, 1]), False, 1, False, _x(3))
    with pytest.raises(IvyValueError, match=r"_embedding_bag.*per_sample_weights.*mode='sum'"):
        ATEN["_embedding_bag.default"](*args)
