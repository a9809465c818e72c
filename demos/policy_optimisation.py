"""Policy optimisation through differentiable dynamics: an ``ivy.Module`` MLP policy trained by
backpropagating the summed reward of batched rollouts through ivy_gym's environments.

    python demos/policy_optimisation.py                        # every installed autodiff backend
    python demos/policy_optimisation.py --backend jax --env cartpole
    python demos/policy_optimisation.py --backend torch --quick  # the short runs CI asserts

Each iteration draws ``--batch`` initial states, rolls the policy out for ``--horizon`` steps
with the pure step function (``ivy_gym.<env>_step``), and takes one Adam step on minus the mean
return, the gradient coming from ``ivy.execute_with_gradients`` through every step of the
dynamics. Compiled with ``ivy.compile``: on JAX the whole gradient step (``jax.jit``, the
rollout an ``ivy.scan`` over the Ivy step: XLA takes minutes to compile an unrolled one); on
TensorFlow one closed-loop step (policy + dynamics, ``tf.function``) with the gradient flowing
through the loop of compiled steps; ``torch.compile`` of the step with ``--compile-torch``;
NumPy and MXNet run it as it is.

Success criteria (the run fails, exit status 1, when one is not met):

* ``pendulum``: swing up and hold (the full run: trained on 30-step rollouts from states all
  over the state space, evaluated over 100 steps from the reset's starts), or hold upright
  (the quick run: starts within 10% of the reset range around upright, ``--spread 0.1``). The
  trained policy's mean return on 64 evaluation starts must beat a random policy's (uniform
  actions in [-1, 1], same starts) by ``--min-gain`` of the random one's magnitude.
* ``cartpole`` (swing-up: the pole starts hanging, ``theta = pi +- 0.05``): swing the pole up
  and balance it, the cart on the track. Criterion: the pole upright at the end of the
  evaluation episode (``--eval-horizon``, default the training horizon: 100 steps, 2 s) for at
  least ``--min-upright`` (default 0.75) of the 64 evaluation envs (the reset's starts). An env
  counts as upright when its angle, wrapped to [-pi, pi], stays within 12 degrees of upright
  (gymnasium CartPole-v1's threshold) at each of the last 10 steps and its cart stayed on the
  track (``|x| <= 2.4``, where CartPole's episode ends) at every step. (The mean return is no
  criterion here: a random policy's is ~1, so any gain over it says nothing.) Training: a
  quarter of each batch starts around upright (``UPRIGHT_STARTS``) so that the policy learns
  to balance as well as to swing up; every 10 steps the policy is checked on 64 validation
  starts (the reset's, drawn apart from the evaluation's) with the same test, the best one is
  kept and training stops once all of them are upright (measured: the quick run's seeds 0-7
  pass on JAX 6 of 8, seeds 0-3 on PyTorch 4 of 4; seed 0, the default, on both).

A learning-curve figure and a GIF of the trained policy are written to ``--out``
(``demos/output/`` by default, ignored by git).
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

import ivy
import ivy_gym
import numpy as np
from ivy_gym.cartpole import X_THRESHOLD

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser and progress bars

AUTODIFF = ("torch", "jax", "tensorflow", "mxnet")
ENVS = {"pendulum": ivy_gym.Pendulum, "cartpole": ivy_gym.CartPole}
# observation scales (the policy sees obs / scale): speeds to O(1)
# training states over the whole state space (uniform noise times these): pendulum any angle,
# speeds up to 6 rad/s
WIDE_STARTS = {"pendulum": [np.pi, 6.0]}
# states around upright (uniform noise times these): a part of each CartPole batch starts there,
# so that the policy learns to balance as well as to swing up: [x, x_dot, theta, theta_dot]
UPRIGHT_STARTS = {"cartpole": [0.5, 0.5, 0.3, 0.5]}
ANGLE = {"pendulum": 0, "cartpole": 2}  # the angle's index in the state (0: upright)
HOLD_STEPS = 10  # the last steps of the evaluation episode over which "upright" is judged
# CartPole's upright threshold: gymnasium CartPole-v1's 12 degrees (theta_threshold_radians)
UPRIGHT_ANGLE = 12 * 2 * np.pi / 360
OBS_SCALE = {"pendulum": [1.0, 1.0, 8.0], "cartpole": [2.4, 3.0, 1.0, 1.0, 8.0]}
FULL = {  # the full run per environment: iterations, batch, horizon, learning rate, spread
    "pendulum": dict(iterations=300, batch=64, horizon=30, lr=0.01, spread=1.0,
                     wide_starts=True, eval_horizon=100),
    "cartpole": dict(iterations=300, batch=64, horizon=100, lr=0.01, spread=1.0,
                     upright_starts=0.25, validate_every=10),
}
QUICK = {
    "pendulum": dict(iterations=25, batch=16, horizon=20, lr=0.01, spread=0.1),
    "cartpole": dict(iterations=200, batch=64, horizon=100, lr=0.01, spread=1.0,
                     upright_starts=0.25, validate_every=10),
}


def installed_backends():
    """The autodiff backends whose framework is importable here."""
    names = {"torch": "torch", "jax": "jax", "tensorflow": "tensorflow", "mxnet": "mxnet"}
    return [b for b in AUTODIFF if importlib.util.find_spec(names[b]) is not None]


class Policy(ivy.Module):
    """obs -> tanh MLP (two hidden layers) -> actions in [-1, 1]."""

    def __init__(self, obs_size, action_size, obs_scale, hidden=64):
        self.obs_scale = obs_scale
        self.net = ivy.Sequential(ivy.Linear(obs_size, hidden), ivy.tanh,
                                  ivy.Linear(hidden, hidden), ivy.tanh,
                                  ivy.Linear(hidden, action_size))
        super().__init__()

    def _forward(self, obs):
        return ivy.tanh(self.net(ivy.divide(obs, self.obs_scale)))


def initial_states(env_cls, noise, spread):
    """Initial states from uniform noise scaled by ``spread`` (NumPy in, backend out)."""
    return env_cls.initial_state_fn(ivy.asarray((noise * spread).astype("float32")))


def train(backend, env="pendulum", iterations=300, batch=64, horizon=100, lr=0.01, spread=1.0,
          wide_starts=False, upright_starts=0.0, validate_every=0, eval_horizon=None, seed=0,
          compile_torch=False, show_progress=True):
    """Train a policy on ``backend``; returns a dict with the learning curve (mean return per
    iteration), the random and trained policies' mean returns over ``eval_horizon`` steps
    (default ``horizon``) from 64 evaluation starts (the reset's, scaled by ``spread``),
    ``upright`` (the trained policy's mean cos(angle) over their last 10 steps),
    ``upright_fraction`` (:func:`upright_fraction` of its evaluation episodes),
    ``eval_trajectory`` (their states ``[eval_horizon, 64, state]``), the policy and the
    evaluation starts. ``wide_starts``: train from states spread over the whole state space
    (``WIDE_STARTS``) rather than the reset's: with a short horizon (the gradient through an
    unstable system grows like ``exp(lambda t)``: Pendulum's ~3.8/s makes 100-step gradients
    useless), the policy then learns from every part of a swing-up. ``upright_starts``: that
    fraction of each batch starts around upright (``UPRIGHT_STARTS``) instead. ``validate_every``
    (0: never): every that many steps, :func:`upright_fraction` on 64 validation starts (the
    reset's, not the evaluation's); the policy that scored best is kept, and training stops
    early once it scores 1.

    Raises:
        ivy.IvyUnsupportedError: on NumPy (no automatic differentiation).
    """
    env_cls = ENVS[env]
    rng = np.random.default_rng(seed)
    ivy.seed(seed)
    ivy.set_backend(backend)
    try:
        scale = ivy.asarray(OBS_SCALE[env], dtype="float32")
        policy = Policy(env_cls.obs_size, env_cls.action_size, scale)
        step = env_cls.step_fn

        def closed_loop_step(v, state):
            obs = env_cls.observation_fn(state)
            state, _, reward, _ = step(state, policy(obs, v=v))
            return state, reward

        if backend == "tensorflow" or (backend == "torch" and compile_torch):
            closed_loop_step = ivy.compile(closed_loop_step)
        total_reward = make_rollout(backend, closed_loop_step, horizon)
        eval_horizon = eval_horizon or horizon
        eval_reward = make_rollout(backend, closed_loop_step, eval_horizon)

        def loss_fn(v, state):
            return -ivy.mean(total_reward(v, state))

        def eval_return(v, state):
            return ivy.mean(eval_reward(v, state))

        def trajectory(v, state):  # the states [eval_horizon, batch, state] after each step
            return ivy.scan(lambda s, _: (closed_loop_step(v, s)[0],) * 2, state,
                            length=eval_horizon)[1]

        def train_step(v, state):
            return ivy.execute_with_gradients(lambda w: loss_fn(w, state), v)

        if backend == "jax":  # one jax.jit of the whole gradient step (the rollout an ivy.scan)
            train_step, eval_return = ivy.compile(train_step), ivy.compile(eval_return)
            trajectory = ivy.compile(trajectory)

        eval_noise = rng.uniform(-1.0, 1.0, (64, env_cls.noise_size))
        eval_states = initial_states(env_cls, eval_noise, spread)
        random_actions = ivy.asarray(rng.uniform(-1.0, 1.0, (eval_horizon, 64,
                                                             env_cls.action_size))
                                     .astype("float32"))
        _, rewards = ivy_gym.rollout(step, eval_states, random_actions)
        random_return = float(ivy.to_numpy(ivy.mean(ivy.sum(rewards, axis=0))))
        if validate_every:  # validation starts: the reset's, drawn apart from the evaluation's
            val_states = initial_states(env_cls, rng.uniform(-1.0, 1.0, (64, env_cls.noise_size)),
                                        spread)
            best, best_score = policy.v, -1.0

        n_upright = int(round(batch * upright_starts))
        optimizer, curve, t0 = ivy.Adam(lr), [], time.perf_counter()
        bar = _cli.progress(iterations, f"{env} on {backend}", quiet=not show_progress)
        for it in range(iterations):
            noise = rng.uniform(-1.0, 1.0, (batch, env_cls.noise_size))
            if wide_starts:
                states = ivy.asarray((noise * WIDE_STARTS[env]).astype("float32"))
            else:
                states = initial_states(env_cls, noise, spread)
            if upright_starts:  # the first rows of the batch start around upright instead
                near = ivy.asarray((noise[:n_upright] * UPRIGHT_STARTS[env]).astype("float32"))
                states = ivy.concat([near, states[n_upright:]], axis=0)
            loss, grads = train_step(policy.v, states)
            grads = _clip_by_global_norm(grads, 10.0)
            policy.v = optimizer.step(policy.v, grads)
            curve.append(-float(ivy.to_numpy(loss)))
            bar.set_postfix_str(f"mean return {curve[-1]:9.2f}", refresh=False)
            bar.update()
            if validate_every and (it + 1) % validate_every == 0:
                score = upright_fraction(env, ivy.to_numpy(trajectory(policy.v, val_states)))
                if score >= best_score:
                    best, best_score = policy.v, score
                if score == 1.0:
                    break  # every validation env upright at the end: stop early
        bar.close()
        if validate_every:
            policy.v = best
        trained_return = float(ivy.to_numpy(eval_return(policy.v, eval_states)))
        states = ivy.to_numpy(trajectory(policy.v, eval_states))  # [eval_horizon, 64, state]
        upright = float(np.mean(np.cos(states[-HOLD_STEPS:, :, ANGLE[env]])))
        upright_frac = upright_fraction(env, states)
    finally:
        ivy.unset_backend()
    return dict(curve=curve, random_return=random_return, trained_return=trained_return,
                upright=upright, upright_fraction=upright_frac, eval_trajectory=states,
                policy=policy, eval_states=eval_states, horizon=eval_horizon, backend=backend,
                env=env, seconds=time.perf_counter() - t0)


def make_rollout(backend, closed_loop_step, horizon):
    """``total(v, state)``: the summed reward ``[batch]`` of ``horizon`` closed-loop steps, an
    ``ivy.scan`` over the step: under ``jax.jit`` the step is compiled once inside one loop (an
    unrolled loop takes XLA minutes); PyTorch, NumPy and MXNet run it as a Python loop, and
    TensorFlow as an eager ``tf.while_loop`` over the compiled step."""

    def total(v, state):
        def body(s, _):
            return closed_loop_step(v, s)

        return ivy.sum(ivy.scan(body, state, length=horizon)[1], axis=0)

    return total


def _clip_by_global_norm(grads, max_norm):
    leaves = list(grads.flatten().values())
    norm = ivy.sqrt(sum(ivy.sum(ivy.square(g)) for g in leaves))
    factor = ivy.minimum(ivy.divide(max_norm, ivy.add(norm, 1e-6)), 1.0)
    return grads.map(lambda g, kc: ivy.multiply(g, factor))


def upright_fraction(env, trajectory):
    """The fraction of the envs upright at the end of the episode, from their states
    ``trajectory`` ``[steps, envs, state]`` after each step: the angle (wrapped to [-pi, pi])
    within ``UPRIGHT_ANGLE`` (12 degrees, gymnasium CartPole-v1's threshold) of upright at each
    of the last ``HOLD_STEPS`` steps, and for CartPole the cart on the track (``|x| <= 2.4``,
    else the episode has ended) at every step."""
    theta = np.angle(np.exp(1j * trajectory[-HOLD_STEPS:, :, ANGLE[env]]))
    ok = np.all(np.abs(theta) <= UPRIGHT_ANGLE, axis=0)
    if env == "cartpole":
        ok &= np.all(np.abs(trajectory[:, :, 0]) <= X_THRESHOLD, axis=0)
    return float(np.mean(ok))


def improvement(result):
    """The trained policy's gain over the random one, in units of the random return's size."""
    r = result["random_return"]
    return (result["trained_return"] - r) / max(abs(r), 1e-9)


def plot_curves(results, path):
    """Learning curves (mean return per iteration) with the random policies' returns."""
    import matplotlib  # noqa: PLC0415 - only when plotting

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    fig, ax = plt.subplots(figsize=(7, 4))
    for k, res in enumerate(results):
        color = f"C{k}"
        ax.plot(res["curve"], color=color, label=f"{res['env']} on {res['backend']}")
        ax.axhline(res["random_return"], color=color, ls=":", lw=1)
        ax.plot([len(res["curve"]) - 1], [res["trained_return"]], "*", color=color, ms=12)
    ax.set_xlabel("iteration")
    ax.set_ylabel("mean return")
    ax.text(0.01, 0.01, "line: training rollouts; evaluation starts and horizon: dotted = random "
            "policy, star = trained policy", transform=ax.transAxes, fontsize=7)
    ax.set_title("Policies trained through ivy_gym's differentiable dynamics")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def render_rollout(result, path, steps=None, size=(200, 200)):
    """A GIF of the trained policy from the first evaluation start (object API + render), until
    the horizon or the end of the episode."""
    backend, env_cls = result["backend"], ENVS[result["env"]]
    policy = result["policy"]
    env = env_cls(num_envs=1, backend=backend)
    env.reset(seed=0)
    with ivy.use(backend):
        env.set_state(result["eval_states"][:1])
        obs = env.observation_fn(env.get_state())
        frames = [env.render(size=size)]
        for _ in range(steps or result["horizon"]):
            obs, _, terminated, truncated, _ = env.step(ivy.stop_gradient(policy(obs)))
            frames.append(env.render(size=size))
            if bool(ivy.to_numpy(ivy.logical_or(terminated, truncated)).any()):
                break  # the episode ended (a CartPole out of bounds): the GIF ends with it
    return ivy_gym.save_gif(frames, path, fps=20)


def main(argv=None):
    p = _cli.DemoParser(__doc__)
    p.add_argument("--backend", action="append", choices=AUTODIFF + ("numpy",),
                   help="repeatable; default: every installed autodiff backend")
    p.add_argument("--env", action="append", choices=sorted(ENVS),
                   help="repeatable; default: pendulum and cartpole")
    p.add_argument("--quick", action="store_true", help="the short runs (CI)")
    p.add_argument("--iterations", type=int,
                   help="Adam steps, at most for cartpole (it stops early once its "
                        "validation envs are upright; default: the environment's, full or "
                        "--quick run)")
    p.add_argument("--batch", type=int, help="rollouts per step (default: the environment's)")
    p.add_argument("--horizon", type=int,
                   help="steps of the training rollouts (default: the environment's)")
    p.add_argument("--lr", type=float, help="learning rate (default: the environment's)")
    p.add_argument("--spread", type=float, help="initial-state spread (fraction of the reset range)")
    p.add_argument("--eval-horizon", type=int, help="steps of the evaluation rollouts")
    p.add_argument("--min-gain", type=float, default=0.5,
                   help="pendulum's criterion: required (trained - random) / |random| of the "
                        "mean return")
    p.add_argument("--min-upright", type=float, default=0.75,
                   help="cartpole's criterion: required fraction of the 64 evaluation envs "
                        "upright at the end of the episode (within 12 degrees over the last 10 "
                        "steps, the cart on the track throughout)")
    p.add_argument("--seed", type=int, default=0, help="seed of the starts and the policy")
    p.add_argument("--compile-torch", action="store_true", help="torch.compile the step")
    p.add_argument("--out", default=str(Path(__file__).parent / "output"),
                   help="folder for the figure and the GIFs")
    p.add_argument("--no-figures", action="store_true", help="write no figure or GIF")
    _cli.add_quiet(p)
    args = p.parse_args(argv)
    backends = args.backend or installed_backends()
    envs = args.env or ["pendulum", "cartpole"]
    out = Path(args.out)
    results, failed = [], []
    for env in envs:
        config = dict((QUICK if args.quick else FULL)[env])
        for key in ("iterations", "batch", "horizon", "lr", "spread", "eval_horizon"):
            if getattr(args, key) is not None:
                config[key] = getattr(args, key)
        for backend in backends:
            print(f"{env} on {backend}: {config}")
            try:
                res = train(backend, env, seed=args.seed, compile_torch=args.compile_torch,
                            show_progress=not args.quiet, **config)
            except ivy.IvyUnsupportedError as e:
                print(f"cannot train on {backend}: {e}", file=sys.stderr)
                failed.append((env, backend))
                continue
            gain, frac = improvement(res), res["upright_fraction"]
            if env == "cartpole":
                ok = frac >= args.min_upright
                verdict = (f"upright at the end of the episode: {frac:.2f} of the envs "
                           f"(needed {args.min_upright})")
            else:
                ok = gain >= args.min_gain
                verdict = f"gain {gain:.2f} of |random| (needed {args.min_gain})"
            print(f"{env} on {backend}: mean return random {res['random_return']:.2f}, trained "
                  f"{res['trained_return']:.2f}; trained mean cos(angle) of the last 10 steps "
                  f"{res['upright']:.3f}; {verdict}; after {len(res['curve'])} Adam steps in "
                  f"{res['seconds']:.1f} s: {'OK' if ok else 'FAILED'}")
            results.append(res)
            if not ok:
                failed.append((env, backend))
            if not args.no_figures:
                out.mkdir(parents=True, exist_ok=True)
                gif = render_rollout(res, out / f"policy_{env}_{backend}.gif")
                print(f"rollout of the trained policy: {gif}")
    if results and not args.no_figures:
        print(f"learning curves: {plot_curves(results, out / 'policy_learning_curves.png')}")
    if failed:
        print(f"criterion not met (or no autodiff) for: {failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
