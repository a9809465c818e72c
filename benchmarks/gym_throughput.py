"""Environment steps per second of ivy_gym against gymnasium and gymnax, per batch size.

    python benchmarks/gym_throughput.py --tag jax       # one nox venv's python per run
    python benchmarks/gym_throughput.py --backends jax --batches 1 64 1024 4096 --tag jax
    python benchmarks/gym_throughput.py --plot-only     # the table and plot of results/gym/*.json

Every venv's run (``.nox/tests-backend-<b>/bin/python ... --tag <b>``) measures its backends
and, in the same process and interleaved with them, the peers installed there; the table and
the plot merge every JSON file in ``--out``. Work, for CartPole (ivy_gym's swing-up:
CartPole-v1's dynamics with a continuous force) and Pendulum: rollouts of 100 steps of the
same batch of environments, float32, with the actions precomputed for every runner (CartPole:
random +-1 pushes, gymnasium's two discrete actions 0 / 1; Pendulum: uniform torques); every
runner computes the rewards too.

* ivy_gym eager: the pure step in a Python loop under ``ivy.set_backend(backend)``;
* ivy_gym compiled, the user's rollout harness around the pure step:
  JAX ``jax.jit`` of a ``lax.scan``; TensorFlow ``tf.function(jit_compile=True)`` (XLA, through
  ``ivy.compile``) of a ``tf.while_loop`` writing the rewards to a ``TensorArray``; PyTorch
  ``torch.compile`` (``ivy.compile``) of 10 unrolled steps, called 10 times (compiling all 100
  takes Inductor minutes). The loops carry the state variable by variable (``--carry
  tuple``, the default; ``--carry stacked`` carries the step's ``[batch, S]``): JAX and
  TensorFlow a tuple of ``[batch]`` arrays (the body stacks them into the step's ``[batch, S]``
  and unstacks its result, which XLA folds away), PyTorch the states transposed, ``[S,
  batch]`` (the step gets the ``.T`` view, whose ``unstack`` rows are contiguous). Why: with a
  ``[batch, S]`` carry XLA:CPU fuses the step into two output fusions (the stacked state, the
  reward) and recomputes the shared sines and cosines in each, 7 ``sin``/``cos`` per CartPole
  step instead of 5, which XLA:CPU evaluates with scalar libm calls (~4 ns an element against
  ~0.5 ns for NumPy's SIMD ``sin``), most of a step's time: the tuple carry is 1.8x faster at
  batch 1024 on JAX, 1.3x on TensorFlow; TorchInductor does not vectorise the loop over the
  strided columns of a ``[batch, S]`` state (scalar ``std::sin``) but does over contiguous
  rows (SIMD ``sin``): 1.6x at batch 1024, 3x at 4096. The unrolled ``tf.function`` without XLA
  (the former harness) runs ~60 small kernels a step through TensorFlow's executor: 2-3x
  fewer steps per CPU second at batch 1024; an unrolled 100-step graph under XLA took minutes
  to compile. NumPy and MXNet have no compiler for plain functions;
* gymnasium: ``CartPole-v1`` / ``Pendulum-v1`` (unwrapped, one environment: steps/s does not
  depend on the batch) and gymnasium's NumPy-vectorised ``CartPole-v1``
  (``make_vec(..., vectorization_mode="vector_entry_point")``);
* gymnax (JAX, the jax venv; ``pip install gymnax``, benchmark-only): ``CartPole-v1`` /
  ``Pendulum-v1`` under ``jax.jit`` + ``vmap`` + ``lax.scan`` over the precomputed actions (its
  step also splits a key per environment and auto-resets, as gymnax steps do). It runs in the
  same process as Ivy's JAX backend, which leaves JAX's 64-bit mode (``jax_enable_x64``) as the
  user set it. This row is not equal work (ivy_gym's CartPole here is the swing-up, a bare
  step): ``--vs-gymnax`` below is the like-for-like comparison.

Timing: after a warm-up (compile) call, ``--repeats`` rounds; each round times every runner of
the batch size once, in turn (interleaved, so a burst of load on the shared 2-core machine hits
them alike), over a window of at least ``--window`` seconds of back-to-back rollouts. Reported:
the best window (steps/s = batch x 100 / seconds per rollout), the median window, and the
median window in process CPU time, every thread of the process counted (steps per CPU second:
what a runner costs, much less disturbed than wall time by what else the machine runs), with the
load average before and after. PyTorch and TensorFlow run with one intra-op thread
(``--threads 1``): their pools oversubscribe the 2 shared cores (``torch.compile``'s OpenMP
kernels ran ~1000x slower with the default threads while other jobs ran).

Equal work against gymnax (issue 28), ``--vs-gymnax``: ivy_gym's functional API
(``ivy_gym.functional``, gymnasium's ``CartPole-v1`` / ``Pendulum-v1`` exactly) on JAX against
gymnax 1.0.1, one process, both under ``jax.jit`` of a ``lax.scan`` of ``--steps`` (200) steps,
float32, the same precomputed actions, batches 1024 and 4096 (``--batches``), rounds interleaved
(``--repeats``, ``--window`` 0.5 s), steps per process-CPU second (median window):

    python -m venv /tmp/gxenv && /tmp/gxenv/bin/pip install gymnax six "jax[cpu]"
    /tmp/gxenv/bin/pip install -e packages/ivy-core -e packages/ivy-gym
    /tmp/gxenv/bin/python benchmarks/gym_throughput.py --vs-gymnax --repeats 5 --tag vs \
        --hlo /tmp/gym_hlo     # results/gym/vs_gymnax/vs.json; HLO texts and per-step op counts

(gymnax imports ``six`` without declaring it.)

* (a) the bare step: ``F.step(task, key, state, action, auto_reset=False)`` against
  ``jax.vmap(env.step_env)``: no keys split, no reset; both count the episode's steps;
  observations, rewards and terminated flags are summed into the carry (so XLA cannot drop
  them).
* (b) the full loop, gymnax's rollout: a reset (keys per environment for gymnax), then per step
  a key split off the carried key, the step with auto-reset (fresh states drawn for every
  environment, selected where done) and the time limit, observations, rewards and done
  (terminated | truncated) summed into the carry. gymnax: ``jax.vmap(env.step)`` over
  ``jax.random.split(k, batch)`` (threefry); ivy_gym: ``F.step`` with one key ``[]`` for the
  batch (its counter-based hash draws row ``i`` for environment ``i``), and also with
  ``F.split_key(k, batch)``, one key per environment, as gymnax.
* The carry: ``stacked`` carries ``F.step``'s ``EnvState`` as it is (``physics [batch, S]``);
  ``tuple`` carries its ``S`` columns ``[batch]`` (gymnax's state layout: one array per
  variable), stacked before and unstacked after each step, as the compiled rollouts above.
* ``--hlo DIR``: each compiled rollout's HLO text, and per step (the ops reachable from the
  scan's loop body, fusions included, nested loops once per trip) the count of ``sine`` /
  ``cosine`` and of the integer ops of the random numbers (threefry's ``while`` loops, ``xor``,
  shifts, ``or``).

``--backends tensorflow`` / ``torch`` (in that backend's venv, no gymnax needed) runs the same
(a) and (b) work compiled there (``gym_vs_gymnax.vs_backend_fns``: ``tf.function(jit_compile=True)``
of the reset and a ``tf.while_loop``; ``torch.compile`` of the reset and of 10-step chunks), both
carries, one key, no ratio in the JSON (gymnax is not in that process); ``--backends numpy`` /
``mxnet`` the same steps eagerly, a Python loop, the state as it is:

    .nox/tests-backend-tensorflow/bin/python benchmarks/gym_throughput.py --vs-gymnax \
        --backends tensorflow --repeats 3 --tag tensorflow
    .nox/tests-backend-torch/bin/python benchmarks/gym_throughput.py --vs-gymnax \
        --backends torch --repeats 3 --tag torch       # ~30 minutes here, mostly compiling

Measured 2026-11-29 on the shared 2-core machine (a CI run beside it, load average 2.5-4), steps
per process-CPU second, x = ivy-gym / gymnax in the JAX process (JAX 0.10.2, gymnax 1.0.1), the
state carried as ``F.step`` returns it ("as is") and as its columns; TensorFlow, PyTorch, NumPy
and MXNet rows: packages/ivy-gym/README.md (their own processes):

    task         batch  (a) gymnax  as is          columns        (b) gymnax  as is          columns
    CartPole-v1   1024    42.4M     42.4M  1.00x   47.0M  1.11x     7.99M     40.4M  5.05x   52.3M  6.54x
    CartPole-v1   4096    39.3M     43.6M  1.11x   47.4M  1.21x     9.18M     47.7M  5.20x   60.0M  6.53x
    Pendulum-v1   1024    14.6M     25.6M  1.75x   15.2M  1.04x     6.66M      8.06M 1.21x    9.11M 1.37x
    Pendulum-v1   4096    11.6M     17.1M  1.48x   11.2M  0.96x     5.97M      7.97M 1.34x    9.41M 1.58x

(b) is won by ivy-gym's integer-hash keys (gymnax: 4 threefry loops a step). Pendulum's step
writes its new state as ``[theta, 0]`` plus the new velocity times ``[dt, 1]`` (2 sines a compiled
step instead of 5: (a) as is 0.88x -> 1.75x; this run had ``state * [1, 0]`` for ``[theta, 0]``,
the final form measured 1.78x at 1024); carrying the columns undoes part of that.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import time
from pathlib import Path

import numpy as np

BATCHES = [1, 4, 16, 64, 256, 1024, 4096]
BACKENDS = ["numpy", "torch", "jax", "tensorflow", "mxnet"]
ENVS = ["cartpole", "pendulum"]
STATE_SIZE = {"cartpole": 4, "pendulum": 2}
STEPS = 100
CHUNK = 10  # steps per torch.compile'd function
PEERS = ("gymnasium", "gymnax")
KEY_BATCH = 1024


def _installed(name):
    return importlib.util.find_spec(name) is not None


def _sync(backend):
    """A function that waits for a result's values (asynchronous dispatch)."""
    if backend in ("jax", "gymnax"):
        import jax

        return jax.block_until_ready
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


