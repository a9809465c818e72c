"""The JAX programs behind ``tests/fixtures/graphs/*.json`` and the script that writes them.

``python -m ivy.graph._fixtures [DIR]`` (JAX installed) traces each program, runs it in JAX on
fixed inputs and stores the graph, the inputs, JAX's outputs and JAX's gradient of
``sum(sum(float output))`` with respect to the first input. CI sessions without JAX replay the
stored graphs on their backend and compare with these numbers; the JAX session checks that a
fresh trace still equals the stored graph, so the files cannot rot.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from . import trace_graph

DIR = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "graphs"


def mlp(x, w1, b1, w2):
    import jax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    h = jax.nn.relu(x @ w1 + b1)
    return jnp.tanh(h @ w2).sum(axis=-1) * 0.5


def softmax(x):
    import jax  # noqa: PLC0415

    return jax.nn.log_softmax(x, axis=-1) + jax.nn.softmax(x, axis=0) + jax.nn.softplus(x)


def rnn(xs, h0, w, u):
    import jax.numpy as jnp  # noqa: PLC0415
    from jax import lax  # noqa: PLC0415

    def step(h, x):
        h = jnp.tanh(h @ w + x @ u)
        return h, jnp.sum(h * h)

    return lax.scan(step, h0, xs)


def branch(x, y):
    import jax.numpy as jnp  # noqa: PLC0415
    from jax import lax  # noqa: PLC0415

    a = lax.cond(jnp.sum(x) > 0, lambda a, b: a * b + 1.0, lambda a, b: jnp.sin(a) - b, x, y)
    b = lax.cond(jnp.sum(x) < 0, lambda a, b: a * b + 1.0, lambda a, b: jnp.sin(a) - b, x, y)
    return a + b


def batched(a, b):
    import jax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    c = jnp.einsum("bij,bjk->bik", a, b)  # dot_general with batch dimensions
    d = jnp.concatenate([c[:, :1], jnp.arange(2.0, dtype=jnp.float32)[None, None]
                        .repeat(2, 0)], axis=1)
    e = jnp.transpose(d, (0, 2, 1)).reshape(2, -1)
    f = jax.nn.sigmoid(e) ** 3 + jnp.sqrt(jnp.abs(e) + 1.0) / (e * e + 2.0)
    g = f.astype(jnp.int32).astype(jnp.float32) + jax.lax.rsqrt(jnp.exp(e) + 1.0)
    return jnp.where(e > 0.1, g, -f).max(axis=1), jnp.squeeze(c[:, :1, :1], (1, 2))


def loop(x):
    from jax import lax  # noqa: PLC0415

    return lax.while_loop(lambda c: c[0] < 4, lambda c: (c[0] + 1, c[1] * 1.5 - 0.25), (0, x))


def ops_mix(x, y):
    """Many primitives at once (x, y > 0: no ties, no nan)."""
    import jax.numpy as jnp  # noqa: PLC0415
    from jax import lax  # noqa: PLC0415

    a = jnp.cumsum(x, axis=1) + lax.cummax(x, axis=1) + jnp.argmax(x, axis=0).astype(jnp.float32)
    c = jnp.flip(x, 0) + x.prod() + x.min(0)  # (lax.pad: the frontend reads its value eagerly)
    d = jnp.clip(x, 0.2, 0.8) + 2.0 ** x + x ** y + jnp.remainder(x, 0.3) + jnp.round(x)
    g = jnp.where(jnp.isfinite(x) & (x > 0.5) | ~(x < 0.3), jnp.log1p(x), jnp.sign(x))
    return a + c + d + g, jnp.sin(x) * jnp.cos(x) + jnp.arctan2(x, y)


def cnn(x, w1, w2):
    """A flax-style CNN in plain JAX (NHWC / HWIO): convolution, max pool, a strided grouped
    convolution with dilation, average pool (``reduce_window`` sum / max primitives)."""
    import jax  # noqa: PLC0415
    from jax import lax  # noqa: PLC0415

    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.nn.relu(lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn))
    h = lax.reduce_window(h, -float("inf"), lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    h = lax.conv_general_dilated(h, w2, (2, 1), ((1, 1), (2, 2)), rhs_dilation=(1, 2),
                                 dimension_numbers=dn, feature_group_count=2)
    return lax.reduce_window(jax.nn.gelu(h), 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1),
                             ((0, 0), (0, 1), (1, 0), (0, 0))) / 4.0


def gathers(x, idx):
    """Indexing with arrays (``gather`` primitives): rows, columns, index pairs, negative
    indices, ``take_along_axis`` (operand batching dimensions)."""
    import jax.numpy as jnp  # noqa: PLC0415

    along = jnp.take_along_axis(x, jnp.broadcast_to(idx[None, :], (x.shape[0], 3)), axis=1)
    return x[idx] * 2.0 + x[idx - 4, idx[::-1]][:, None], x[:, idx] + along


def scatters(x, idx, u):
    """``x.at[...]`` updates (``scatter`` / ``scatter-add`` primitives): rows added with a
    repeated index, columns set, an out-of-bounds row dropped (JAX's default mode)."""
    import jax.numpy as jnp  # noqa: PLC0415

    y = jnp.asarray(x).at[idx].add(u)
    y = y.at[:, idx[:2]].set(y[:, idx[:2]] * 0.5 + 1.0)
    return y.at[idx + 10].set(7.0) * 2.0


def sorts(x, y):
    """``sort`` primitives: values along the last axis, an argsort (JAX sorts an iota with the
    keys) reordering other values, a sort along the first axis."""
    import jax.numpy as jnp  # noqa: PLC0415

    order = jnp.argsort(x, axis=-1)
    return (jnp.sort(x, axis=-1) * 2.0 + jnp.take_along_axis(y, order, axis=-1),
            jnp.sort(y, axis=0), order)


def _rand(rng, *shape):
    return rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)


