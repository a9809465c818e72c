"""Manners: importing ivy_builder and using it (plot_curves to a file, a spec, a loader, a
metrics log, and on an autodiff backend a short Trainer.fit) leaves the process's global state
alone: matplotlib's backend (the user's, here svg: plot_curves draws on its own Agg canvas),
the logging root's level and handlers, Python's and NumPy's global random states; and prints
nothing on stdout. In a fresh interpreter (IVY_BACKEND inherited), so that the import is checked
too."""

import ivy

CALL = '''
import os, tempfile
import ivy
import ivy_builder as ib

d = tempfile.mkdtemp()
recs = [{"step": 1, "loss": 1.0, "lr": 0.1}, {"step": 2, "loss": 0.5, "val_loss": 0.7, "lr": 0.05}]
path = ib.plot_curves(recs, os.path.join(d, "curves.png"))
assert path is None or os.path.getsize(path) > 0
spec = ib.build_spec(argv=["--trainer.max_steps=3"], trainer={"out_dir": d, "log_every": 1})
x = np.linspace(0.0, 1.0, 24, dtype="float32").reshape(8, 3)
y = x.sum(-1, keepdims=True)
stream = ib.from_arrays({"x": x, "y": y}, batch_size=4, seed=0).stream()
next(stream)
stream.close()
log = ib.MetricsLog(os.path.join(d, "m.jsonl"))
log.write({"step": 1, "loss": 1.0})
log.close()
if backend not in ("numpy", "mxnet"):  # a short fit: checkpoints, logs, the curves figure
    class LinReg(ib.Trainer):
        def loss(self, batch, v):
            return ivy.mean((ivy.matmul(batch["x"], v.w) - batch["y"]) ** 2)

    with ivy.use(backend):
        v = ivy.Container(w=ivy.zeros((3, 1), dtype="float32"))
    data = ib.from_arrays({"x": x, "y": y}, batch_size=4, seed=0, backend=backend)
    LinReg(spec, v=v, train_data=data).fit()
'''


def test_library_leaves_global_state_alone():
    out = ivy.testing.global_state_changes(CALL)
    assert out == "unchanged\n", out  # (anything before it was printed by the library)