def _threads(backend, threads):
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


def _actions(env, b, seed=0):
    """The precomputed actions ``[STEPS, b]``: CartPole +-1 pushes, Pendulum uniform."""
    rng = np.random.default_rng(seed)
    if env == "cartpole":
        return rng.integers(0, 2, (STEPS, b))  # gymnasium's discrete actions 0 / 1
    return rng.uniform(-1.0, 1.0, (STEPS, b)).astype("float32")


def _unit_actions(env, b):
    a = _actions(env, b)
    a = (2.0 * a - 1.0) if env == "cartpole" else a  # 0 / 1 -> -1 / +1 (CartPole's mapping)
    return a.astype("float32")[..., None]


def _scan_rollout(step, carry):
    """The JAX harness: ``jax.jit`` of a ``lax.scan`` rollout (see the module docstring)."""
    import jax
    import jax.numpy as jnp

    if carry == "stacked":
        def body(s, a):
            s, _, r, _ = step(s, a)
            return s, r

        return jax.jit(lambda s, a: jax.lax.scan(body, s, a))

    def body_tuple(c, a):
        s, _, r, _ = step(jnp.stack(c, axis=-1), a)
        return tuple(jnp.unstack(s, axis=-1)), r

    def rollout(s, a):
        c, r = jax.lax.scan(body_tuple, tuple(jnp.unstack(s, axis=-1)), a)
        return jnp.stack(c, axis=-1), r

    return jax.jit(rollout)


