"""Environment steps per second of ivy_gym against gymnasium and gymnax, per batch size.

    python benchmarks/gym_throughput.py                      # the backends installed here
    python benchmarks/gym_throughput.py --backends jax --batches 1 64 1024 4096
    python benchmarks/gym_throughput.py --plot-only          # merge results/*.json into a plot

Measured, for CartPole (ivy_gym's swing-up: CartPole-v1's dynamics with continuous force) and
Pendulum, with the actions of a 100-step rollout precomputed (ivy_gym, gymnasium) or sampled
inside the compiled loop (gymnax, as its own examples do):

* ivy_gym eager: the pure step in a Python loop, ``ivy.set_backend(backend)`` (every backend);
* ivy_gym compiled: JAX ``jax.jit`` of a ``lax.scan`` rollout whose carry is the states
  transposed, ``[S, batch]`` (the body transposes to the step's ``[batch, S]`` and back; XLA
  fuses the transposes away and the loop state becomes one contiguous row per state variable:
  2x at batch 1024 against carrying ``[batch, S]``); TensorFlow ``tf.function`` (``ivy.compile``)
  of the unrolled rollout; PyTorch ``torch.compile`` (``ivy.compile``) of 10 unrolled steps,
  called 10 times (compiling all 100 takes Inductor minutes). NumPy and MXNet have no compiler
  for plain functions;
* gymnasium: ``CartPole-v1`` / ``Pendulum-v1`` (unwrapped, one environment; ``Pendulum-v1``
  takes a 1-array action) and gymnasium's NumPy-vectorised ``CartPole-v1``
  (``make_vec(..., vectorization_mode="vector_entry_point")``), where gymnasium is installed;
* gymnax: ``CartPole-v1`` / ``Pendulum-v1`` under ``jax.jit`` + ``vmap`` + ``lax.scan``, where
  gymnax is installed (a benchmark-only dependency: ``pip install gymnax``).

Steps/s = batch x steps / best wall time of ``--repeats`` runs (after a warm-up / compile run).
PyTorch and TensorFlow run with one intra-op thread (``--threads 1``): on the shared 2-core
machine their thread pools oversubscribe the cores (PyTorch's OpenMP kernels from
``torch.compile`` ran ~1000x slower with the default threads while other jobs ran).
Each run of this script appends ``<out>/<host-tag>_<backends>.json``; the table and the plot
(``<out>/gym_throughput.png``, steps/s against batch size per backend and peer) cover every
JSON file in ``<out>``, so runs from several environments (MXNet needs its own) combine.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import time
from pathlib import Path

import numpy as np

BATCHES = [1, 4, 16, 64, 256, 1024, 4096]
BACKENDS = ["numpy", "torch", "jax", "tensorflow", "mxnet"]
ENVS = ["cartpole", "pendulum"]
STEPS = 100
CHUNK = 10  # steps per torch.compile'd function


def _installed(name):
    return importlib.util.find_spec(name) is not None


def _best(fn, repeats, sync=lambda x: x):
    sync(fn())  # warm-up (compiles)
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        sync(fn())
        best = min(best, time.perf_counter() - t)
    return best


def _sync(backend):
    if backend == "jax":
        import jax

        return jax.block_until_ready
    if backend == "torch":
        return lambda x: x
    if backend == "mxnet":
        import mxnet

        return lambda x: (mxnet.npx.waitall(), x)[1]
    if backend == "tensorflow":
        def sync(x):  # .numpy() waits for the values
            for v in (x if isinstance(x, tuple) else (x,)):
                if hasattr(v, "numpy"):
                    v.numpy()
            return x

        return sync
    return lambda x: x


def _one_thread(backend, threads):
    """Intra-op threads of the framework (see the module docstring)."""
    if not threads:
        return
    if backend == "torch":
        import torch

        torch.set_num_threads(threads)
    elif backend == "tensorflow":
        import tensorflow as tf

        try:
            tf.config.threading.set_intra_op_parallelism_threads(threads)
        except RuntimeError:  # already initialised
            pass


def ivy_gym_runs(backend, env, batches, repeats, compiled, threads=1):
    """steps/s of ivy_gym's pure step on ``backend`` per batch size."""
    import ivy
    import ivy_gym

    step = getattr(ivy_gym, f"{env}_step")
    out, torch_chunks = {}, {}
    _one_thread(backend, threads)
    ivy.set_backend(backend)
    try:
        for b in batches:
            rng = np.random.default_rng(0)
            state = ivy.asarray(np.zeros((b, 4 if env == "cartpole" else 2), "float32"))
            actions = ivy.asarray(rng.uniform(-1, 1, (STEPS, b, 1)).astype("float32"))
            if not compiled:
                def run(state=state, actions=actions):
                    s = state
                    for t in range(STEPS):
                        s, _, r, _ = step(s, actions[t])
                    return s, r
            elif backend == "jax":
                import jax

                def body(s_t, a):  # the carry [S, batch]: see the module docstring
                    s, _, r, _ = step(s_t.T, a)
                    return s.T, r

                scan = jax.jit(lambda s, a: jax.lax.scan(body, s.T, a))

                def run(state=state, actions=actions, scan=scan):
                    return scan(state, actions)
            elif backend == "tensorflow":
                def rollout(s, a):
                    for t in range(STEPS):
                        s, _, r, _ = step(s, a[t])
                    return s, r

                fn = ivy.compile(rollout)

                def run(state=state, actions=actions, fn=fn):
                    return fn(state, actions)
            elif backend == "torch":
                fn = torch_chunks.get("fn")
                if fn is None:
                    def chunk(s, a):
                        for t in range(CHUNK):
                            s, _, r, _ = step(s, a[t])
                        return s, r

                    fn = torch_chunks["fn"] = ivy.compile(chunk)

                def run(state=state, actions=actions, fn=fn):
                    s = state
                    for c in range(0, STEPS, CHUNK):
                        s, r = fn(s, actions[c:c + CHUNK])
                    return s, r
            else:
                return {}
            seconds = _best(run, repeats, _sync(backend))
            out[b] = b * STEPS / seconds
            print(f"  ivy_gym {env} {backend} {'compiled' if compiled else 'eager'} batch {b}: "
                  f"{out[b]:,.0f} steps/s", flush=True)
    finally:
        ivy.unset_backend()
    return out


