"""Run kornia's own Python source on the torch frontend, eagerly, on each Ivy backend (issue 23).

    python benchmarks/kornia_on_frontend.py                    # numpy, jax, torch backends
    python benchmarks/kornia_on_frontend.py --only filters --backends numpy tensorflow

Needs torch, kornia and the backends' frameworks in one environment. For each function of the
kornia sweep (``ivy.graph._kornia_fixtures.examples``, the list ``kornia_sweep.py`` transpiles):
the function's copy made by ``ivy.frontends._substitute.Substitution("kornia")`` (kornia's
modules compiled from their source with ``import torch`` resolved to ``ivy.frontends.torch``;
the real torch and kornia are untouched) is called on frontend Tensors made under
``ivy.use(backend)``, and its output (a frontend Tensor, checked) is compared with kornia's on the
real PyTorch: ``max |a - b| / max(1, max |b|)``, passed at <= 1e-5 (an output that is not a
frontend Tensor holding the backend's array fails). The first backend's times include loading
kornia's modules (one copy per backend). A function that fails is
listed with the first line of its error. JAX runs with 64-bit types on (``jax_enable_x64``, as
Ivy's JAX test session does: kornia's labels are int64; ``--jax-32bit`` leaves them off). Nothing
is written to disk.
"""

from __future__ import annotations

import argparse
import time
import traceback
import warnings

import numpy as np


def _flat(x):
    return [v for a in x for v in _flat(a)] if isinstance(x, (tuple, list)) else [x]


def _rel_err(got, want, backend):
    """The largest relative error over the outputs (``got``: frontend Tensors of ``backend``)."""
    import ivy.frontends.torch as ft  # noqa: PLC0415
    from ivy._backend import _infer  # noqa: PLC0415

    got, want = _flat(got), _flat(want)
    if len(got) != len(want):
        raise ValueError(f"{len(got)} outputs, kornia gives {len(want)}")
    err = 0.0
    for g, w in zip(got, want, strict=True):
        if not isinstance(g, ft.Tensor):
            raise TypeError(f"the output is a {type(g).__name__}, not a frontend Tensor")
        n = ft._native(g)  # (NumPy's 0-d reductions are NumPy scalars)
        held = "numpy" if isinstance(n, (np.ndarray, np.generic)) else _infer(n).name
        if held != backend:
            raise TypeError(f"the output holds a {held} array, not a {backend} one")
        g, w = np.asarray(g.numpy(), np.float64), w.detach().numpy().astype(np.float64)
        if g.shape != w.shape:
            raise ValueError(f"shape {g.shape} != {w.shape}")
        err = max(err, float(np.max(np.abs(g - w), initial=0.0) / max(1.0, np.max(np.abs(w)))))
    return err


def _where(exc):
    """``file:line`` of the deepest kornia (else last) frame of the error."""
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "kornia" in f.filename] or frames
    return f"{ours[-1].filename.rsplit('site-packages/', 1)[-1]}:{ours[-1].lineno}" if ours else ""


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--backends", nargs="+", default=["numpy", "jax", "torch"])
    p.add_argument("--only", default="", help="substring of the function names to run")
    p.add_argument("--size", type=int, default=16, help="the images' height and width")
    p.add_argument("--jax-32bit", action="store_true", help="leave JAX's 64-bit types off")
    args = p.parse_args(argv)
    import ivy  # noqa: PLC0415
    import ivy.frontends.torch as ft  # noqa: PLC0415
    import torch  # noqa: PLC0415
    from ivy.frontends._substitute import Substitution  # noqa: PLC0415
    from ivy.graph._kornia_fixtures import examples  # noqa: PLC0415

    if "jax" in args.backends and not args.jax_32bit:
        import jax  # noqa: PLC0415

        jax.config.update("jax_enable_x64", True)
    torch.set_num_threads(1)
    warnings.simplefilter("ignore")
    todo = {k: v for k, v in examples(args.size).items() if args.only in k}
    subs = {}  # one copy of kornia per backend: its module-level tensors are made on that one
    for backend in args.backends:
        with ivy.use(backend):
            subs[backend] = Substitution("kornia")
    passed = dict.fromkeys(args.backends, 0)
    print(f"| function | {' | '.join(args.backends)} |")
    print(f"|---|{'---|' * len(args.backends)}")
    for name, (fn, inputs) in todo.items():
        want = fn(*[torch.as_tensor(a) for a in inputs])
        cells = []
        for backend in args.backends:
            t0 = time.perf_counter()
            try:
                with ivy.use(backend):
                    got = subs[backend].function(fn)(*[ft.tensor(a) for a in inputs])
                    err = _rel_err(got, want, backend)
                ok = err <= 1e-5
                passed[backend] += ok
                cells.append(f"{'ok' if ok else 'WRONG'} {err:.1e} ({time.perf_counter() - t0:.2f} s)")
            except Exception as exc:  # noqa: BLE001 - the table reports every failure
                msg = (str(exc).strip().splitlines() or [""])[0][:150]
                cells.append(f"FAIL {type(exc).__name__}: {msg} ({_where(exc)})")
        print(f"| {name} | {' | '.join(cells)} |", flush=True)
    print()
    print(", ".join(f"{b}: {n}/{len(todo)} run and match kornia within 1e-5"
                    for b, n in passed.items()))


if __name__ == "__main__":
    main()
