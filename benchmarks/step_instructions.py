"""Run N eager PyTorch steps of a benchmark (Ivy's or the native one) for an instruction count.

Wall-clock ratios on a shared machine move by 5-15 % from run to run; the number of instructions a
step executes does not. Run this under callgrind, which counts only inside ``functools.reduce``
(the loop below: nothing of the imports and warm-up)::

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        --callgrind-out-file=/tmp/cg.out python benchmarks/step_instructions.py planning ivy 30

and divide the "Collected" count by N. ``planning`` is ``motion_planning.py``'s drone step,
``training`` ``training_step.py``'s MLP step (hidden 128, batch 64); ``ivy`` or ``native``.
Instructions are not time: the interpreter's bytecode runs at a lower rate than the kernels'
vectorised loops, so equal counts with more of them in Python still take longer (the README's
motion-planning section gives both).
"""

import functools
import os
import sys
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ivy  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402


def planning(side):
    import motion_planning as mp  # noqa: PLC0415 - only for this benchmark

    return (mp._ivy_runner if side == "ivy" else mp._native_runner)("torch", False)


def training(side):
    import training_step as ts  # noqa: PLC0415 - only for this benchmark

    rng = np.random.default_rng(0)
    x_np = rng.normal(size=(64, ts.IN)).astype("float32")
    y_np = rng.normal(size=(64, ts.OUT)).astype("float32")
    v, x, y, step = ts.ivy_setup("torch", 128, x_np, y_np)
    if side == "ivy":
        ivy.set_backend("torch")
        return lambda n: [step(v, x, y) for _ in range(n)]
    p, nx, ny, nstep, _ = ts.torch_setup(ts._weights(v), x_np, y_np, False)
    return lambda n: [nstep(p, nx, ny) for _ in range(n)]


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3 or args[0] not in ("planning", "training") or args[1] not in ("ivy", "native"):
        raise SystemExit("usage: step_instructions.py planning|training ivy|native N")
    torch.set_num_threads(1)
    run = (planning if args[0] == "planning" else training)(args[1])
    run(3)  # warm-up: caches, first-call work
    n = int(args[2])
    functools.reduce(lambda acc, _: run(1), range(n), None)  # the counted loop


if __name__ == "__main__":
    main()
