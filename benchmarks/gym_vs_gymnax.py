"""gym_throughput.py --vs-gymnax: ivy-gym's functional API against gymnax at equal work (issue 28).

(a) the bare step (``F.step(auto_reset=False)`` against ``vmap(step_env)``) and (b) the full loop
(reset, a key split per step, auto-reset and time limit against ``vmap(env.step)`` over
``jax.random.split``), observations, rewards and done flags consumed, per CPU second, interleaved
in one process; ``--hlo DIR`` writes the compiled programs and counts the ops per step. Run it
through ``gym_throughput.py --vs-gymnax`` (its docstring has the commands and the table).
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from gym_throughput import _installed, _sync, measure

VS_TASKS = {"cartpole": "CartPole-v1", "pendulum": "Pendulum-v1"}
VS_BATCHES = [1024, 4096]
VS_STEPS = 200


def _vs_actions(env, b, steps):
    """The same actions ``[steps, b]`` for both sides: CartPole-v1's 0 / 1 (int32), Pendulum-v1's
    torques in [-2, 2] (float32, ``[steps, b, 1]``)."""
    rng = np.random.default_rng(1)
    if env == "cartpole":
        return rng.integers(0, 2, (steps, b)).astype("int32")
    return rng.uniform(-2.0, 2.0, (steps, b, 1)).astype("float32")


def _consume(acc, obs, reward, done):
    """Fold a step's observations, rewards and done flags into the scalar ``acc`` (so that XLA
    computes them all; the same three sums on both sides)."""
    import jax.numpy as jnp

    return acc + jnp.sum(obs) + jnp.sum(reward) + jnp.sum(done.astype(jnp.float32))


def vs_gymnax_fns(env, b, carries=("stacked", "tuple")):
    """``{(comparison, runner): jitted fn(key, actions) -> scalar}``: ivy-gym's functional API on
    JAX and gymnax doing the same work (see the module docstring, "Equal work").

    Comparison ``"a step"``: the bare step over ``steps`` precomputed actions, no keys, no
    reset: ``F.step(..., auto_reset=False)`` against ``jax.vmap(env.step_env)`` (both count the
    episode's steps; observations, rewards and terminated flags consumed). Comparison ``"b
    loop"``: the full loop, gymnax's rollout: reset (keys split per environment for gymnax, one
    key for ivy-gym), then per step a key split off the carried key, the step with auto-reset
    and the time limit, observations, rewards and done (terminated | truncated) consumed."""
    import gymnax
    import ivy
    import jax
    import jax.numpy as jnp
    from ivy_gym import functional as F

    task = VS_TASKS[env]
    genv, gparams = gymnax.make(task)
    zero = jnp.zeros((), jnp.float32)
    out = {}

    # (a) the bare step --------------------------------------------------------------------
    def gx_bare(key, actions):
        _, state = jax.vmap(genv.reset_env, in_axes=(0, None))(jax.random.split(key, b),
                                                                gparams)
        step = jax.vmap(genv.step_env, in_axes=(None, 0, 0, None))

        def body(carry, a):
            state, acc = carry
            obs, state, reward, terminated, _ = step(key, state, a, gparams)
            return (state, _consume(acc, obs, reward, terminated)), None

        return jax.lax.scan(body, (state, zero), actions)[0][1]

    def ivy_bare(carry):
        def fn(key, actions):
            k = key_of(key)
            _, state = F.reset(task, k, batch_shape=(b,))

            def body(c, a):
                state, acc = c
                obs, state, reward, terminated, _, _ = F.step(task, k, wrap(state), a,
                                                              auto_reset=False)
                return (unwrap(state), _consume(acc, obs, reward, terminated)), None

            return jax.lax.scan(body, (unwrap(state), zero), actions)[0][1]

        wrap, unwrap = _carry(carry)
        return fn

    # (b) the full loop --------------------------------------------------------------------
    def gx_loop(key, actions):
        key, k_reset = jax.random.split(key)
        _, state = jax.vmap(genv.reset, in_axes=(0, None))(jax.random.split(k_reset, b),
                                                            gparams)
        step = jax.vmap(genv.step, in_axes=(0, 0, 0, None))

        def body(carry, a):
            state, key, acc = carry
            key, k_step = jax.random.split(key)
            obs, state, reward, terminated, truncated, _ = step(
                jax.random.split(k_step, b), state, a, gparams)
            done = jnp.logical_or(terminated, truncated)
            return (state, key, _consume(acc, obs, reward, done)), None

        return jax.lax.scan(body, (state, key, zero), actions)[0][2]

    def ivy_loop(carry, env_keys):
        def fn(key, actions):
            keys = F.split_key(key_of(key), 2)
            _, state = F.reset(task, keys[1], batch_shape=(b,))

            def body(c, a):
                state, key, acc = c
                keys = F.split_key(key, 2)
                k_step = F.split_key(keys[1], b) if env_keys else keys[1]
                obs, state, reward, terminated, truncated, _ = F.step(task, k_step, wrap(state),
                                                                      a)
                done = jnp.logical_or(terminated, truncated)
                return (unwrap(state), keys[0], _consume(acc, obs, reward, done)), None

            return jax.lax.scan(body, (unwrap(state), keys[0], zero), actions)[0][2]

        wrap, unwrap = _carry(carry)
        return fn

    def key_of(seed):  # ivy-gym's int32 key from the same seed array gymnax's key comes from
        return F.make_key(0) ^ seed[1].astype(jnp.int32)

    ivy.set_backend("jax")
    out[("a step", "gymnax step_env")] = jax.jit(gx_bare)
    for carry in carries:
        out[("a step", f"ivy-gym, {carry} carry")] = jax.jit(ivy_bare(carry))
    out[("b loop", "gymnax step (per-env keys)")] = jax.jit(gx_loop)
    for carry in carries:
        out[("b loop", f"ivy-gym, {carry} carry, one key")] = jax.jit(ivy_loop(carry, False))
    out[("b loop", f"ivy-gym, {carries[0]} carry, per-env keys")] = jax.jit(
        ivy_loop(carries[0], True))
    return out


TORCH_CHUNK = 10  # steps per torch.compile'd function (compiling all of them takes minutes)
COMPILERS = {"tensorflow": "tf.function(jit_compile=True), tf.while_loop",
             "torch": f"torch.compile, {TORCH_CHUNK}-step chunks",
             "numpy": "eager, a Python loop", "mxnet": "eager, a Python loop"}
EAGER = ("numpy", "mxnet")  # no compiler for plain functions: the state carried as it is


def vs_backend_fns(backend, env, b, steps, carries=("tuple", "stacked")):
    """``{(comparison, runner): zero-argument fn}``: ivy-gym's functional API compiled on
    TensorFlow (``ivy.compile``: ``tf.function(jit_compile=True)`` of the reset and a
    ``tf.while_loop`` over the steps) or PyTorch (``ivy.compile``: ``torch.compile`` of the reset
    and of ``TORCH_CHUNK`` unrolled steps, called ``steps / TORCH_CHUNK`` times), doing the JAX
    rows' work (``vs_gymnax_fns``: (a) the bare step without keys or reset, (b) the full loop
    with a key split off the carried key each step, auto-reset and the time limit;
    observations, rewards and terminated / done flags summed into the carry), the same actions,
    with each of ``carries`` (``"tuple"``: the state's columns; ``"stacked"``: the ``EnvState``
    as it is). NumPy / MXNet (no compiler): the same steps eagerly in a Python loop, the
    ``EnvState`` carried as it is."""
    import ivy
    from ivy_gym import functional as F

    ivy.set_backend(backend)
    task = VS_TASKS[env]
    actions = ivy.asarray(_vs_actions(env, b, steps))
    key0 = F.make_key(0)

    def consume(acc, obs, reward, flag):
        return (acc + ivy.sum(obs) + ivy.sum(reward)
                + ivy.sum(ivy.astype(flag, "float32")))

    def step_fns(stacked):
        """``(one, start)`` for a carry ``(state, steps, key, acc)``, the state stacked
        (``physics [batch, S]``) or as its ``S`` columns."""
        def cols_of(state):
            return state.physics if stacked else tuple(ivy.unstack(state.physics, axis=-1))

        def one(c, a, loop):
            cols, count, key, acc = c
            state = F.EnvState(cols if stacked else ivy.stack(list(cols), axis=-1), count)
            if loop:
                keys = F.split_key(key, 2)
                obs, state, reward, term, trunc, _ = F.step(task, keys[1], state, a)
                key, flag = keys[0], ivy.logical_or(term, trunc)
            else:
                obs, state, reward, flag, _, _ = F.step(task, key, state, a, auto_reset=False)
            return cols_of(state), state.steps, key, consume(acc, obs, reward, flag)

        def start(loop):
            keys = F.split_key(key0, 2)
            _, state = F.reset(task, keys[1] if loop else key0, batch_shape=(b,))
            return cols_of(state), state.steps, keys[0], ivy.zeros((), dtype="float32")

        return one, start

    out = {}
    for carry in (("stacked",) if backend in EAGER else carries):
        one, start = step_fns(carry == "stacked")
        for cmp, loop in (("a step", False), ("b loop", True)):
            name = (f"ivy-gym {backend} ({COMPILERS[backend]}), {carry} carry"
                    + (", one key" if loop else ""))
            out[(cmp, name)] = _backend_rollout(backend, one, start, loop, actions, steps)
    return out


def _backend_rollout(backend, one, start, loop, actions, steps):
    """A zero-argument rollout of ``steps`` steps of ``one`` from ``start(loop)``: eager on
    NumPy / MXNet, compiled on TensorFlow / PyTorch (see ``vs_backend_fns``)."""
    import ivy

    if backend in EAGER:
        def rollout():
            c = start(loop)
            for t in range(steps):
                c = one(c, actions[t], loop)
            return c[3]

        return rollout
    if backend == "tensorflow":
        import tensorflow as tf

        def tf_rollout(acts):
            c = start(loop)
            _, c = tf.while_loop(lambda t, c: t < steps,
                                 lambda t, c: (t + 1, one(c, acts[t], loop)),
                                 (tf.constant(0), c))
            return c[3]

        fn = ivy.compile(tf_rollout, jit_compile=True)
        return lambda: fn(actions)

    def chunk(c, acts):
        for t in range(TORCH_CHUNK):
            c = one(c, acts[t], loop)
        return c

    fn, begin = ivy.compile(chunk), ivy.compile(lambda: start(loop))

    def torch_rollout():
        c = begin()
        for k in range(0, steps, TORCH_CHUNK):
            c = fn(c, actions[k:k + TORCH_CHUNK])
        return c[3]

    return torch_rollout


def _carry(kind):
    """``(wrap, unwrap)`` between the ``EnvState`` and the scan's carry: ``"stacked"`` carries
    the state as it is (``physics [batch, S]``); ``"tuple"`` carries its columns, ``S`` arrays
    ``[batch]`` (the layout gymnax's state has: one array per variable)."""
    import jax.numpy as jnp
    from ivy_gym import functional as F

    if kind == "stacked":
        return (lambda s: s), (lambda s: s)
    return ((lambda c: F.EnvState(jnp.stack(c[0], axis=-1), c[1])),
            (lambda s: (tuple(jnp.unstack(s.physics, axis=-1)), s.steps)))


HLO_OPS = ("sine", "cosine", "remainder", "multiply", "xor", "shift-right-logical",
           "shift-right-arithmetic", "shift-left", "and", "or", "select", "reduce", "fusion",
           "while")


def _hlo_computations(text):
    """``{computation name: [(op, instruction line)]}`` of an HLO module's text."""
    import re

    comps, name = {}, None
    for line in text.splitlines():
        head = re.match(r"^(?:ENTRY )?%?([\w.-]+) \(.*\{$", line)
        if head:
            name = head.group(1)
            comps[name] = []
        elif line.startswith("}"):
            name = None
        elif name is not None and " = " in line:
            rest = line.split(" = ", 1)[1]
            if rest.startswith("("):  # a tuple type: skip to its closing parenthesis
                depth = 0
                for i, c in enumerate(rest):
                    depth += {"(": 1, ")": -1}.get(c, 0)
                    if depth == 0:
                        rest = rest[i + 1:]
                        break
            else:
                rest = rest.split(" ", 1)[1] if " " in rest else ""
            op = re.match(r"\s*([a-z][\w-]*)\(", rest)
            comps[name].append((op.group(1) if op else "?", line))
    return comps


def _hlo_step_counts(text, steps):
    """Op counts per step of a compiled rollout: the ops reachable from the body of the scan's
    ``while`` (the one that runs ``steps`` times), fusions and called computations included,
    nested loops (threefry's rounds) counted once per trip."""
    import re

    comps = _hlo_computations(text)
    ref = r"(?:calls|body|condition|to_apply)=%?([\w.-]+)"

    def count(name, seen):
        out = {}
        for op, line in comps.get(name, []):
            out[op] = out.get(op, 0) + 1
            trips = re.search(r'"known_trip_count":\{"n":"(\d+)"', line)
            times = int(trips.group(1)) if op == "while" and trips else 1
            for callee in re.findall(ref, line):
                if callee in seen:
                    continue
                for k, v in count(callee, seen | {callee}).items():
                    out[k] = out.get(k, 0) + times * v
        return out

    for ops in comps.values():
        for op, line in ops:
            if op == "while" and f'"known_trip_count":{{"n":"{steps}"}}' in line:
                body = re.search(r"body=%?([\w.-]+)", line).group(1)
                return count(body, {body})
    return {}


def hlo_counts(fn, *args, steps):
    """``(per-step op counts, text)`` of ``fn``'s compiled (optimised) HLO: the transcendental
    functions, the integer hashing and the random-number loops (see ``_hlo_step_counts``)."""
    text = fn.lower(*args).compile().as_text()
    counts = _hlo_step_counts(text, steps)
    return {n: counts.get(n, 0) for n in HLO_OPS}, text


def run_vs_backends(args, backends):
    """The same work compiled on TensorFlow / PyTorch (``vs_backend_fns``), interleaved rounds
    in one process (one venv: gymnax is not there, so no ratio), steps per process-CPU
    second."""
    from gym_throughput import _threads

    load_before = os.getloadavg()
    records = []
    for backend in backends:
        _threads(backend, args.threads)
        for env in args.envs:
            for b in args.batches:
                fns = vs_backend_fns(backend, env, b, args.steps)
                for cmp in ("a step", "b loop"):
                    runners = {name: (fn, _sync(backend), b)
                               for (c, name), fn in fns.items() if c == cmp}
                    res = measure(runners, args.repeats, args.window, steps=args.steps)
                    for name, (best, median, cpu) in res.items():
                        records.append(dict(env=env, task=VS_TASKS[env], batch=b,
                                            comparison=cmp, runner=name, steps_per_s=best,
                                            median_steps_per_s=median, cpu_steps_per_s=cpu,
                                            cpu_ratio_vs_gymnax=None))
                        print(f"  {env} batch {b:5d} {cmp:6s} {name:64s} best "
                              f"{best / 1e6:7.2f}M median {median / 1e6:7.2f}M per CPU second "
                              f"{cpu / 1e6:7.2f}M", flush=True)
    load = dict(before=load_before, after=os.getloadavg())
    for r in records:
        r.update(tag=args.tag, load=load, repeats=args.repeats, window_s=args.window,
                 steps=args.steps, threads=args.threads)
    return records


def run_vs_gymnax(args):
    """Issue 28: ivy-gym's functional API on JAX against gymnax at equal work, interleaved
    rounds in one process, steps per process-CPU second (``--backends tensorflow`` / ``torch``:
    the same work compiled there, ``run_vs_backends``)."""
    others = [b for b in (args.backends or []) if b != "jax"]
    if others:
        return run_vs_backends(args, others)
    if not (_installed("gymnax") and _installed("jax")):
        raise SystemExit("--vs-gymnax needs jax and gymnax installed (see the module docstring)")
    import jax
    import jax.numpy as jnp

    load_before = os.getloadavg()
    x64 = bool(jax.config.jax_enable_x64)
    records = []
    for env in args.envs:
        for b in args.batches:
            fns = vs_gymnax_fns(env, b)
            x64 = x64 or bool(jax.config.jax_enable_x64)
            key, acts = jax.random.PRNGKey(0), jnp.asarray(_vs_actions(env, b, args.steps))
            if args.hlo:
                hdir = Path(args.hlo)
                hdir.mkdir(parents=True, exist_ok=True)
                for (cmp, name), fn in fns.items():
                    counts, text = hlo_counts(fn, key, acts, steps=args.steps)
                    slug = "".join(c if c.isalnum() else "_" for c in f"{env}_{b}_{cmp}_{name}")
                    (hdir / f"{slug}.hlo.txt").write_text(text)
                    print(f"  HLO per step {env} {b} {cmp:6s} {name:36s} " + " ".join(
                        f"{k}={v}" for k, v in counts.items()), flush=True)
            sync = _sync("jax")
            for cmp in ("a step", "b loop"):
                runners = {name: (lambda fn=fn, key=key, acts=acts: fn(key, acts), sync, b)
                           for (c, name), fn in fns.items() if c == cmp}
                res = measure(runners, args.repeats, args.window, steps=args.steps)
                ref = res[next(n for n in res if n.startswith("gymnax"))]
                for name, (best, median, cpu) in res.items():
                    records.append(dict(env=env, task=VS_TASKS[env], batch=b, comparison=cmp,
                                        runner=name, steps_per_s=best,
                                        median_steps_per_s=median, cpu_steps_per_s=cpu,
                                        cpu_ratio_vs_gymnax=cpu / ref[2]))
                    print(f"  {env} batch {b:5d} {cmp:6s} {name:48s} best {best / 1e6:7.2f}M "
                          f"median {median / 1e6:7.2f}M per CPU second {cpu / 1e6:7.2f}M "
                          f"(x{cpu / ref[2]:.2f} gymnax)", flush=True)
    load = dict(before=load_before, after=os.getloadavg())
    for r in records:
        r.update(tag=args.tag, load=load, repeats=args.repeats, window_s=args.window,
                 steps=args.steps, jax_enable_x64=x64, jax=jax.__version__)
    return records


def vs_table(records):
    """The issue-28 table: steps per process-CPU second (median window), ivy-gym / gymnax."""
    lines = ["| task | batch | comparison | runner | per CPU second | x gymnax |",
             "|---|---:|---|---|---:|---:|"]
    for r in records:
        ratio = r["cpu_ratio_vs_gymnax"]
        lines.append(f"| {r['task']} | {r['batch']} | {r['comparison']} | {r['runner']} | "
                     f"{r['cpu_steps_per_s'] / 1e6:.2f}M | "
                     f"{'-' if ratio is None else f'{ratio:.2f}'} |")
    return "\n".join(lines)
