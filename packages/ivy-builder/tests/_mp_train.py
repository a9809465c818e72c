"""One process of a 2-process training job for test_multiprocess.py (run as a subprocess; the
launcher's environment gives its place in the job, as in a real launch).

    python _mp_train.py OUT_DIR ENGINE

ENGINE ``torch``: ``RANK``, ``WORLD_SIZE``, ``MASTER_ADDR``, ``MASTER_PORT`` (what ``torchrun``
sets); ``jax``: ``JAX_COORDINATOR_ADDRESS``, ``JAX_NUM_PROCESSES``, ``JAX_PROCESS_ID``;
``tensorflow``: ``TF_CONFIG``. Every process gets the same command and ``OUT_DIR`` (the main
process writes there, the others read its checkpoints on resume).

The run is ``_dist_train``'s two-layer model (SGD with momentum, float64, no randomness) for
``STEPS`` steps of ``_dist_train.BATCH`` samples per worker, a checkpoint every 2 steps, a
record every 3 steps (so a resume from step 4 restarts inside a metrics window), resuming from
OUT_DIR's newest checkpoint; on JAX each step compiled (``trainer.compile``: one ``jax.jit``
program a step, not one per operation on arrays spread over two processes). Prints ``STEP
<rank> <step>`` after each step and ``RESUMED <rank> <step>`` at the start; every checkpoint
write appends ``<rank> <step>`` to ``OUT_DIR/writes.txt``; the main process saves the final
variables to ``OUT_DIR/final.npz``. ``IVY_MP_KILL=<rank>:<step>``: that process kills itself
with SIGKILL at the end of that step.
"""

import os
import signal
import sys

sys.path.insert(0, os.path.dirname(__file__))
import _dist_train  # noqa: E402

STEPS = 8
TRAINER = {"checkpoint_every": 2, "log_every": 3, "keep_last": 2}


def main(out_dir, engine):
    import ivy_builder
    from ivy_builder import checkpoint as ck

    ivy_builder.prepare_devices(engine, 1)  # JAX: jax.distributed.initialize; TF: the strategy
    kill = os.environ.get("IVY_MP_KILL")
    kill_rank, kill_step = map(int, kill.split(":")) if kill else (-1, -1)
    rank = {}

    real_save = ck.CheckpointManager.save

    def save(self, step, state, meta=None):  # who writes which checkpoint
        with open(os.path.join(out_dir, "writes.txt"), "a") as f:
            f.write(f"{rank['r']} {step}\n")
        return real_save(self, step, state, meta)

    ck.CheckpointManager.save = save

    class Report(ivy_builder.Callback):
        def on_fit_start(self, trainer):
            rank["r"] = trainer.engine.rank
            print(f"RESUMED {trainer.engine.rank} {trainer.resumed_from}", flush=True)

        def on_step_end(self, trainer, record):
            print(f"STEP {trainer.engine.rank} {trainer.step}", flush=True)
            if (trainer.engine.rank, trainer.step) == (kill_rank, kill_step):
                os.kill(os.getpid(), signal.SIGKILL)

    backend = os.environ.get("IVY_BACKEND", engine)
    _dist_train.train(os.path.join(out_dir, "final.npz"), engine, 1, backend, _dist_train.BATCH,
                      steps=STEPS, out_dir=out_dir, resume=True,
                      trainer={**TRAINER, "compile": engine == "jax"},
                      callbacks=[Report()])
    print("DONE", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
