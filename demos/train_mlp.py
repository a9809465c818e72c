"""Train a small MLP with pure Ivy (the paper's training loop) on the backend of your choice.

    python demos/train_mlp.py --backend torch            # or jax, tensorflow, mxnet
    python demos/train_mlp.py --backend jax --steps 500 --plot loss.png

The model (``ivy.Sequential`` of ``ivy.Linear`` layers), the optimizer (``ivy.Adam``) and the
loop (``ivy.execute_with_gradients`` then ``optimizer.step``) are written once with Ivy and run
unchanged on every backend with automatic differentiation; NumPy has none, and says so. The task:
regress ``y = sin(3 x0) cos(2 x1)`` from 256 points. A progress bar shows the loss; the loss curve
is saved as a PNG (matplotlib, Agg backend).
"""

from __future__ import annotations

import os
import sys
import time

import ivy
import numpy as np

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser and progress bars


def make_data(n=256, seed=0):
    """Inputs ``[n, 2]`` uniform in [-1, 1] and targets ``[n, 1]`` (NumPy float32)."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1.0, 1.0, size=(n, 2)).astype("float32")
    y = (np.sin(3 * x[:, :1]) * np.cos(2 * x[:, 1:])).astype("float32")
    return x, y


def make_model(hidden=64):
    """2 -> hidden -> hidden -> 1 with tanh activations."""
    return ivy.Sequential(ivy.Linear(2, hidden), ivy.tanh, ivy.Linear(hidden, hidden), ivy.tanh,
                          ivy.Linear(hidden, 1))


def train(backend, steps=300, lr=0.01, seed=0, hidden=64, show_progress=True):
    """Train on ``backend``; returns the loss before each step (a list of floats). A progress
    bar on stderr unless ``show_progress`` is False or stderr is not a terminal.

    Raises:
        ivy.IvyUnsupportedError: on NumPy (no automatic differentiation).
    """
    ivy.seed(seed)
    x_np, y_np = make_data(seed=seed)
    with ivy.use(backend):
        model = make_model(hidden)  # variables made on this backend
        x, y = ivy.asarray(x_np), ivy.asarray(y_np)
    optimizer = ivy.Adam(lr)

    def loss_fn(v):
        return ivy.mean((model(x, v=v) - y) ** 2)

    losses = []
    with _cli.progress(steps, f"{backend}", quiet=not show_progress, unit="step") as bar:
        for _ in range(steps):
            loss, grads = ivy.execute_with_gradients(loss_fn, model.v)
            model.v = optimizer.step(model.v, grads)
            losses.append(float(ivy.to_numpy(loss)))
            bar.set_postfix_str(f"loss {losses[-1]:.5f}", refresh=False)
            bar.update()
    return losses


def plot(losses, path, backend):
    """Save the loss curve to ``path`` (PNG) with matplotlib's Agg backend."""
    try:
        import matplotlib  # noqa: PLC0415 - only when plotting
    except ImportError as e:
        raise SystemExit("the loss plot needs matplotlib: pip install matplotlib "
                         "(or pass --plot '' to skip it)") from e
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(np.arange(1, len(losses) + 1), losses)
    ax.set_yscale("log")
    ax.set_xlabel("step")
    ax.set_ylabel("mean squared error")
    ax.set_title(f"MLP trained with Ivy on {backend}")
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def main(argv=None):
    p = _cli.DemoParser(__doc__)
    p.add_argument("--backend", default="torch",
                   choices=["numpy", "torch", "jax", "tensorflow", "mxnet"],
                   help="the backend to train on (NumPy has no autodiff and says so)")
    p.add_argument("--steps", type=int, default=300, help="Adam steps")
    p.add_argument("--lr", type=float, default=0.01, help="learning rate")
    p.add_argument("--seed", type=int, default=0, help="seed of the data and the initial weights")
    p.add_argument("--hidden", type=int, default=64, help="hidden layer width")
    p.add_argument("--plot", default="train_mlp_loss.png", help="PNG path ('' to skip)")
    _cli.add_quiet(p)
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    try:
        losses = train(args.backend, args.steps, args.lr, args.seed, args.hidden,
                       show_progress=not args.quiet)
    except ivy.IvyUnsupportedError as e:
        print(f"cannot train on {args.backend}: {e}", file=sys.stderr)
        return 2
    print(f"{args.backend}: loss {losses[0]:.4f} -> {losses[-1]:.5f} in {args.steps} steps "
          f"({time.perf_counter() - t0:.1f} s)")
    if args.plot:
        print(f"loss curve: {plot(losses, args.plot, args.backend)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
