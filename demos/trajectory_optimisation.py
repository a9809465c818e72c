"""Trajectory optimisation through differentiable dynamics: open-loop actions optimised by
gradient ascent on the return of ivy_gym's environments.

    python demos/trajectory_optimisation.py                       # every installed autodiff backend
    python demos/trajectory_optimisation.py --backend jax --env cartpole --horizon 150

The actions of ``--batch`` rollouts (different starts) are free variables, ``a = tanh(p)`` so
they stay in [-1, 1]; each iteration is one Adam step on minus the summed reward, the gradient
coming from ``ivy.execute_with_gradients`` through every step; the gradient step is compiled
whole with ``ivy.compile`` on JAX (the rollout a ``jax.lax.scan``) and TensorFlow. Starts
are the environments' swing-up starts: the pendulum or the pole hanging down. The run fails
(exit status 1) unless the optimised actions swing it up: the mean of ``cos(angle)`` over the
last 10 steps above 0.9 (1: upright; -1 with the all-zero actions). A
figure of the optimised trajectories and a GIF of the first one go to ``--out``
(``demos/output/`` by default).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import ivy
import ivy_gym
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the policy demo, beside this one
import _cli  # noqa: E402 - the demos' parser and progress bars
from policy_optimisation import ANGLE, ENVS, installed_backends  # noqa: E402

FULL = dict(env="pendulum", horizon=120, batch=8, iterations=200, lr=0.1)
QUICK = dict(env="pendulum", horizon=80, batch=2, iterations=50, lr=0.2)


def starts(env, batch, rng):
    """Swing-up starts (NumPy float32): hanging down, small noise."""
    if env == "pendulum":
        noise = np.stack([np.full(batch, 1.0), rng.uniform(-0.1, 0.1, batch)], -1)
        noise[:, 0] -= rng.uniform(0.0, 0.05, batch)  # theta near pi
    else:
        noise = rng.uniform(-1.0, 1.0, (batch, 4))
    return noise.astype("float32")


def optimise(backend, env="pendulum", horizon=100, batch=8, iterations=200, lr=0.1, seed=0,
             show_progress=True):
    """Optimise open-loop actions on ``backend``; returns a dict with the return of the zero
    actions, the optimised return (means over the batch), ``upright`` (the mean cos(angle) of
    the last 10 steps), the curve, the actions and the starts.

    Raises:
        ivy.IvyUnsupportedError: on NumPy (no automatic differentiation).
    """
    env_cls = ENVS[env]
    rng = np.random.default_rng(seed)
    ivy.set_backend(backend)
    try:
        state0 = env_cls.initial_state_fn(ivy.asarray(starts(env, batch, rng)))
        step = env_cls.step_fn
        compiled = ivy.compile(step) if backend == "tensorflow" else step

        if backend == "jax":  # the rollout a lax.scan: XLA compiles the step once
            import jax  # noqa: PLC0415

            def total_return(params):
                def body(s, a):
                    s, _, reward, _ = step(s, ivy.tanh(a))
                    return s, reward

                return ivy.mean(ivy.sum(jax.lax.scan(body, state0, params)[1], axis=0))
        else:
            def total_return(params):
                state, total = state0, 0.0
                for t in range(horizon):
                    state, _, reward, _ = compiled(state, ivy.tanh(params[t]))
                    total = total + reward
                return ivy.mean(total)

        params = ivy.zeros((horizon, batch, env_cls.action_size), dtype="float32")
        initial = float(ivy.to_numpy(total_return(params)))
        optimizer, curve, t0 = ivy.Adam(lr), [], time.perf_counter()
        def value_and_grads(p):
            return ivy.execute_with_gradients(lambda q: -total_return(q), p)

        if backend in ("jax", "tensorflow"):  # the whole gradient step compiled
            value_and_grads = ivy.compile(value_and_grads)
        with _cli.progress(iterations, f"{env} on {backend}", quiet=not show_progress) as bar:
            for _ in range(iterations):
                value, grads = value_and_grads(params)
                params = optimizer.step(params, grads)
                curve.append(-float(ivy.to_numpy(value)))
                bar.set_postfix_str(f"mean return {curve[-1]:9.2f}", refresh=False)
                bar.update()
        final = float(ivy.to_numpy(total_return(params)))
        actions = ivy.to_numpy(ivy.tanh(params))
        state, cosines = state0, []
        for t in range(horizon):
            state, *_ = compiled(state, ivy.tanh(params[t]))
            cosines.append(ivy.to_numpy(ivy.cos(state[:, ANGLE[env]])))
        upright = float(np.mean(cosines[-10:]))
    finally:
        ivy.unset_backend()
    return dict(initial_return=initial, final_return=final, curve=curve, actions=actions,
                upright=upright,
                starts=ivy.to_numpy(state0), env=env, backend=backend,
                seconds=time.perf_counter() - t0)


def save_figures(res, out):
    """The optimised actions and angles over time (PNG) and a GIF of the first trajectory."""
    import matplotlib  # noqa: PLC0415

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    env_cls = ENVS[res["env"]]
    env = env_cls(num_envs=1, backend="numpy")
    env.reset(seed=0)
    env.set_state(res["starts"][:1])
    frames, angles = [env.render(size=(200, 200))], []
    for a in res["actions"][:, :1]:
        env.step(a)
        angles.append(float(env.get_state()[0, ANGLE[res["env"]]]))
        frames.append(env.render(size=(200, 200)))
    stem = f"trajectory_{res['env']}_{res['backend']}"
    gif = ivy_gym.save_gif(frames, out / f"{stem}.gif", fps=20)
    fig, (ax1, ax2) = plt.subplots(2, 1, figsize=(7, 5), sharex=True)
    ax1.plot(np.cos(angles))
    ax1.set_ylabel("cos(angle) (1: upright)")
    ax2.plot(res["actions"][:, :, 0])
    ax2.set_ylabel("action")
    ax2.set_xlabel("step")
    ax1.set_title(f"{res['env']} on {res['backend']}: return {res['initial_return']:.1f} -> "
                  f"{res['final_return']:.1f}")
    fig.tight_layout()
    png = out / f"{stem}.png"
    fig.savefig(png, dpi=100)
    plt.close(fig)
    return gif, png


def main(argv=None):
    p = _cli.DemoParser(__doc__)
    p.add_argument("--backend", action="append", help="repeatable; default: every installed "
                   "autodiff backend")
    p.add_argument("--env", choices=sorted(ENVS), help="the task (default: pendulum)")
    p.add_argument("--quick", action="store_true", help="the short run (CI)")
    p.add_argument("--horizon", type=int, help="steps of each rollout (default: the run's)")
    p.add_argument("--batch", type=int, help="rollouts optimised at once (default: the run's)")
    p.add_argument("--iterations", type=int, help="Adam steps (default: the run's)")
    p.add_argument("--lr", type=float, help="learning rate (default: the run's)")
    p.add_argument("--out", default=str(Path(__file__).parent / "output"),
                   help="folder for the figure and the GIF")
    p.add_argument("--no-figures", action="store_true", help="write no figure or GIF")
    _cli.add_quiet(p)
    args = p.parse_args(argv)
    config = dict(QUICK if args.quick else FULL)
    for key in ("env", "horizon", "batch", "iterations", "lr"):
        if getattr(args, key) is not None:
            config[key] = getattr(args, key)
    failed = []
    for backend in args.backend or installed_backends():
        try:
            res = optimise(backend, show_progress=not args.quiet, **config)
        except ivy.IvyUnsupportedError as e:
            print(f"cannot optimise on {backend}: {e}", file=sys.stderr)
            failed.append(backend)
            continue
        ok = res["upright"] > 0.9
        print(f"{config['env']} on {backend}: return of zero actions {res['initial_return']:.2f}"
              f", optimised {res['final_return']:.2f}, mean cos(angle) of the last 10 steps "
              f"{res['upright']:.3f} (needed > 0.9) in {res['seconds']:.1f} s: "
              f"{'OK' if ok else 'FAILED'}")
        if not ok:
            failed.append(backend)
        if not args.no_figures:
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            print("figures:", *save_figures(res, out))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
