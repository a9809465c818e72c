"""ivy_gym's gymnasium wrappers against gymnasium's own environments, steps per CPU second.

    .nox/tests-backend-numpy/bin/python benchmarks/gym_wrappers.py
    .nox/tests-backend-jax/bin/python benchmarks/gym_wrappers.py --backend jax --no-vector

Like for like, in one process, interleaved (``--repeats`` rounds, each runner in turn for
``--window`` CPU seconds; the best round is reported), timed with ``time.process_time``:

* single env: ``gymnasium.make("CartPole-v1")`` against ``gymnasium.make("ivy_gym/CartPole-v1",
  backend=...)`` (both through ``gymnasium.make``'s wrappers: ``TimeLimit``, ``OrderEnforcing``,
  ``PassiveEnvChecker``), and the same for ``Pendulum-v1``. Each loop steps with actions from a
  list drawn once (the same for both, seeded), consumes the step's outputs (sums the rewards and
  the first observation component) and resets with the next seed when an episode ends;
* vector (``--no-vector`` skips it): ``gymnasium.make_vec("CartPole-v1", num_envs=N,
  vectorization_mode="vector_entry_point")`` (gymnasium's NumPy-vectorised CartPole) against
  ``gymnasium.make_vec("ivy_gym/CartPole-v1", num_envs=N, backend=...)``; steps/s counts
  environment steps (``N`` per call); both autoreset themselves.

``--batched-too`` adds the single env with the wrapper's NumPy fast path switched off (the
batched step on ``[1, S]`` arrays: the figure before the fast path).
"""

from __future__ import annotations

import argparse
import random
import time

import gymnasium
import ivy_gym  # noqa: F401 - registers the ivy_gym/ ids
import numpy as np

ACTIONS = 4096


def single_runner(env_id, backend, seed=0, batched=False):
    kwargs = {} if backend is None else {"backend": backend}
    env = gymnasium.make(env_id, **kwargs)
    if batched:
        env.unwrapped._fast = None  # the wrapper's NumPy fast path off: the batched step
    rng = random.Random(seed)
    if isinstance(env.action_space, gymnasium.spaces.Discrete):
        actions = [rng.randrange(env.action_space.n) for _ in range(ACTIONS)]
    else:
        hi = float(env.action_space.high[0])
        actions = [np.array([rng.uniform(-hi, hi)], dtype=np.float32) for _ in range(ACTIONS)]
    state = {"i": 0, "seed": seed, "acc": 0.0}
    env.reset(seed=seed)

    def run(n):
        i, acc = state["i"], state["acc"]
        for _ in range(n):
            obs, reward, terminated, truncated, _ = env.step(actions[i % ACTIONS])
            acc += reward + float(obs[0])
            i += 1
            if terminated or truncated:
                state["seed"] += 1
                env.reset(seed=state["seed"])
        state["i"], state["acc"] = i, acc
        return n
    return run


def vector_runner(env_id, backend, num_envs, seed=0):
    if backend is None:
        env = gymnasium.make_vec(env_id, num_envs=num_envs, vectorization_mode="vector_entry_point")
    else:
        env = gymnasium.make_vec(env_id, num_envs=num_envs, backend=backend)
    rng = np.random.default_rng(seed)
    actions = [rng.integers(0, 2, size=num_envs) for _ in range(64)]
    env.reset(seed=seed)
    state = {"i": 0, "acc": 0.0}

    def run(n):
        i, acc = state["i"], state["acc"]
        for _ in range(n):
            obs, reward, terminated, truncated, _ = env.step(actions[i % 64])
            acc += float(reward.sum()) + float(obs[0, 0])
            i += 1
        state["i"], state["acc"] = i, acc
        return n * num_envs
    return run


def measure(runners, repeats, window):
    best = dict.fromkeys(runners, 0.0)
    for run in runners.values():
        run(10)  # warm up
    for _ in range(repeats):
        for name, run in runners.items():
            done, t0 = 0, time.process_time()
            chunk = 1
            while (elapsed := time.process_time() - t0) < window:
                done += run(chunk)
                chunk = min(chunk * 2, 256)
            best[name] = max(best[name], done / elapsed)
    return best


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backend", default="numpy")
    p.add_argument("--envs", nargs="*", default=["CartPole-v1", "Pendulum-v1"],
                   help="any of ivy_gym's standard tasks (gymnasium ids)")
    p.add_argument("--num-envs", type=int, default=1024)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--window", type=float, default=0.3, help="CPU seconds per runner per round")
    p.add_argument("--no-vector", action="store_true")
    p.add_argument("--batched-too", action="store_true", help="also the single env without the "
                   "wrapper's NumPy fast path (the batched step of one environment)")
    args = p.parse_args()
    rows = []
    for env_id in args.envs:
        runners = {"gym": single_runner(env_id, None),
                   "ivy": single_runner(f"ivy_gym/{env_id}", args.backend)}
        if args.batched_too:
            runners["batched"] = single_runner(f"ivy_gym/{env_id}", args.backend, batched=True)
        r = measure(runners, args.repeats, args.window)
        rows.append((f"{env_id} single", r["gym"], r["ivy"]))
        if args.batched_too:
            rows.append((f"{env_id} single, batched step", r["gym"], r["batched"]))
    if not args.no_vector:
        n = args.num_envs
        r = measure({"gym": vector_runner("CartPole-v1", None, n),
                     "ivy": vector_runner("ivy_gym/CartPole-v1", args.backend, n)},
                    args.repeats, args.window)
        rows.append((f"CartPole-v1 make_vec({n})", r["gym"], r["ivy"]))
    print(f"backend {args.backend}, env steps per CPU second (best of {args.repeats} "
          f"interleaved rounds)")
    print(f"| {'case':28s} | {'gymnasium':>12s} | {'ivy_gym':>12s} | gymnasium/ivy |")
    print(f"|{'-' * 30}|{'-' * 14}|{'-' * 14}|---------------|")
    for name, g, i in rows:
        print(f"| {name:28s} | {g:12,.0f} | {i:12,.0f} | {g / i:13.2f} |")


if __name__ == "__main__":
    main()
