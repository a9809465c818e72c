"""A short data-parallel run for the distributed equality test (run as a subprocess).

    python _dist_train.py OUT_NPZ ENGINE WORKERS [dropout]   # jax, tensorflow: one process
    torchrun --nproc_per_node=2 _dist_train.py OUT_NPZ torch 2 [dropout]

``WORKERS`` workers read ``BATCH`` samples each per step (the global batch ``BATCH * WORKERS``);
``ENGINE none`` with ``WORKERS 1`` and the batch ``BATCH * N`` is the single-worker reference
(``train(..., batch=...)``). SGD with momentum, float64 variables and data; the final
variables go to OUT_NPZ (rank 0).

With ``dropout``, then (same launch): the same training with dropout (p = ``DROP``) on the hidden
layer, run twice in the process (``OUT_NPZ.d1.npz``, ``OUT_NPZ.d2.npz``: bit-identical if the
run repeats), each replica's mask of the first step saved beside them
(``OUT_NPZ.dK.mask<replica>.npy``).
"""

import os
import sys

import ivy
import numpy as np

BATCH, STEPS, DROP = 4, 6, 0.3
MASKS = {}  # replica -> its dropout mask of the first step (dropout runs)


def _replica(trainer, engine):
    """The replica running this code: the rank (torch; JAX: 0, one program for all), or
    TensorFlow's replica thread."""
    if engine == "tensorflow":
        import ivy.distributed._tensorflow as tfe

        return tfe._replica_id()
    return trainer.engine.rank


def data():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 3))
    y = np.tanh(x @ np.array([[1.0], [-2.0], [0.5]])) + 0.1 * rng.normal(size=(40, 1))
    return x, y


def train(out, engine, workers, backend, batch, dropout=0.0, *, steps=STEPS, out_dir=None,
          resume=False, trainer=None, callbacks=()):
    """Train and save the final variables to ``out`` (main process); ``out_dir`` (default
    ``out + ".run"``), ``resume`` and ``trainer`` (more TrainerSpec fields) for the
    multi-process runs (test_multiprocess.py)."""
    import ivy_builder

    class TwoLayer(ivy_builder.Trainer):
        def loss(self, b, v):
            h = ivy.tanh(ivy.matmul(b["x"], v.w1) + v.b1)
            if dropout:  # the mask of this replica's rows (the global batch's, on JAX)
                ones = ivy.ones_like(ivy.concat([b["x"], b["x"][:, :2]], axis=-1))
                mask = ivy.dropout(ones, dropout)
                if self.step == 0:
                    MASKS.setdefault(_replica(self, engine), ivy.to_numpy(mask))
                h = h * mask
            return ivy.mean((ivy.matmul(h, v.w2) - b["y"]) ** 2)

    rng = np.random.default_rng(1)
    with ivy.use(backend):  # on Ivy's default device: this process's own (JAX processes)
        dev = ivy.default_device()
        v = ivy.Container(w1=ivy.asarray(rng.normal(size=(3, 5)), device=dev),
                          b1=ivy.asarray(np.zeros(5), device=dev),
                          w2=ivy.asarray(rng.normal(size=(5, 1)), device=dev))
    x, y = data()
    spec = ivy_builder.build_spec(data={
        "trainer": {"max_steps": steps, "out_dir": out_dir or out + ".run", "progress": False,
                    "plot": False, "resume": resume, **(trainer or {})},
        "optimizer": {"name": "sgd", "lr": 0.1, "momentum": 0.9},
        "distributed": {"engine": engine, "workers": workers}})
    loader = ivy_builder.from_arrays({"x": x, "y": y}, batch_size=batch, seed=2,
                                     drop_last=True, backend=backend)
    t = TwoLayer(spec, v=v, train_data=loader, callbacks=callbacks)
    t.fit()
    if t.engine.is_main:
        ivy.Container(t.v).save(out)
    return t


if __name__ == "__main__":
    out, engine, workers = sys.argv[1], sys.argv[2], int(sys.argv[3])
    import ivy_builder

    ivy_builder.prepare_devices(engine, workers)
    backend = os.environ.get("IVY_BACKEND", engine)
    train(out, engine, workers, backend, BATCH)
    for k in (1, 2) if sys.argv[4:] == ["dropout"] else ():
        MASKS.clear()
        t = train(f"{out}.d{k}.npz", engine, workers, backend, BATCH, dropout=DROP)
        masks = MASKS[0] if engine == "jax" else None  # JAX: the global batch's mask
        for r in range(workers) if engine != "torch" else [t.engine.rank]:
            m = masks[r * BATCH:(r + 1) * BATCH] if masks is not None else MASKS[r]
            np.save(f"{out}.d{k}.mask{r}.npy", m)