def _while_rollout(step, carry):
    """The TensorFlow harness: XLA-compiled ``tf.while_loop`` (see the module docstring)."""
    import ivy
    import tensorflow as tf

    def rollout(s, a):
        rewards = tf.TensorArray(s.dtype, size=STEPS)
        stacked = carry == "stacked"

        def body(t, c, rewards):
            s, _, r, _ = step(c if stacked else tf.stack(c, axis=-1), a[t])
            return t + 1, (s if stacked else tuple(tf.unstack(s, axis=-1))), rewards.write(t, r)

        c0 = s if stacked else tuple(tf.unstack(s, axis=-1))
        _, c, rewards = tf.while_loop(lambda t, c, r: t < STEPS, body,
                                      (tf.constant(0), c0, rewards))
        return (c if stacked else tf.stack(c, axis=-1)), rewards.stack()

    return ivy.compile(rollout, jit_compile=True)


def _chunked_rollout(step, carry):
    """The PyTorch harness: ``torch.compile`` of CHUNK unrolled steps, STEPS / CHUNK calls."""
    import ivy
    import torch

    stacked = carry == "stacked"

    def chunk(c, a):  # c: the states [batch, S] (stacked), else transposed [S, batch]
        rewards = []
        for t in range(CHUNK):
            s, _, r, _ = step(c if stacked else c.T, a[t])
            c = s if stacked else torch.stack(s.unbind(-1))
            rewards.append(r)
        return c, torch.stack(rewards)

    fn = ivy.compile(chunk)

    def rollout(s, a):
        c, rewards = (s if stacked else s.T.contiguous()), []
        for k in range(0, STEPS, CHUNK):
            c, r = fn(c, a[k:k + CHUNK])
            rewards.append(r)
        return (c if stacked else c.T), torch.cat(rewards)

    return rollout


