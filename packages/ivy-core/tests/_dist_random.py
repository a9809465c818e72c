"""Random draws inside a 2-replica data-parallel step (run as a subprocess: the devices must be
made before the framework starts). ``python _dist_random.py BACKEND OUT_NPZ``: JAX over 2 host
devices, TensorFlow over 2 logical CPUs. Saves each replica's draws and, for comparison, the
draws Ivy's plain stream gives when seeded with ``replica_seed(seed, r)``."""

import sys

import ivy
import ivy.distributed
import numpy as np

SEED, N = 11, 6  # Ivy's seed at the step; N rows per replica


def draws(x):
    """The draws of one step on the batch ``x`` (one row block per replica)."""
    n = x.shape[0]
    return {"dropout": ivy.dropout(x, 0.5),
            "uniform": ivy.random_uniform(shape=(n, 3), dtype=ivy.float32),
            "normal": ivy.random_normal(shape=(n, 2), dtype=ivy.float32),
            "randint": ivy.randint(0, 1000, (n, 2)),
            "bernoulli": ivy.bernoulli(ivy.full_like(x, 0.5)),
            "multinomial": ivy.multinomial(5, 2, batch_size=n),
            "seeded": ivy.random_uniform(shape=(n,), seed=5)}


def main(backend, out):
    ivy.distributed.prepare_devices(backend, 2)
    e = ivy.distributed.engine(backend, 2)
    got, shuffled = {}, []

    def grad_fn(v, batch):
        d = draws(batch)  # the sharded batch (JAX), this replica's part (TensorFlow)
        shuffled.append(ivy.shuffle(ivy.arange(batch.shape[0])))
        r = 0 if backend == "jax" else ivy.distributed._tensorflow._replica_id()
        for k, a in d.items():
            got[(r, k)] = a

        def loss(w):
            return ivy.sum(ivy.dropout(batch * w, 0.5))  # dropout on a traced array too

        value, grads = ivy.execute_with_gradients(loss, v)
        return value, grads, {}

    with ivy.use(backend):
        x = ivy.asarray(np.ones((2 * N, 4), np.float32))
        v = ivy.asarray(np.float32(1.0))
        ivy.seed(SEED)
        before = ivy.to_numpy(ivy.random_uniform(shape=(3,)))
        e.value_and_grad(grad_fn, e.place_variables(v), x)
        after = ivy.to_numpy(ivy.random_uniform(shape=(3,)))  # Ivy's stream where it was
        ivy.seed(SEED)
        plain = [ivy.to_numpy(ivy.random_uniform(shape=(3,))) for _ in range(2)]
        res = {"before": before, "after": after, "plain0": plain[0], "plain1": plain[1]}
        for r in range(2):  # replica r alone: Ivy's stream seeded replica_seed(SEED, r)
            ivy.seed(ivy.distributed.replica_seed(SEED, r))
            for k, a in draws(ivy.asarray(np.ones((N, 4), np.float32))).items():
                res[f"ref{r}/{k}"] = ivy.to_numpy(a)
        res["shuffled"] = ivy.to_numpy(shuffled[0])
        for (r, k), a in got.items():
            a = np.asarray(ivy.to_numpy(a))
            if backend == "jax":
                for i in range(2):
                    res[f"got{i}/{k}"] = a[i * N:(i + 1) * N]
            else:
                res[f"got{r}/{k}"] = a
    np.savez(out, **res)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
