"""The Ivy programs behind ``tests/fixtures/graphs/ivy/*.json`` and the script that writes them.

``python -m ivy.graph._ivy_fixtures [DIR]`` (JAX installed) traces each Ivy program as a graph
(``source="ivy"``: an MLP training step on a Container, float64 work with ``ivy.cond``, linear
solves with a gradient through one, rotations built by stacking) and records its inputs with
the outputs and the gradient of ``sum(first output)`` with respect to the first input computed
by JAX itself from the same
program written in ``jax.numpy`` (an independent reference). The sessions without JAX replay the
stored graphs as their framework's source (and differentiate the replay with the framework's
own autodiff); the JAX session checks that a fresh trace still equals the stored graph.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

import ivy

from ..container import Container
from ._fixtures import _record, write
from ._from_ivy import trace_ivy

DIR = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "graphs" / "ivy"


def train_step(w1, b1, w2, x, y):
    """An MLP step: its loss and new weights, the gradients from ``execute_with_gradients``."""
    v = Container({"w1": w1, "b1": b1, "w2": w2})

    def loss_fn(v):
        h = ivy.relu(ivy.matmul(x, v["w1"]) + v["b1"])
        return ivy.mean((ivy.matmul(h, v["w2"]) - y) ** 2)

    loss, g = ivy.execute_with_gradients(loss_fn, v)
    new = v - 0.1 * g
    return loss, new["w1"], new["b1"], new["w2"]


def train_step_jax(w1, b1, w2, x, y):
    import jax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    def loss_fn(p):
        h = jax.nn.relu(x @ p[0] + p[1])
        return jnp.mean((h @ p[2] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)((w1, b1, w2))
    return (loss, *[p - 0.1 * d for p, d in zip((w1, b1, w2), g)])


def smooth_f64(x, w):
    """float64 work with a branch kept as control flow."""
    s = ivy.sum(ivy.tanh(ivy.matmul(x, w)) ** 2, axis=-1)
    return ivy.cond(ivy.sum(s) > 1.0, lambda s: ivy.sqrt(s + 1.0), lambda s: s * 2.0, s)


def smooth_f64_jax(x, w):
    import jax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    s = jnp.sum(jnp.tanh(x @ w) ** 2, axis=-1)
    return jax.lax.cond(jnp.sum(s) > 1.0, lambda s: jnp.sqrt(s + 1.0), lambda s: s * 2.0, s)


def solve_grad(a, b):
    """A linear solve and the gradient of a loss through it (JAX: ``custom_linear_solve``
    and its transpose, both ``ivy.solve`` nodes)."""
    def loss(b):
        return ivy.sum(ivy.linalg.solve(a, b) ** 2)

    value, grad = ivy.execute_with_gradients(loss, b)
    return ivy.linalg.solve(a, b[:, 0]), value, grad


def solve_grad_jax(a, b):
    import jax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    value, grad = jax.value_and_grad(lambda b: jnp.sum(jnp.linalg.solve(a, b) ** 2))(b)
    return jnp.linalg.solve(a, b[:, 0]), value, grad


def rotations(theta):
    """A batch of rotations about z built by stacking (``ivy.stack`` nodes: JAX leaves unit-axis
    reshapes and concatenations, which the simplifications make one stack each)."""
    c, s = ivy.cos(theta), ivy.sin(theta)
    z, o = ivy.zeros_like(theta), ivy.ones_like(theta)
    rows = [ivy.stack([c, -s, z], axis=-1), ivy.stack([s, c, z], axis=-1),
            ivy.stack([z, z, o], axis=-1)]
    return ivy.stack(rows, axis=-2) * ivy.reshape(theta, (-1, 1, 1))


def rotations_jax(theta):
    import jax.numpy as jnp  # noqa: PLC0415

    c, s = jnp.cos(theta), jnp.sin(theta)
    z, o = jnp.zeros_like(theta), jnp.ones_like(theta)
    rows = [jnp.stack([c, -s, z], axis=-1), jnp.stack([s, c, z], axis=-1),
            jnp.stack([z, z, o], axis=-1)]
    return jnp.stack(rows, axis=-2) * theta[:, None, None]


def examples():
    """``{name: (ivy program, its jax.numpy twin, inputs)}``."""
    rng = np.random.default_rng(11)
    f32 = lambda *s: rng.normal(size=s).astype("float32")  # noqa: E731
    return {"train_step": (train_step, train_step_jax,
                           [f32(5, 4), f32(4), f32(4, 2), f32(3, 5), f32(3, 2)]),
            "smooth_f64": (smooth_f64, smooth_f64_jax, [rng.normal(size=(4, 3)),
                                                          rng.normal(size=(3, 2))]),
            "solve_grad": (solve_grad, solve_grad_jax, [rng.normal(size=(4, 4)) + 4 * np.eye(4),
                                                        rng.normal(size=(4, 3))]),
            "rotations": (rotations, rotations_jax, [f32(4)])}


def build(name):
    import jax  # noqa: PLC0415

    fn, twin, inputs = examples()[name]
    graph = trace_ivy(fn, *inputs)
    with jax.enable_x64(True):  # (this thread only) the dtypes Ivy keeps
        args = [jax.numpy.asarray(a) for a in inputs]
        out = twin(*args)
        outs = list(out) if isinstance(out, tuple) else [out]
        grad = jax.grad(lambda *a: jax.numpy.sum(_first(twin(*a))))(*args)
    return {"name": name, "graph": graph.to_dict(), "inputs": [_record(x) for x in inputs],
            "outputs": [_record(np.asarray(o)) for o in outs], "grad": _record(np.asarray(grad))}


def _first(out):
    return out[0] if isinstance(out, tuple) else out


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else DIR, list(examples()), build)