def ivy_gym_runners(backend, env, b, compiled, cache, carry):
    """``{runner name: zero-argument rollout}`` of ivy_gym on ``backend`` at batch ``b``."""
    import ivy
    import ivy_gym

    step = getattr(ivy_gym, f"{env}_step")
    state = ivy.asarray(np.zeros((b, STATE_SIZE[env]), "float32"))
    actions = ivy.asarray(_unit_actions(env, b))
    if not compiled:
        def eager():
            s, rewards = state, []
            for t in range(STEPS):
                s, _, r, _ = step(s, actions[t])
                rewards.append(r)
            return s, rewards[-1]

        return {f"ivy_gym {backend} eager": eager}
    if backend not in ("jax", "tensorflow", "torch"):
        return {}
    fn = cache.get((backend, env))
    if fn is None:
        make = {"jax": lambda: _scan_rollout(step, carry),
                "tensorflow": lambda: _while_rollout(step, carry),
                "torch": lambda: _chunked_rollout(step, carry)}[backend]
        fn = cache[(backend, env)] = make()
    return {f"ivy_gym {backend} compiled": lambda: fn(state, actions)}


def gymnasium_runners(env, b):
    import warnings

    import gymnasium as gym

    name = "CartPole-v1" if env == "cartpole" else "Pendulum-v1"
    out = {}
    single = gym.make(name).unwrapped
    single.reset(seed=0)
    acts = _actions(env, 1)[:, 0]
    acts = [int(a) for a in acts] if env == "cartpole" else [np.array([2 * a], "float32")
                                                              for a in acts]

    def run_single():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # stepping past termination on purpose
            for a in acts:
                single.step(a)

    out["gymnasium single"] = (run_single, 1)  # one environment whatever the batch
    if env == "cartpole":
        venv = gym.make_vec(name, num_envs=b, vectorization_mode="vector_entry_point")
        venv.reset(seed=0)
        vacts = list(_actions(env, b))

        def run_vec():
            for a in vacts:
                venv.step(a)

        out["gymnasium vector (NumPy)"] = (run_vec, b)
    return out


