"""Ivy on a CUDA GPU, PyTorch and JAX: placement, transfers, gradients, compilation, modules and
the libraries on GPU arrays (each result against the same call on the CPU), and the per-call
overhead of Ivy on GPU arrays against the native call.

    python benchmarks/gpu_check.py                  # torch and jax
    python benchmarks/gpu_check.py --backend torch
    torchrun --standalone --nproc_per_node=1 benchmarks/gpu_check.py --nccl  # ivy.distributed

Needs a machine with a CUDA GPU and the packages' sources importable (installed, or
``PYTHONPATH=packages/ivy-core/src:packages/ivy-mech/src:...``). Prints one line per check and a
table of overheads; exits non-zero when a check fails. CI has no GPU: this runs on a GPU machine.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback

import numpy as np

GPU = "gpu:0"


def _np(x):
    import ivy

    return x if isinstance(x, np.ndarray) else np.asarray(ivy.to_numpy(x))


def _close(a, b, rtol=1e-10):
    np.testing.assert_allclose(_np(a), _np(b), rtol=rtol, atol=1e-12)


def checks(ivy, backend):
    """``(name, function)`` pairs; each function raises when its check fails."""
    import ivy_gym
    import ivy_robot
    import ivy_vision

    rng = np.random.default_rng(0)
    a = rng.normal(size=(4, 3))

    def placement():
        x = ivy.asarray(a, device=GPU)
        assert ivy.dev(x) == GPU, ivy.dev(x)
        for made in (ivy.zeros((2, 3), device=GPU), ivy.arange(5.0, device=GPU),
                     ivy.full((2,), 1.5, device=GPU), ivy.eye(3, device=GPU),
                     ivy.linspace(0.0, 1.0, 4, device=GPU), ivy.random_normal(shape=(3,),
                                                                             device=GPU)):
            assert ivy.dev(made) == GPU, ivy.dev(made)

    def transfers():
        x = ivy.asarray(a, device=GPU)
        c = ivy.to_device(x, "cpu")
        assert ivy.dev(c) == "cpu"
        back = ivy.to_device(c, GPU)
        assert ivy.dev(back) == GPU
        _close(back, a)

    def ops_stay_on_device():
        x = ivy.asarray(a, device=GPU)
        outs = [ivy.sin(x) * 2.0 + 1.0, ivy.sum(x, axis=0), ivy.matmul(x, ivy.matrix_transpose(x)),
                ivy.concat([x, x]), x[1:, ::2], ivy.argsort(x, axis=-1), ivy.where(x > 0, x, 0.0),
                ivy.linalg.inv(ivy.matmul(ivy.matrix_transpose(x), x) + ivy.eye(3, device=GPU)),
                ivy.cumulative_sum(x, axis=1), ivy.softmax(x), ivy.fft.rfft(x)]
        for out in outs:
            assert ivy.dev(out) == GPU, ivy.dev(out)
        c = ivy.asarray(a)
        refs = [ivy.sin(c) * 2.0 + 1.0, ivy.sum(c, axis=0), ivy.matmul(c, ivy.matrix_transpose(c))]
        for out, ref in zip(outs, refs):
            _close(out, ref, rtol=1e-9)

    def gradients():
        def loss(v, x):
            return ivy.mean(ivy.tanh(x @ v["w"]) ** 2)

        out = {}
        for dev in (GPU, "cpu"):
            v = ivy.Container(w=ivy.asarray(a[:3], device=dev))
            x = ivy.asarray(a, device=dev)
            value, grads = ivy.execute_with_gradients(lambda v, x=x: loss(v, x), v)
            assert ivy.dev(grads["w"]) == dev
            out[dev] = (value, grads["w"])
        _close(out[GPU][0], out["cpu"][0], 1e-9)
        _close(out[GPU][1], out["cpu"][1], 1e-9)

    def compiled():
        def f(x):
            return ivy.sum(ivy.exp(-x * x), axis=-1)

        x = ivy.asarray(a, device=GPU)
        g = ivy.compile(f)
        y = g(x)
        assert ivy.dev(y) == GPU
        _close(y, f(ivy.asarray(a)), 1e-6)

    def module_training_step():
        model = ivy.Sequential(ivy.Linear(3, 8, device=GPU), ivy.relu,
                               ivy.Linear(8, 1, device=GPU))
        opt = ivy.Adam(lr=1e-2)
        x = ivy.asarray(a, device=GPU)
        y = ivy.asarray(a[:, :1], device=GPU)
        first = None
        for _ in range(20):
            value, grads = ivy.execute_with_gradients(
                lambda v: ivy.mean((model(x, v=v) - y) ** 2), model.v)
            model.v = opt.step(model.v, grads)
            first = value if first is None else first
        assert all(ivy.dev(w) == GPU for w in model.v.leaves())
        assert float(_np(value)) < float(_np(first))

    def compiled_training_step():
        """``ivy.compile`` of a Module + ``execute_with_gradients`` + update step equals the eager
        step; on PyTorch the graph breaks are counted (0 expected with the backend set; PyTorch
        2.11 inside ``ivy.use``: see docs/architecture.md, "On a GPU")."""
        model = ivy.Sequential(ivy.Linear(3, 8, device=GPU), ivy.relu,
                               ivy.Linear(8, 1, device=GPU))
        x = ivy.asarray(a, device=GPU)
        y = ivy.asarray(a[:, :1], device=GPU)

        def step(v):
            value, grads = ivy.execute_with_gradients(
                lambda v: ivy.mean((model(x, v=v) - y) ** 2), v)
            return value, v - 0.01 * grads

        if backend == "torch":
            from torch._dynamo.utils import counters

            counters.clear()
        c_value, c_v = ivy.compile(step)(model.v)
        e_value, e_v = step(model.v)
        _close(c_value, e_value, 1e-6)
        for p, q in zip(c_v.leaves(), e_v.leaves()):
            _close(p, q, 1e-6)
        if backend == "torch":
            breaks = sum(counters["graph_break"].values())
            print(f"        (inside ivy.use: {breaks} graph break(s))", flush=True)

    def libraries():
        ext = np.concatenate([np.eye(3), rng.normal(size=(3, 1))], -1)[None]
        dims, query = np.array([[1.0, 2.0, 0.5]]), rng.normal(size=(7, 3))
        anchors = np.array([[0.0], [0.5], [1.0]])
        vals, q = rng.normal(size=(3, 6)), np.linspace(0, 1, 9)[:, None]
        state = ivy_gym.cartpole_initial_state(ivy.asarray(rng.uniform(-1, 1, (5, 4))))
        action = rng.uniform(-1, 1, (5, 1))
        calls = [(ivy_vision.cuboid_signed_distances, (ext, dims, query)),
                 (ivy_robot.sample_spline_path, (anchors, vals, q)),
                 (lambda s, u: ivy_gym.cartpole_step(s, u)[0], (state, action))]
        for fn, args in calls:
            on_gpu = fn(*[ivy.asarray(np.asarray(x), device=GPU) for x in args])
            on_cpu = fn(*[ivy.asarray(np.asarray(x)) for x in args])
            assert ivy.dev(on_gpu) == GPU, (fn, ivy.dev(on_gpu))
            _close(on_gpu, on_cpu, 1e-9)

    return [("placement", placement), ("transfers", transfers),
            ("ops stay on the device", ops_stay_on_device), ("gradients", gradients),
            ("ivy.compile", compiled), ("Module + Adam training step", module_training_step),
            ("compiled training step", compiled_training_step),
            ("ivy_vision / ivy_robot / ivy_gym", libraries)]


def overheads(ivy, backend, rounds=2000):
    """Median µs of Ivy's call minus the native call on GPU arrays (dispatch only: kernels run
    asynchronously; both sides time the same launch)."""
    if backend == "torch":
        import torch

        x = torch.randn(100, 100, device="cuda")
        pairs = {"add": (lambda: ivy.add(x, x), lambda: torch.add(x, x)),
                 "sum": (lambda: ivy.sum(x), lambda: torch.sum(x)),
                 "matmul": (lambda: ivy.matmul(x, x), lambda: torch.matmul(x, x)),
                 "exp": (lambda: ivy.exp(x), lambda: torch.exp(x))}
        sync = torch.cuda.synchronize
    else:
        import jax
        import jax.numpy as jnp

        x = jax.device_put(np.random.default_rng(0).normal(size=(100, 100)).astype(np.float32))
        pairs = {"add": (lambda: ivy.add(x, x), lambda: jnp.add(x, x)),
                 "sum": (lambda: ivy.sum(x), lambda: jnp.sum(x)),
                 "matmul": (lambda: ivy.matmul(x, x), lambda: jnp.matmul(x, x)),
                 "exp": (lambda: ivy.exp(x), lambda: jnp.exp(x))}

        def sync():
            x.block_until_ready()
    rows = {}
    for name, (mine, theirs) in pairs.items():
        for f in (mine, theirs):
            for _ in range(50):
                f()
        sync()
        diffs = []
        for _ in range(15):
            t0 = time.perf_counter()
            for _ in range(rounds):
                mine()
            t1 = time.perf_counter()
            for _ in range(rounds):
                theirs()
            t2 = time.perf_counter()
            sync()
            diffs.append(((t1 - t0) - (t2 - t1)) / rounds * 1e6)
        rows[name] = float(np.median(diffs))
    return rows


def nccl_check():
    """``ivy.distributed``'s torch engine under torchrun on a GPU machine: CUDA tensors are
    reduced by NCCL, CPU tensors by gloo, and one worker's result is the gradient function's."""
    import ivy
    import ivy.distributed
    import torch

    ivy.set_backend("torch")
    engine = ivy.distributed.engine("torch", 1)
    for dev in ("cuda", "cpu") if torch.cuda.is_available() else ("cpu",):
        x = torch.randn(6, 3, device=dev, dtype=torch.float64)
        v = ivy.Container(w=torch.randn(3, 1, device=dev, dtype=torch.float64))

        def grad_fn(v, batch):
            value, grads = ivy.execute_with_gradients(lambda v: ivy.mean((batch @ v["w"]) ** 2),
                                                      v)
            return value, grads, {}

        loss, grads, _ = engine.value_and_grad(grad_fn, v, x)
        ref_loss, ref_grads, _ = grad_fn(v, x)
        assert grads["w"].device.type == dev
        _close(grads["w"], ref_grads["w"], 1e-12)
        _close(loss, ref_loss, 1e-12)
        print(f"  ok    ivy.distributed torch engine, {dev} tensors "
              f"({torch.distributed.get_backend()})", flush=True)
    torch.distributed.destroy_process_group()
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--backend", action="append", choices=("torch", "jax"))
    p.add_argument("--nccl", action="store_true", help="the torch engine (under torchrun)")
    args = p.parse_args(argv)
    if args.nccl:
        return nccl_check()
    import ivy

    failed = 0
    for backend in args.backend or ["torch", "jax"]:
        with ivy.use(backend):
            print(f"== {backend}: default device {ivy.default_device()}", flush=True)
            for name, fn in checks(ivy, backend):
                try:
                    fn()
                    print(f"  ok    {name}", flush=True)
                except Exception:  # noqa: BLE001 - every check reports, then the exit code
                    failed += 1
                    print(f"  FAIL  {name}\n{traceback.format_exc(limit=4)}", flush=True)
            rows = overheads(ivy, backend)
            print("  Ivy minus native per call on GPU arrays, median µs: " +
                  ", ".join(f"{k} {v:+.2f}" for k, v in rows.items()), flush=True)
    print(f"{failed} check(s) failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
