"""Core ATen operators of ``ivy.graph._aten.ATEN`` one by one: each case is a tiny PyTorch function
exported by ``torch.export``; the test checks the exported graph contains the operators it is meant
to exercise, then replays the graph with Ivy on PyTorch and on NumPy and compares with PyTorch
(relative 1e-5). Captures need PyTorch: the torch session (every session checks the coverage page,
test_graph_coverage.py, and replays the checked-in fixtures, test_graph_captures.py).
"""

import importlib.util

import numpy as np
import pytest
from _aten_replay import check_replays_like_pytorch, close
from _harness import BACKEND
from ivy.errors import IvyUnsupportedError
from ivy.graph._aten import ATEN

HAS_TORCH = BACKEND == "torch" and importlib.util.find_spec("torch") is not None
pytestmark = pytest.mark.skipif(not HAS_TORCH, reason="captures need PyTorch: the torch session")
RNG = np.random.default_rng(0)


def _x(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def _cases():  # noqa: PLR0915 - one table
    import torch  # noqa: PLC0415

    F = torch.nn.functional  # noqa: N806
    c = {}
    ix = np.array([[0, 2, 1], [1, 0, 0]], np.int64)
    c["trig"] = (lambda x: torch.sin(x) + torch.cos(x) + torch.tan(x) * torch.sinh(x)
                 + torch.cosh(x) + torch.tanh(x) + torch.asinh(x) + torch.atan(x),
                 [_x(2, 3)], ["sin.default", "cos.default", "tan.default", "sinh.default",
                              "cosh.default", "tanh.default", "asinh.default", "atan.default"])
    c["inverse_trig"] = (lambda x: torch.asin(x * 0.5) + torch.acos(x * 0.5)
                         + torch.atanh(x * 0.5) + torch.acosh(x.abs() + 1.5),
                         [_x(2, 3)], ["asin.default", "acos.default", "atanh.default",
                                      "acosh.default"])
    c["activations"] = (lambda x: F.elu(x, 0.7) + F.selu(x) + F.hardtanh(x, -0.5, 0.4)
                        + F.leaky_relu(x, 0.2),
                        [_x(2, 5)], ["elu.default", "hardtanh.default", "leaky_relu.default"])
    c["argmax_argmin"] = (lambda x: (torch.argmax(x, 1), torch.argmin(x, 0, keepdim=True),
                                     torch.argmax(x)),
                          [_x(3, 4)], ["argmax.default", "argmin.default"])
    c["cumsum"] = (lambda x: (torch.cumsum(x, 1), torch.cumsum(x, 0, dtype=torch.float64)),
                   [_x(3, 4)], ["cumsum.default"])
    c["prod"] = (lambda x: (torch.prod(x), torch.prod(x, 1, keepdim=True)),
                 [_x(3, 4)], ["prod.default", "prod.dim_int"])
    c["var"] = (lambda x: (torch.var(x, 1), torch.var(x, (0, 1), correction=0, keepdim=True),
                           torch.var(x, correction=2)),
                [_x(3, 4)], ["var.correction"])
    c["sort_topk"] = (lambda x: (*torch.sort(x, 1, descending=True), *torch.topk(x, 2, 0),
                                 torch.topk(x, 2, 1, largest=False)[0]),
                      [_x(4, 5)], ["sort.default", "topk.default"])
    c["flip_diagonal"] = (lambda x: (torch.flip(x, (0, 2)), torch.diagonal(x, 1, 1, 2)),
                          [_x(2, 3, 4)], ["flip.default", "diagonal.default"])
    c["index_select"] = (lambda x, i: torch.index_select(x, 1, i[0]),
                         [_x(3, 4), ix], ["index_select.default"])
    c["index_put"] = (lambda x, i, v: torch.index_put(x, (i[0, :2],), v[:2], accumulate=True)
                      + torch.index_put(x, (i[1, :2], i[0, :2]), v[0, 0]),
                      [_x(3, 4), ix, _x(2, 4)], ["index_put.default"])
    c["scatter"] = (lambda x, i, s: (torch.scatter(x, 1, i, s), torch.scatter(x, 1, i, 2.5),
                                     torch.scatter_add(x, 1, i, s),
                                     torch.scatter_reduce(x, 1, i, s, "amax"),
                                     torch.scatter_reduce(x, 1, i, s, "sum")),
                    [_x(2, 4), ix, _x(2, 3)],
                    ["scatter.src", "scatter.value", "scatter_add.default",
                     "scatter_reduce.two"])
    c["masked_scatter"] = (lambda x, s: torch.masked_scatter(x, x > 0, s),
                           [_x(2, 3), _x(2, 3)], ["masked_scatter.default"])
    c["pools"] = (lambda x, y: (F.adaptive_avg_pool2d(x, (2, 3)), F.avg_pool3d(y, 2, 1, 1),
                                F.adaptive_avg_pool3d(y, (1, 2, 3))),
                  [_x(1, 2, 4, 6), _x(1, 2, 3, 4, 6)],
                  ["_adaptive_avg_pool2d.default", "avg_pool3d.default",
                   "_adaptive_avg_pool3d.default"])
    c["group_norm"] = (lambda x, w, b: F.group_norm(x, 2, w, b, 1e-3),
                       [_x(2, 4, 3, 3), _x(4), _x(4)], ["native_group_norm.default"])
    c["batch_norm_batch_stats"] = (lambda x, w, b: F.batch_norm(x, None, None, w, b, True),
                                   [_x(3, 4, 2), _x(4), _x(4)],
                                   ["_native_batch_norm_legit.no_stats"])
    c["cdist"] = (lambda a, b: (torch.cdist(a, b), torch.cdist(a, b, p=1.0)),
                  [_x(2, 3, 4), _x(2, 5, 4)], ["_cdist_forward.default"])
    c["max_pool3d"] = (lambda x: (*F.max_pool3d(x, 2, return_indices=True),
                                  *F.max_pool3d(x, (2, 3, 2), (1, 2, 2), (1, 1, 0), (1, 1, 2),
                                                ceil_mode=True, return_indices=True),
                                  F.max_pool3d(x[0], 3, 2, 1, ceil_mode=True)),
                       [_x(2, 2, 4, 5, 6)], ["max_pool3d_with_indices.default"])
    c["pdist"] = (lambda x: (F.pdist(x), F.pdist(x, 1.0)), [_x(4, 3)], ["_pdist_forward.default"])
    c["fft"] = (lambda x: (torch.fft.rfft2(x, norm="ortho"), torch.fft.fft(x, norm="forward"),
                           torch.fft.irfft(torch.fft.rfft(x), n=5),
                           torch.fft.irfftn(torch.fft.rfftn(x, dim=(0, 2)), s=(2, 6), dim=(0, 2),
                                            norm="ortho")),
                [_x(2, 3, 5)], ["_fft_r2c.default", "_fft_c2r.default"])
    return c


CASES = ["trig", "inverse_trig", "activations", "argmax_argmin", "cumsum", "prod", "var",
         "sort_topk", "flip_diagonal", "index_select", "index_put", "scatter", "masked_scatter",
         "pools", "group_norm", "batch_norm_batch_stats", "cdist", "pdist", "fft",
         "max_pool3d"]


@pytest.mark.parametrize("name", CASES)
def test_core_aten_operator_replays_like_pytorch(name):
    fn, inputs, ops = _cases()[name]
    check_replays_like_pytorch(fn, inputs, ops)


# --- operators torch.export's default decompositions lower further (pads, col2im, fill, ...): a
# program captured with another decomposition table keeps them, so each is checked as a one-node
# graph against the ATen operator itself
def _direct():
    i = np.array([[0, 2, 1], [1, 0, 0]], np.int64)
    return {
        "div.Scalar_mode": ({"self": _x(2, 4)}, {"other": 0.7, "rounding_mode": "floor"}),
        "select_scatter.default": ({"self": _x(2, 3, 4), "src": _x(2, 4)}, {"dim": 1, "index": 2}),
        "fill.Scalar": ({"self": _x(2, 3)}, {"value": 1.5}),
        "reflection_pad1d.default": ({"self": _x(1, 2, 4)}, {"padding": [1, 2]}),
        "reflection_pad2d.default": ({"self": _x(1, 2, 4, 5)}, {"padding": [1, 2, 2, 1]}),
        "reflection_pad3d.default": ({"self": _x(1, 1, 3, 4, 5)},
                                     {"padding": [1, 0, 1, 2, 1, 1]}),
        "replication_pad2d.default": ({"self": _x(1, 2, 4, 5)}, {"padding": [1, 2, 0, 1]}),
        "replication_pad3d.default": ({"self": _x(1, 1, 3, 4, 5)},
                                      {"padding": [1, 0, 0, 2, 1, 1]}),
        "col2im.default": ({"self": _x(1, 8, 15)},
                           {"output_size": [4, 5], "kernel_size": [2, 2], "dilation": [1, 1],
                            "padding": [1, 1], "stride": [1, 2]}),
        "index_select.default": ({"self": _x(3, 4), "index": i[0]}, {"dim": 1}),
        "native_dropout.default": ({"input": _x(2, 3)}, {"p": 0.5, "train": False}),
        "empty.memory_format": ({}, {"size": [2, 3], "dtype": "float32"}),
        "empty_strided.default": ({}, {"size": [2, 3], "stride": [3, 1], "dtype": "float32"}),
        "avg_pool1d.default": ({"self": _x(1, 2, 7)},
                               {"kernel_size": [3], "stride": [2], "padding": [1],
                                "ceil_mode": True, "count_include_pad": False}),
        "var.dim": ({"self": _x(3, 4)}, {"dim": [1], "unbiased": False, "keepdim": True}),
        "adaptive_avg_pool1d.default": ({"self": _x(1, 2, 7)}, {"output_size": [3]}),
    }


@pytest.mark.parametrize("op", sorted(_direct()))
def test_core_aten_operator_as_one_node(op):
    import torch  # noqa: PLC0415
    from ivy.graph._graph import Builder, Node  # noqa: PLC0415

    tensors, params = _direct()[op]
    name, overload = op.rsplit(".", 1)
    want = getattr(getattr(torch.ops.aten, name), overload)(
        **{k: torch.as_tensor(v) for k, v in tensors.items()},
        **{k: getattr(torch, v) if k == "dtype" else v for k, v in params.items()})
    want = [w.numpy() for w in (want if isinstance(want, tuple) else (want,))]
    if op.startswith("empty"):  # (uninitialised in PyTorch: any values are right)
        want = [np.zeros_like(w) for w in want]
    b = Builder("torch")
    args = [b.input(v.shape, str(v.dtype)) for v in tensors.values()]
    outs = [(b.new(), w.shape, str(w.dtype)) for w in want]
    b.nodes.append(Node(f"aten.{op}", args,
                        {**params, "_tensors": [[k, None] for k in tensors]}, outs))
    graph = b.graph([o[0] for o in outs], single=len(outs) == 1)
    for inputs in ([torch.as_tensor(v) for v in tensors.values()], list(tensors.values())):
        out = graph(*inputs)
        for g, w in zip(out if isinstance(out, tuple) else (out,), want):
            close(g.detach().numpy() if isinstance(g, torch.Tensor) else g, w)


def test_a_training_dropout_is_refused():
    from ivy.graph._graph import OPS  # noqa: PLC0415

    x = _x(2, 3)
    with pytest.raises(IvyUnsupportedError, match="native_dropout.*train=True"):
        OPS["aten.native_dropout.default"]([x], {"p": 0.5, "train": True,
                                                 "_tensors": [["input", None]]}, (), x)
    out, mask = OPS["aten.native_dropout.default"]([x], {"p": 0.5, "train": False,
                                                         "_tensors": [["input", None]]}, (), x)
    close(np.asarray(out), x)
    assert np.asarray(mask).all()


def test_every_overload_of_aten_more_is_exercised_here():
    from ivy.graph import _aten_more  # noqa: PLC0415

    rows = {o for o, f in ATEN.items() if f.__module__ == _aten_more.__name__}
    exercised = {o for _, _, ops in _cases().values() for o in ops} | set(_direct())
    assert sorted(rows - exercised) == []