def examples():
    """``{name: (fn, inputs, differentiable)}`` with fixed float32 inputs."""
    r = np.random.default_rng(24)
    return {
        "mlp": (mlp, [_rand(r, 3, 4), _rand(r, 4, 5), _rand(r, 5), _rand(r, 5, 2)], True),
        "softmax": (softmax, [_rand(r, 2, 3) * 3], True),
        "rnn": (rnn, [_rand(r, 4, 2), _rand(r, 3), _rand(r, 3, 3), _rand(r, 2, 3)], True),
        "cond": (branch, [_rand(r, 3) + 0.5, _rand(r, 3)], True),
        "batched": (batched, [_rand(r, 2, 3, 4), _rand(r, 4, 4, 2)[:2]], True),
        "while": (loop, [_rand(r, 2, 2)], False),
        "ops": (ops_mix, [_rand(r, 3, 4) * 0.4 + 0.55, _rand(r, 3, 4) * 0.4 + 0.55], True),
        "cnn": (cnn, [_rand(r, 2, 8, 8, 3), _rand(r, 3, 3, 3, 4), _rand(r, 3, 3, 2, 4)], True),
        "gather": (gathers, [_rand(r, 4, 6), np.array([3, 0, 2], np.int32)], True),
        "scatter": (scatters, [_rand(r, 4, 6), np.array([3, 0, 3], np.int32), _rand(r, 3, 6)],
                    True),
        "sort": (sorts, [_rand(r, 3, 5), _rand(r, 3, 5)], True),
    }


def _loss(fn):
    import jax.numpy as jnp  # noqa: PLC0415

    def loss(*args):
        out = fn(*args)
        leaves = out if isinstance(out, (list, tuple)) else (out,)
        return sum(jnp.sum(o) for o in leaves if jnp.issubdtype(o.dtype, jnp.floating))

    return loss


def _record(x):
    x = np.asarray(x)
    return {"dtype": str(x.dtype), "shape": list(x.shape), "value": x.tolist()}


def build(name):
    """The fixture dict of the example ``name`` (needs JAX)."""
    import jax  # noqa: PLC0415

    fn, inputs, diff = examples()[name]
    graph = trace_graph(fn, *inputs)
    with jax.enable_x64(False):  # JAX's default mode, in this thread only
        out = jax.jit(fn)(*inputs)  # one compile (eager JAX compiles every op: slower)
        outs = list(out) if isinstance(out, (list, tuple)) else [out]
        grad = jax.jit(jax.grad(_loss(fn)))(*inputs) if diff else None
    return {"name": name, "graph": graph.to_dict(), "inputs": [_record(x) for x in inputs],
            "outputs": [_record(o) for o in outs],
            "grad": None if grad is None else _record(grad)}


def captured(name, fn, inputs, source, run):
    """The fixture dict of a PyTorch / TensorFlow example: the graph captured from ``source``,
    the inputs, and ``run(fn, inputs) -> (outputs, gradient)`` computed by the framework."""
    graph = trace_graph(fn, *inputs, source=source)
    outs, grad = run(fn, inputs)
    return {"name": name, "graph": graph.to_dict(), "inputs": [_record(x) for x in inputs],
            "outputs": [_record(o) for o in outs], "grad": _record(grad)}


def load(path):
    """``(fixture dict, inputs as NumPy arrays, outputs as NumPy arrays)``."""
    d = json.loads(Path(path).read_text())

    def arr(r):
        return np.asarray(r["value"], dtype=r["dtype"]).reshape(r["shape"])

    return d, [arr(r) for r in d["inputs"]], [arr(r) for r in d["outputs"]]


def write(directory=DIR, names=None, make=None):
    """Write one ``<name>.json`` per example into ``directory`` (``names`` / ``make``: another
    source's example names and fixture builder; JAX's by default)."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for name in names or examples():
        (directory / f"{name}.json").write_text(json.dumps((make or build)(name)) + "\n")
        print(f"wrote {directory / (name + '.json')}")


if __name__ == "__main__":
    write(*sys.argv[1:])
