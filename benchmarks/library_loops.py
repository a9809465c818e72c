"""What the library loops cost a compiler, before and after they became Ivy control flow.

    python benchmarks/library_loops.py                       # JAX, TensorFlow and PyTorch
    python benchmarks/library_loops.py --backends jax --horizon 1000

Two loops of the libraries: ``ivy_gym.rollout`` (a ``--horizon``-step open-loop rollout of the
acrobot, batch 8) and ``ivy_robot.Manipulator.inverse_kinematics`` (``--iterations`` damped
least-squares steps, a 4-joint arm, 8 targets). "before" is the loop as the libraries wrote it
until issue 31, a Python ``for`` loop over the same step (kept here, so both sides do the same
work); "after" is the library function, an ``ivy.scan`` / ``ivy.fori_loop``. Per backend and
side: the program size (JAX: equations of ``jax.make_jaxpr``, nested ones counted;
TensorFlow: operations of the ``tf.function`` graph, loop bodies included; PyTorch: FX nodes
of ``torch._dynamo.explain``'s graphs, subgraphs included), the compile time (first call of
``jax.jit`` / ``tf.function``, and ``torch.compile(backend="aot_eager")``: Inductor takes
minutes on an unrolled 1,000-step graph) and the time of a compiled call (median of
``--repeats``), all in process CPU seconds (the machine is shared). Both sides' results are
checked equal (to 1e-4: the acrobot is chaotic, and a compiler orders the float64
operations of an unrolled loop differently) before anything is printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import ivy
import ivy_gym
import ivy_robot
import numpy as np

# float64 work on JAX needs its 64-bit mode: the user's setting (Ivy never changes it); this
# benchmark is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")


def _rollout_before(step, state, actions):
    rewards = []
    for t in range(actions.shape[0]):
        state, _, reward, _ = step(state, actions[t])
        rewards.append(reward)
    return state, ivy.stack(rewards)


def _rollout_after(step, state, actions):
    return ivy_gym.rollout(step, state, actions)


ARM = ivy_robot.Manipulator([[0.0, 0.0, np.pi / 2, 0.4], [0.5, 0.0, 0.0, 0.0],
                             [0.4, 0.0, 0.0, 0.0], [0.0, 0.0, np.pi / 2, 0.0]])


def _ik_before(targets, q0, iterations):
    q = q0 + ivy.zeros_like(targets[..., :1], dtype=q0.dtype)
    eye = ivy.eye(3, dtype=q.dtype)
    for _ in range(iterations):
        q = ARM._ik_step(q, targets, eye, 1e-2, 0.5)
    return q


def _ik_after(targets, q0, iterations):
    return ARM.inverse_kinematics(targets, q0, iterations=iterations)[0]


def _programs(args):
    rng = np.random.default_rng(0)
    state = rng.uniform(-0.1, 0.1, (8, 4))
    actions = rng.uniform(-1, 1, (args.horizon, 8, 1))
    targets = rng.uniform(-0.4, 0.4, (8, 3)) + np.array([0.5, 0.0, 0.5])
    q0 = np.full((4,), 0.3)
    step = ivy_gym.acrobot_step
    return {
        f"gym rollout ({args.horizon} steps)": (
            lambda s, a: _rollout_before(step, s, a), lambda s, a: _rollout_after(step, s, a),
            (state, actions)),
        f"robot IK ({args.iterations} iterations)": (
            lambda t, q: _ik_before(t, q, args.iterations),
            lambda t, q: _ik_after(t, q, args.iterations), (targets, q0)),
    }


def _cpu(fn, *a):
    t = time.process_time()
    out = fn(*a)
    return out, time.process_time() - t


def _jax_size(fn, inputs):
    import jax

    def count(jaxpr):
        n = 0
        for e in jaxpr.eqns:
            n += 1
            for p in e.params.values():
                for sub in p if isinstance(p, (list, tuple)) else [p]:
                    inner = getattr(sub, "jaxpr", None)
                    if inner is not None:
                        n += count(getattr(inner, "jaxpr", inner))
        return n

    return count(jax.make_jaxpr(fn)(*inputs).jaxpr)


def _measure(backend, fn, inputs, repeats):
    """(program size, compile seconds, median call seconds, output) on ``backend``."""
    if backend == "jax":
        import jax

        x = [jax.numpy.asarray(i) for i in inputs]
        size = _jax_size(fn, x)
        compiled = jax.jit(fn)
        sync = jax.block_until_ready
    elif backend == "tensorflow":
        import tensorflow as tf

        x = [tf.constant(i) for i in inputs]
        compiled = tf.function(fn)
        size = None
        sync = lambda o: o  # noqa: E731 - eager results are ready
    else:
        import torch

        x = [torch.as_tensor(i) for i in inputs]
        fn(*x)  # the first Ivy call of a process must not be inside a trace (issue 27)
        torch._dynamo.reset()
        explained = torch._dynamo.explain(fn)(*x)
        size = sum(_fx_nodes(g) for g in explained.graphs)
        torch._dynamo.reset()
        compiled = torch.compile(fn, backend="aot_eager")
        sync = lambda o: o  # noqa: E731
    out, first = _cpu(lambda: sync(compiled(*x)))
    if backend == "tensorflow":
        graph = compiled.get_concrete_function(*x).graph
        size = _tf_ops(graph)
    times = [_cpu(lambda: sync(compiled(*x)))[1] for _ in range(repeats)]
    return size, first, statistics.median(times), out


def _tf_ops(graph):
    n = len(graph.get_operations())
    for f in graph._functions.values():  # the loop bodies and branches
        n += len(f.graph.get_operations()) if hasattr(f, "graph") else 0
    return n


def _fx_nodes(gm):
    import torch

    n = 0
    for node in gm.graph.nodes:
        n += 1
        if node.op == "get_attr":
            sub = getattr(gm, node.target, None)
            if isinstance(sub, torch.fx.GraphModule):
                n += _fx_nodes(sub)
    return n


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="+", default=["jax", "tensorflow", "torch"])
    p.add_argument("--horizon", type=int, default=200)
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--repeats", type=int, default=5)
    args = p.parse_args(argv)
    print("| loop | backend | program size before -> after | compile s before -> after | "
          "call ms before -> after |")
    print("|---|---|---:|---:|---:|")
    for backend in args.backends:
        for name, (before, after, inputs) in _programs(args).items():
            b = _measure(backend, before, inputs, args.repeats)
            a = _measure(backend, after, inputs, args.repeats)
            for x, y in zip(ivy.to_numpy(b[3]) if not isinstance(b[3], tuple) else b[3],
                            ivy.to_numpy(a[3]) if not isinstance(a[3], tuple) else a[3]):
                np.testing.assert_allclose(ivy.to_numpy(x), ivy.to_numpy(y), rtol=1e-4, atol=1e-6)
            print(f"| {name} | {backend} | {b[0]} -> {a[0]} | {b[1]:.2f} -> {a[1]:.2f} | "
                  f"{1e3 * b[2]:.2f} -> {1e3 * a[2]:.2f} |", flush=True)


if __name__ == "__main__":
    main()