def gymnax_compile(env, batches):
    """``{batch: jitted rollout}`` of gymnax (its full ``step``: keys, auto-reset)."""
    import gymnax
    import jax
    import jax.numpy as jnp

    genv, params = gymnax.make("CartPole-v1" if env == "cartpole" else "Pendulum-v1")
    out = {}
    for b in batches:
        acts = _actions(env, b)
        acts = jnp.asarray(acts if env == "cartpole" else 2.0 * acts)

        def rollout(key, actions, b=b):
            _, state = jax.vmap(genv.reset, in_axes=(0, None))(jax.random.split(key, b), params)

            def body(carry, a):
                state, key = carry
                key, k_step = jax.random.split(key)
                res = jax.vmap(genv.step, in_axes=(0, 0, 0, None))(
                    jax.random.split(k_step, b), state, a, params)
                return (res[1], key), res[2]  # (obs, state, reward, terminated, truncated, info)

            return jax.lax.scan(body, (state, key), actions)[1]

        fn, key = jax.jit(rollout), jax.random.PRNGKey(0)
        out[b] = lambda fn=fn, key=key, acts=acts: fn(key, acts)
    return out


# --- equal work against gymnax (issue 28, ``--vs-gymnax``) ------------------------------------


def _window(fn, sync, seconds):
    """Wall and process CPU seconds per call of ``fn`` over back-to-back calls filling
    ``seconds``."""
    n, t0, c0 = 0, time.perf_counter(), time.process_time()
    while True:
        sync(fn())
        n += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return elapsed / n, (time.process_time() - c0) / n


def measure(runners, repeats, seconds, steps=STEPS):
    """Interleaved rounds over ``{name: (fn, sync, batch)}`` (a call: ``steps`` steps of
    ``batch`` environments): ``{name: (best, median, cpu)}`` steps/s (best and median
    wall-clock window, median process-CPU-time window)."""
    for fn, sync, _ in runners.values():
        sync(fn())  # warm-up: compiles
    times = {name: [] for name in runners}
    for _ in range(repeats):
        for name, (fn, sync, _) in runners.items():
            times[name].append(_window(fn, sync, seconds))
    out = {}
    for name, t in times.items():
        work = runners[name][2] * steps
        wall, cpu = np.array(t).T
        out[name] = (work / wall.min(), work / float(np.median(wall)), work / float(np.median(cpu)))
    return out


def run(args):
    backends = args.backends if args.backends is not None else [
        b for b in BACKENDS if b == "numpy" or _installed(b)]
    peers = [] if args.no_peers else [p for p in PEERS if _installed(p)]
    load_before = os.getloadavg()
    gymnax_fns = {env: gymnax_compile(env, args.batches) for env in args.envs} \
        if "gymnax" in peers else {}
    for backend in backends:
        _threads(backend, args.threads)
    import ivy

    records, cache = {}, {}
    for env in args.envs:
        for b in args.batches:
            runners = {}
            for backend in backends:
                with ivy.use(backend):
                    for compiled in ([] if args.no_eager else [False]) + \
                            ([] if args.no_compiled else [True]):
                        for name, fn in ivy_gym_runners(backend, env, b, compiled, cache,
                                                        args.carry).items():
                            runners[name] = (lambda fn=fn, backend=backend: _in(backend, fn),
                                             _sync(backend), b)
            if "gymnasium" in peers:
                for name, (fn, n) in gymnasium_runners(env, b).items():
                    runners[name] = (fn, _sync("numpy"), n)
            if "gymnax" in peers:
                runners["gymnax (jit+vmap+scan)"] = (gymnax_fns[env][b], _sync("gymnax"), b)
            for name, (best, median, cpu) in measure(runners, args.repeats,
                                                     args.window).items():
                rec = records.setdefault((env, name), dict(
                    env=env, runner=name, steps_per_s={}, median_steps_per_s={},
                    cpu_steps_per_s={}))
                rec["steps_per_s"][b], rec["median_steps_per_s"][b] = best, median
                rec["cpu_steps_per_s"][b] = cpu
                print(f"  {env} batch {b:5d} {name:30s} best {best / 1e6:8.3f}M  median "
                      f"{median / 1e6:8.3f}M  per CPU second {cpu / 1e6:8.3f}M steps/s",
                      flush=True)
    load = dict(before=load_before, after=os.getloadavg())
    for rec in records.values():
        rec.update(tag=args.tag, load=load, carry=args.carry, repeats=args.repeats,
                   window_s=args.window)
    return list(records.values())