def gymnasium_runs(env, batches, repeats):
    import gymnasium as gym

    rng = np.random.default_rng(0)
    results = {}
    name = "CartPole-v1" if env == "cartpole" else "Pendulum-v1"
    single = gym.make(name).unwrapped
    single.reset(seed=0)
    if env == "cartpole":
        acts = [int(a) for a in rng.integers(0, 2, STEPS)]
    else:
        acts = [np.array([a], "float32") for a in rng.uniform(-2, 2, STEPS)]

    def run_single():
        for a in acts:
            single.step(a)

    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # stepping past termination on purpose
        results["gymnasium single"] = {1: STEPS / _best(run_single, repeats)}
    print(f"  gymnasium {name} single: {results['gymnasium single'][1]:,.0f} steps/s")
    if env == "cartpole":
        vec = {}
        for b in batches:
            venv = gym.make_vec(name, num_envs=b, vectorization_mode="vector_entry_point")
            venv.reset(seed=0)
            actions = rng.integers(0, 2, (STEPS, b))

            def run_vec(venv=venv, actions=actions):
                for a in actions:
                    venv.step(a)

            vec[b] = b * STEPS / _best(run_vec, repeats)
            print(f"  gymnasium vector {name} batch {b}: {vec[b]:,.0f} steps/s", flush=True)
        results["gymnasium vector (NumPy)"] = vec
    return results


def gymnax_runs(env, batches, repeats):
    import gymnax
    import jax

    genv, params = gymnax.make("CartPole-v1" if env == "cartpole" else "Pendulum-v1")
    out = {}
    for b in batches:
        def rollout(key, b=b):
            keys = jax.random.split(key, b)
            _, state = jax.vmap(genv.reset, in_axes=(0, None))(keys, params)

            def body(carry, _):
                state, key = carry
                key, k_act, k_step = jax.random.split(key, 3)
                actions = jax.vmap(genv.action_space(params).sample)(jax.random.split(k_act, b))
                res = jax.vmap(genv.step, in_axes=(0, 0, 0, None))(
                    jax.random.split(k_step, b), state, actions, params)
                state, reward = res[1], res[2]  # (obs, state, reward, done..., info)
                return (state, key), reward

            return jax.lax.scan(body, (state, key), None, length=STEPS)[1]

        fn = jax.jit(rollout)
        key = jax.random.PRNGKey(0)
        out[b] = b * STEPS / _best(lambda fn=fn, key=key: fn(key), repeats,
                                   jax.block_until_ready)
        print(f"  gymnax {env} batch {b}: {out[b]:,.0f} steps/s", flush=True)
    return out


