"""The PyTorch programs behind ``tests/fixtures/graphs/torch/*.json`` and the script that writes
them.

``python -m ivy.graph._torch_fixtures [DIR]`` (PyTorch installed) exports each program with
``torch.export``, runs it in PyTorch on fixed inputs and stores the graph, the inputs, PyTorch's
outputs and PyTorch's gradient of ``sum(sum(float output))`` with respect to the first input. CI
sessions without PyTorch replay the stored graphs on their backend and compare with these
numbers; the torch session checks that a fresh capture still equals the stored graph.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from . import _fixtures

DIR = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "graphs" / "torch"


def examples():
    """``{name: (module or function, inputs)}``: an MLP, a small CNN (conv, relu, max pool,
    flatten, linear), a transformer-style block (layer norm, linear, gelu, softmax, mean), a
    mix of element-wise ops, slicing, ``cat``, ``where`` and reductions, and a ``torch.cond``."""
    import torch  # noqa: PLC0415
    from torch import nn  # noqa: PLC0415
    from torch.nn import functional as F  # noqa: N812, PLC0415

    torch.manual_seed(0)
    rng = np.random.default_rng(0)

    class CNN(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv, self.pool = nn.Conv2d(3, 4, 3, padding=1), nn.MaxPool2d(2)
            self.fc = nn.Linear(4 * 4 * 4, 5)

        def forward(self, x):
            return self.fc(torch.flatten(self.pool(F.relu(self.conv(x))), 1))

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.norm, self.fc = nn.LayerNorm(8), nn.Linear(8, 8)

        def forward(self, x):
            h = F.gelu(self.fc(self.norm(x)))
            return torch.softmax(h, dim=-1), h.mean(dim=1)

    def ops(x, y):
        z = torch.where(x > 0.5, x * y, -y)
        a = torch.cat([z[:, :2], torch.exp(z[:, 1:]).log()], dim=1)
        return a.amax(dim=0) + a.sum(dim=1, keepdim=True).mean(), torch.sqrt(y.abs() + 1.0) ** 2

    def branch(x, y):  # framework control flow: torch.cond -> an ivy.cond node
        return torch.cond(x.sum() > 6.0, lambda x, y: torch.sin(x) * y, lambda x, y: x - y,
                          (x, y)) + 1.0

    def f32(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    return {
        "mlp": (nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)), [f32(3, 4)]),
        "cnn": (CNN(), [f32(2, 3, 8, 8)]),
        "block": (Block(), [f32(2, 5, 8)]),
        "ops": (ops, [rng.random((3, 4)).astype(np.float32),
                      rng.random((3, 4)).astype(np.float32)]),
        "branch": (branch, [rng.random((3, 4)).astype(np.float32),
                            rng.random((3, 4)).astype(np.float32)]),
    }


def run_torch(fn, inputs):
    """PyTorch's outputs and the gradient of ``sum(sum(float output))`` by the first input."""
    import torch  # noqa: PLC0415

    args = [torch.as_tensor(a) for a in inputs]
    args[0].requires_grad_(True)
    out = fn(*args)
    outs = list(out) if isinstance(out, (list, tuple)) else [out]
    sum(o.sum() for o in outs if o.dtype.is_floating_point).backward()
    return [o.detach().numpy() for o in outs], args[0].grad.numpy()


def build(name):
    """The fixture dict of the example ``name`` (needs PyTorch)."""
    fn, inputs = examples()[name]
    return _fixtures.captured(name, fn, inputs, "torch", run_torch)


def write(directory=DIR):
    _fixtures.write(directory, list(examples()), build)


if __name__ == "__main__":
    write(*sys.argv[1:])
