"""Mixed precision: float16 (dynamic loss scaling) and bfloat16 training with float32 master
weights follows the float32 run's loss curve; an injected gradient overflow skips its step and
halves the scale, finite steps grow it; the skipped run equals the clean run one step shorter,
bit for bit (the scale is a power of two). NumPy: no autodiff (the clear error); MXNet has no
bfloat16 arrays (ivy-core's clear error)."""

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, native, numpy_of, regression_data
from ivy_builder import Callback, LossScaler, Trainer, build_spec, from_arrays, read_metrics

X, Y = regression_data(n=16, d=3)
STEPS = 12
# float16 has an 11-bit significand, bfloat16 an 8-bit one: the largest relative gap between the
# curves measured over these 12 steps: float16 2.1e-3 (torch, JAX, TensorFlow; MXNet 1.8e-3),
# bfloat16 1.6e-2 (torch, JAX) and 2.1e-2 (TensorFlow)
RTOL = {"float16": 1e-2, "bfloat16": 5e-2}


class LinReg(Trainer):
    boom_at = None  # the step (1-based) whose gradients overflow float16

    def loss(self, batch, v):
        pred = ivy.matmul(batch["x"], v.w) + v.b
        loss = ivy.mean((pred - batch["y"]) ** 2)
        if self.step + 1 == self.boom_at:  # adds 0 to the loss and 1e4 to each gradient of w:
            s = ivy.sum(v.w)                # times the loss scale: past float16's 65504
            loss = loss + 1e4 * (s - ivy.stop_gradient(s))
        return loss


def _data():  # unshuffled: the skipped step must not change the order of later sums
    return from_arrays({"x": X, "y": Y}, batch_size=16, shuffle=False, backend=BACKEND)


def _run(out, precision, steps=STEPS, boom_at=None, **trainer):
    spec = build_spec(data={
        "trainer": {"max_steps": steps, "out_dir": str(out), "progress": False, "plot": False,
                    "log_every": 1, "precision": precision, "loss_scale": 1024.0, **trainer},
        "optimizer": {"name": "sgd", "lr": 0.05, "momentum": 0.5}})
    v = ivy.Container(w=native(np.zeros((3, 1), np.float32)), b=native(np.zeros(1, np.float32)))
    t = LinReg(spec, v=v, train_data=_data())
    t.boom_at = boom_at
    t.fit()
    return t, [r["loss"] for r in read_metrics(out / "metrics.jsonl")]


@pytest.mark.parametrize("precision", ["float16", "bfloat16"])
def test_half_precision_follows_the_float32_curve(tmp_path, precision):
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            _run(tmp_path / "h", precision)
        return
    if BACKEND == "mxnet" and precision == "bfloat16":
        with pytest.raises(ivy.IvyUnsupportedError, match="MXNet has no bfloat16"):
            _run(tmp_path / "h", precision)
        return
    ref, ref_losses = _run(tmp_path / "f32", "float32")
    t, losses = _run(tmp_path / "h", precision)
    assert len(losses) == STEPS and losses[-1] < 0.2 * losses[0]
    np.testing.assert_allclose(losses, ref_losses, rtol=RTOL[precision])
    assert ivy.as_ivy_dtype(t.v.w.dtype) == precision  # half variables ...
    master = t.optimizer.state["w"]["master"]  # ... float32 master weights near float32 training's
    assert ivy.as_ivy_dtype(master.dtype) == "float32"
    np.testing.assert_allclose(numpy_of(master), numpy_of(ref.v.w), rtol=RTOL[precision])
    np.testing.assert_array_equal(numpy_of(ivy.astype(master, precision)).astype(np.float32),
                                  numpy_of(t.v.w).astype(np.float32))
    if precision == "float16":
        assert t.scaler.state_dict() == {"scale": 1024.0, "good": STEPS, "skipped": 0}
    else:
        assert t.scaler is None  # bfloat16 has float32's range: no loss scaling


def test_an_overflow_skips_the_step_and_halves_the_scale(tmp_path):
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            _run(tmp_path / "a", "float16", boom_at=4)
        return
    seen = {}

    class Watch(Callback):
        def on_step_end(self, trainer, record):
            seen[trainer.step] = numpy_of(trainer.v.w).copy()

    t, _ = _run(tmp_path / "a", "float16", steps=5)  # the clean run, one step shorter
    spec = t.spec
    spec.trainer.out_dir, spec.trainer.max_steps = str(tmp_path / "b"), 6
    spec.trainer.loss_scale_window = 3
    v = ivy.Container(w=native(np.zeros((3, 1), np.float32)), b=native(np.zeros(1, np.float32)))
    boom = LinReg(spec, v=v, train_data=_data(), callbacks=[Watch()])
    boom.boom_at = 4
    boom.fit()
    recs = read_metrics(tmp_path / "b" / "metrics.jsonl")
    # 3 finite steps: x2 (2048); step 4 overflows: skipped, /2; then 2 finite steps
    assert [r["loss_scale"] for r in recs] == [1024, 1024, 1024, 2048, 1024, 1024]
    assert [r["skipped"] for r in recs] == [0, 0, 0, 1, 0, 0]
    assert boom.scaler.state_dict() == {"scale": 1024.0, "good": 2, "skipped": 1}
    assert np.array_equal(seen[4], seen[3])  # the skipped step left the variables alone
    assert boom.optimizer.steps == 5 and np.isfinite(recs[3]["loss"])
    for k in ("w", "b"):  # the scale is a power of two: the same updates, bit for bit
        assert np.array_equal(numpy_of(boom.v[k]), numpy_of(t.v[k])), k
        assert np.array_equal(numpy_of(boom.optimizer.state[k]["master"]),
                              numpy_of(t.optimizer.state[k]["master"])), k


def test_loss_scaler_rules():
    s = LossScaler(4.0, window=2)
    for finite in (True, True, True, False, False, True, True):
        s.update(finite)
    assert s.state_dict() == {"scale": 4.0, "good": 0, "skipped": 2}
    with pytest.raises(ivy.IvyValueError, match="window >= 1"):
        LossScaler(1.0, window=0)