def _gymnax_subprocess(env, args):
    """gymnax in a fresh process: Ivy's JAX backend turns on JAX's 64-bit mode, which gymnax's
    Pendulum does not take (and gymnax is measured as its users run it: 32-bit)."""
    import subprocess
    import sys

    cmd = [sys.executable, __file__, "--gymnax-only", "--envs", env, "--repeats",
           str(args.repeats), "--batches", *map(str, args.batches)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    print(done.stderr, end="")
    return {int(k): v for k, v in json.loads(done.stdout.strip().splitlines()[-1]).items()}


def table(records):
    lines = []
    for env in ENVS:
        rows = [r for r in records if r["env"] == env]
        if not rows:
            continue
        batches = sorted({int(b) for r in rows for b in r["steps_per_s"]})
        lines.append(f"\n{env}: environment steps per second (higher is better)\n")
        lines.append("| runner | " + " | ".join(f"batch {b}" for b in batches) + " |")
        lines.append("|---|" + "---:|" * len(batches))
        for r in rows:
            sps = {int(k): v for k, v in r["steps_per_s"].items()}
            cells = [f"{sps[b] / 1e6:.3g}M" if b in sps else "" for b in batches]
            lines.append(f"| {r['runner']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def plot(records, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    envs = [e for e in ENVS if any(r["env"] == e for r in records)]
    fig, axes = plt.subplots(1, len(envs), figsize=(6.5 * len(envs), 4.8), squeeze=False)
    for ax, env in zip(axes[0], envs):
        for k, r in enumerate(r for r in records if r["env"] == env):
            sps = sorted((int(k), v) for k, v in r["steps_per_s"].items())
            style = "--" if r["runner"].startswith(("gymnasium", "gymnax")) else "-"
            marker = "s" if len(sps) == 1 else "o"
            ax.plot([b for b, _ in sps], [v for _, v in sps], style, marker=marker, ms=4,
                    color=plt.cm.tab20(k % 20), label=r["runner"])
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("batch size (environments)")
        ax.set_ylabel("environment steps / s")
        ax.set_title(f"{env}: throughput")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="*", help="default: every installed backend")
    p.add_argument("--batches", nargs="*", type=int, default=BATCHES)
    p.add_argument("--envs", nargs="*", default=ENVS, choices=ENVS)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--threads", type=int, default=1, help="PyTorch / TensorFlow intra-op "
                   "threads (0: the framework's default)")
    p.add_argument("--no-peers", action="store_true", help="skip gymnasium and gymnax")
    p.add_argument("--no-eager", action="store_true")
    p.add_argument("--no-compiled", action="store_true")
    p.add_argument("--out", default=str(Path(__file__).parent / "results" / "gym"))
    p.add_argument("--tag", default="run", help="name of this run's JSON file")
    p.add_argument("--plot-only", action="store_true")
    p.add_argument("--gymnax-only", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.gymnax_only:  # internal: see _gymnax_subprocess
        import contextlib
        import sys

        with contextlib.redirect_stdout(sys.stderr):
            result = gymnax_runs(args.envs[0], args.batches, args.repeats)
        print(json.dumps(result))
        return 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if not args.plot_only:
        backends = args.backends if args.backends is not None else [
            b for b in BACKENDS if b == "numpy" or _installed(b)]
        records = []
        for env in args.envs:
            for backend in backends:
                for compiled in ([False] if args.no_eager is False else []) + \
                        ([True] if not args.no_compiled and backend in ("jax", "tensorflow",
                                                                       "torch") else []):
                    print(f"ivy_gym {env} on {backend} ({'compiled' if compiled else 'eager'})")
                    sps = ivy_gym_runs(backend, env, args.batches, args.repeats, compiled,
                                       args.threads)
                    records.append(dict(env=env, runner=f"ivy_gym {backend} "
                                        f"{'compiled' if compiled else 'eager'}",
                                        steps_per_s=sps))
            if not args.no_peers and _installed("gymnasium"):
                for runner, sps in gymnasium_runs(env, args.batches, args.repeats).items():
                    records.append(dict(env=env, runner=runner, steps_per_s=sps))
            if not args.no_peers and _installed("gymnax"):
                records.append(dict(env=env, runner="gymnax (jit+vmap+scan)",
                                    steps_per_s=_gymnax_subprocess(env, args)))
        (out / f"{args.tag}.json").write_text(json.dumps(records, indent=1))
    records = [r for f in sorted(out.glob("*.json")) for r in json.loads(f.read_text())]
    print(table(records))
    if _installed("matplotlib"):
        print(f"\nplot: {plot(records, out / 'gym_throughput.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
