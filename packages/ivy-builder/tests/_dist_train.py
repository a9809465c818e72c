"""A short data-parallel run for the distributed equality test (run as a subprocess).

    python _dist_train.py OUT_NPZ ENGINE WORKERS          # jax, tensorflow: one process
    torchrun --nproc_per_node=2 _dist_train.py OUT_NPZ torch 2

``WORKERS`` workers read ``BATCH`` samples each per step (the global batch ``BATCH * WORKERS``);
``ENGINE none`` with ``WORKERS 1`` and the batch ``BATCH * N`` is the single-worker reference
(``train(..., batch=...)``). SGD with momentum, float64 variables and data; the final
variables go to OUT_NPZ (rank 0).
"""

import os
import sys

import ivy
import numpy as np

BATCH, STEPS = 4, 6


def data():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 3))
    y = np.tanh(x @ np.array([[1.0], [-2.0], [0.5]])) + 0.1 * rng.normal(size=(40, 1))
    return x, y


def train(out, engine, workers, backend, batch):
    import ivy_builder

    class TwoLayer(ivy_builder.Trainer):
        def loss(self, b, v):
            h = ivy.tanh(ivy.matmul(b["x"], v.w1) + v.b1)
            return ivy.mean((ivy.matmul(h, v.w2) - b["y"]) ** 2)

    rng = np.random.default_rng(1)
    with ivy.use(backend):
        v = ivy.Container(w1=ivy.asarray(rng.normal(size=(3, 5))), b1=ivy.asarray(np.zeros(5)),
                          w2=ivy.asarray(rng.normal(size=(5, 1))))
    x, y = data()
    spec = ivy_builder.build_spec(data={
        "trainer": {"max_steps": STEPS, "out_dir": out + ".run", "progress": False,
                    "plot": False, "resume": False},
        "optimizer": {"name": "sgd", "lr": 0.1, "momentum": 0.9},
        "distributed": {"engine": engine, "workers": workers}})
    loader = ivy_builder.from_arrays({"x": x, "y": y}, batch_size=batch, seed=2,
                                     drop_last=True, backend=backend)
    t = TwoLayer(spec, v=v, train_data=loader)
    t.fit()
    if t.engine.is_main:
        ivy.Container(t.v).save(out)
    return t


if __name__ == "__main__":
    out, engine, workers = sys.argv[1], sys.argv[2], int(sys.argv[3])
    import ivy_builder

    ivy_builder.prepare_devices(engine, workers)
    train(out, engine, workers, os.environ.get("IVY_BACKEND", engine), BATCH)