def _in(backend, fn):
    import ivy

    with ivy.use(backend):
        return fn()


def _merged(records):
    """ivy_gym rows from every run; each peer once, its best over the runs (with their tags)."""
    out, peers = [], {}
    for r in records:
        if r["runner"].startswith(PEERS):
            key = (r["env"], r["runner"])
            p = peers.setdefault(key, dict(env=r["env"], runner=r["runner"], steps_per_s={},
                                           cpu_steps_per_s={}, tags=[]))
            p["tags"].append(r.get("tag", "?"))
            for metric in ("steps_per_s", "cpu_steps_per_s"):
                for b, v in (r.get(metric) or {}).items():
                    p[metric][b] = max(v, p[metric].get(b, 0.0))
        else:
            out.append(r)
    return out + list(peers.values())


def table(records):
    lines = []
    merged = _merged(records)
    for env in ENVS:
        rows = [r for r in merged if r["env"] == env]
        if not rows:
            continue
        batches = sorted({int(b) for r in rows for b in r["steps_per_s"]})
        lines.append(f"\n{env}: environment steps per second, best window (peers: the best "
                     "over the runs)\n")
        lines.append("| runner | " + " | ".join(f"batch {b}" for b in batches) + " |")
        lines.append("|---|" + "---:|" * len(batches))
        for r in rows:
            sps = {int(k): v for k, v in r["steps_per_s"].items()}
            cells = [f"{sps[b] / 1e6:.3g}M" if b in sps else "" for b in batches]
            lines.append(f"| {r['runner']} | " + " | ".join(cells) + " |")
        lines.extend(_summary(env, [r for r in records if r["env"] == env]))
    return "\n".join(lines)


def _summary(env, records):
    """Batch KEY_BATCH, per run (tag): each runner's best and median against the gymnasium
    single environment measured in the same process, interleaved."""
    k = str(KEY_BATCH)
    lines = [f"\n{env} at batch {KEY_BATCH}, per run, against that run's side-by-side "
             "gymnasium single environment\n",
             "| run (load avg before / after) | runner | best | median | per CPU second | "
             "best / gymnasium single | per CPU second / gymnasium single |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for tag in sorted({r.get("tag", "?") for r in records}):
        rows = [r for r in records if r.get("tag", "?") == tag]
        single = next((r for r in rows if r["runner"] == "gymnasium single"), None)
        ref = cpu_ref = None
        if single is not None:
            ref = single["steps_per_s"].get(k)
            cpu_ref = (single.get("cpu_steps_per_s") or {}).get(k)
        for r in rows:
            v = r["steps_per_s"].get(k)
            if v is None:
                continue
            med = (r.get("median_steps_per_s") or {}).get(k)
            cpu = (r.get("cpu_steps_per_s") or {}).get(k)
            load = r.get("load")
            run = (f"{tag} ({load['before'][0]:.1f} / {load['after'][0]:.1f})" if load else tag)
            cells = [f"{v / 1e6:.3g}M", f"{med / 1e6:.3g}M" if med else "",
                     f"{cpu / 1e6:.3g}M" if cpu else "", f"{v / ref:,.0f}x" if ref else "",
                     f"{cpu / cpu_ref:,.0f}x" if cpu and cpu_ref else ""]
            lines.append(f"| {run} | {r['runner']} | " + " | ".join(cells) + " |")
    return lines


def plot(records, path):
    """Steps/s against batch size per runner: the best wall-clock window (top) and per process
    CPU second (bottom), one column per environment."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    merged = _merged(records)
    envs = [e for e in ENVS if any(r["env"] == e for r in merged)]
    metrics = [("steps_per_s", "steps / s, best wall-clock window"),
               ("cpu_steps_per_s", "steps / process-CPU second")]
    fig, axes = plt.subplots(len(metrics), len(envs), figsize=(6.5 * len(envs), 9.0),
                             squeeze=False)
    for row, (metric, label) in zip(axes, metrics):
        for ax, env in zip(row, envs):
            for k, r in enumerate(r for r in merged if r["env"] == env):
                sps = sorted((int(b), v) for b, v in (r.get(metric) or {}).items())
                if not sps:
                    continue
                peer = r["runner"].startswith(PEERS)
                xs, ys = [b for b, _ in sps], [v for _, v in sps]
                if r["runner"] == "gymnasium single":  # one environment: a level line
                    xs, ys = [min(BATCHES), max(BATCHES)], [max(ys)] * 2
                ax.plot(xs, ys, "--" if peer else "-", marker="s" if peer else "o", ms=4,
                        color=plt.cm.tab20(k % 20), label=r["runner"])
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_xlabel("batch size (environments)")
            ax.set_ylabel(f"environment {label}")
            ax.set_title(f"{env}: throughput")
            ax.grid(True, which="both", alpha=0.3)
            ax.legend(fontsize=6)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def main(argv=None):
    import gym_vs_gymnax  # noqa: PLC0415 - beside this script; it imports this module's helpers

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backends", nargs="*", help="default: every installed backend; with "
                   "--vs-gymnax: jax (the default, with gymnax), tensorflow, torch, numpy or mxnet")
    p.add_argument("--batches", nargs="*", type=int, default=BATCHES)
    p.add_argument("--envs", nargs="*", default=ENVS, choices=ENVS)
    p.add_argument("--repeats", type=int, default=5, help="interleaved rounds")
    p.add_argument("--window", type=float, default=0.2,
                   help="seconds of back-to-back rollouts per timing")
    p.add_argument("--carry", choices=["tuple", "stacked"], default="tuple",
                   help="the compiled loops' carry (see the module docstring)")
    p.add_argument("--threads", type=int, default=1, help="PyTorch / TensorFlow intra-op "
                   "threads (0: the framework's default)")
    p.add_argument("--no-peers", action="store_true", help="skip gymnasium and gymnax")
    p.add_argument("--no-eager", action="store_true")
    p.add_argument("--no-compiled", action="store_true")
    p.add_argument("--out", default=str(Path(__file__).parent / "results" / "gym"))
    p.add_argument("--tag", default="run", help="name of this run's JSON file")
    p.add_argument("--plot-only", action="store_true")
    p.add_argument("--vs-gymnax", action="store_true", help="issue 28: ivy-gym's functional "
                   "API on JAX against gymnax at equal work, (a) the bare step and (b) the full "
                   "loop (default batches 1024 4096, --steps 200, --window 0.5)")
    p.add_argument("--steps", type=int, default=gym_vs_gymnax.VS_STEPS, help="--vs-gymnax: steps per rollout")
    p.add_argument("--hlo", metavar="DIR", help="--vs-gymnax: write each compiled rollout's HLO "
                   "to DIR and print its op counts (sin / cos, integer hashing, threefry)")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.vs_gymnax:
        if "--batches" not in (argv if argv is not None else __import__("sys").argv):
            args.batches = gym_vs_gymnax.VS_BATCHES
        if "--window" not in (argv if argv is not None else __import__("sys").argv):
            args.window = 0.5
        records = gym_vs_gymnax.run_vs_gymnax(args)
        (out / "vs_gymnax" / f"{args.tag}.json").parent.mkdir(exist_ok=True)
        (out / "vs_gymnax" / f"{args.tag}.json").write_text(json.dumps(records, indent=1))
        print(gym_vs_gymnax.vs_table(records))
        return 0
    if not args.plot_only:
        (out / f"{args.tag}.json").write_text(json.dumps(run(args), indent=1))
    records = [r for f in sorted(out.glob("*.json")) for r in json.loads(f.read_text())]
    print(table(records))
    if _installed("matplotlib"):
        print(f"\nplot: {plot(records, out / 'gym_throughput.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
