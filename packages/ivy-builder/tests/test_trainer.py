"""Trainer: updates against a NumPy gradient-descent reference (clipping, accumulation,
schedules), Module + loss function, validation / best / early stopping, callbacks, logs and
plots, Ctrl-C then resume (bit-identical), compiled steps, errors. NumPy: the clear
no-autodiff error."""

import os
import signal

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, MLP, is_native, mse, native, numpy_of, regression_data
from ivy_builder import Callback, Trainer, build_spec, from_arrays, read_metrics

X, Y = regression_data(n=16, d=3)


class LinReg(Trainer):
    def loss(self, batch, v):
        pred = ivy.matmul(batch["x"], v.w) + v.b
        return ivy.mean((pred - batch["y"]) ** 2), {"mae": ivy.mean(ivy.abs(pred - batch["y"]))}


def _v0():
    return ivy.Container(w=native(np.zeros((3, 1), np.float32)),
                         b=native(np.zeros((1,), np.float32)))


def _spec(tmp_path, **trainer):
    t = {"max_steps": 5, "out_dir": str(tmp_path), "progress": False, "plot": False,
         "log_every": 1, **trainer}
    return build_spec(data={"trainer": t, "optimizer": {"name": "sgd", "lr": 0.05}})


def _numpy_gd(steps, lr, batches, clip=None, lrs=None):
    """Reference: gradient descent on the mean squared error, written with NumPy (float64)."""
    w, b = np.zeros((3, 1)), np.zeros(1)
    for k in range(steps):
        x, y = batches(k)
        r = x @ w + b - y
        gw, gb = 2 * x.T @ r / r.size, 2 * r.sum(0) / r.size
        if clip is not None:
            n = np.sqrt((gw ** 2).sum() + (gb ** 2).sum())
            if n > clip:
                gw, gb = gw * clip / n, gb * clip / n
        step_lr = lrs[k] if lrs else lr
        w, b = w - step_lr * gw, b - step_lr * gb
    return w, b


def _check(trainer, w, b):
    np.testing.assert_allclose(numpy_of(trainer.v.w), w, rtol=2e-5, atol=2e-6)
    np.testing.assert_allclose(numpy_of(trainer.v.b), b, rtol=2e-5, atol=2e-6)


def _fit(trainer):
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            trainer.fit()
        return False
    trainer.fit()
    return True


def _full():
    return from_arrays({"x": X, "y": Y}, batch_size=16, backend=BACKEND)


def test_sgd_steps_match_numpy_gradient_descent(tmp_path):
    t = LinReg(_spec(tmp_path), v=_v0(), train_data=_full())
    if _fit(t):
        _check(t, *_numpy_gd(5, 0.05, lambda k: (X.astype(float), Y.astype(float))))
        recs = read_metrics(tmp_path / "metrics.jsonl")
        assert [r["step"] for r in recs] == [1, 2, 3, 4, 5]
        assert all(set(r) >= {"loss", "mae", "lr", "steps_per_s", "epoch"} for r in recs)


def test_gradient_clipping_matches_numpy(tmp_path):
    t = LinReg(_spec(tmp_path, grad_clip=0.5), v=_v0(), train_data=_full())
    if _fit(t):
        _check(t, *_numpy_gd(5, 0.05, lambda k: (X.astype(float), Y.astype(float)), clip=0.5))
        assert read_metrics(tmp_path / "metrics.jsonl")[0]["grad_norm"] > 0.5


def test_accumulation_equals_the_combined_batch(tmp_path):
    data = from_arrays({"x": X, "y": Y}, batch_size=4, shuffle=False, backend=BACKEND)
    t = LinReg(_spec(tmp_path, accumulate=4, max_steps=3), v=_v0(), train_data=data)
    if _fit(t):
        _check(t, *_numpy_gd(3, 0.05, lambda k: (X.astype(float), Y.astype(float))))


def test_schedule_and_warmup_give_the_logged_learning_rates(tmp_path):
    spec = _spec(tmp_path)
    spec.optimizer.schedule, spec.optimizer.decay_steps, spec.optimizer.decay_rate = "step", 2, 0.5
    spec.optimizer.warmup_steps = 2
    t = LinReg(spec, v=_v0(), train_data=_full())
    lrs = [0.025, 0.05, 0.05, 0.05, 0.025]  # warm-up 1/2, 2/2, then 0.05 * 0.5 ** (k // 2)
    if _fit(t):
        assert [r["lr"] for r in read_metrics(tmp_path / "metrics.jsonl")] == lrs
        _check(t, *_numpy_gd(5, None, lambda k: (X.astype(float), Y.astype(float)), lrs=lrs))


def test_module_and_loss_fn_train(tmp_path):
    ivy.seed(0)
    with ivy.use(BACKEND):
        model = MLP(dropout=0.1)
    x, y = regression_data(n=64, d=3, seed=1)
    spec = build_spec(data={"trainer": {"max_steps": 40, "out_dir": str(tmp_path),
                                        "progress": True, "log_every": 5},
                            "optimizer": {"name": "adam", "lr": 0.05}})
    t = Trainer(spec, model=model, loss_fn=mse,
                train_data=from_arrays((x, y), batch_size=16, backend=BACKEND))
    if _fit(t):
        losses = [r["loss"] for r in read_metrics(tmp_path / "metrics.jsonl")]
        assert losses[-1] < 0.3 * losses[0]
        assert t.model.v is t.v
        assert os.path.exists(tmp_path / "curves.png")
        assert os.path.exists(tmp_path / "spec.json")


def test_validation_best_checkpoint_and_early_stopping(tmp_path):
    # validation targets of the opposite sign: training makes the validation loss worse
    val = from_arrays({"x": X, "y": -Y}, batch_size=5, shuffle=False, backend=BACKEND)
    calls = []

    class Record(Callback):
        def on_fit_start(self, trainer):
            calls.append("start")

        def on_validation_end(self, trainer, record):
            calls.append(("val", record["step"]))

        def on_checkpoint(self, trainer, path):
            calls.append(("ckpt", trainer.step))

        def on_fit_end(self, trainer):
            calls.append("end")

    t = LinReg(_spec(tmp_path, max_steps=50, val_every=2, patience=2, checkpoint_every=3),
               v=_v0(), train_data=_full(), val_data=val, callbacks=[Record()])
    if not _fit(t):
        return
    assert t.step == 6 and t.should_stop  # validations at 2 (best), 4, 6 (2 worse): stop
    assert calls == ["start", ("val", 2), ("ckpt", 3), ("val", 4), ("val", 6), ("ckpt", 6), "end"]
    val_recs = [r for r in read_metrics(tmp_path / "metrics.jsonl") if "val_loss" in r]
    # the validation loss against NumPy, at the best step (2)
    w, b = _numpy_gd(2, 0.05, lambda k: (X.astype(float), Y.astype(float)))
    ref = float(np.mean((X @ w + b + Y) ** 2))
    np.testing.assert_allclose(val_recs[0]["val_loss"], ref, rtol=1e-5)
    assert t.best == val_recs[0]["val_loss"]
    assert t.load_best() == 2
    np.testing.assert_allclose(numpy_of(t.v.w), w, rtol=2e-5, atol=2e-6)


def test_ctrl_c_saves_and_resume_is_bit_identical(tmp_path, caplog):
    def run(out, interrupt_at=None):
        ivy.seed(0)
        with ivy.use(BACKEND):
            model = MLP(dropout=0.3)

        class Interrupt(Callback):  # Ctrl-C in the middle of the step after interrupt_at
            def on_step_end(self, trainer, record):
                if trainer.step == interrupt_at:
                    trainer.on_batch = True

        class SigintTrainer(Trainer):
            on_batch = False

            def loss(self, batch, v):
                if self.on_batch:
                    self.on_batch = False
                    os.kill(os.getpid(), signal.SIGINT)  # the step still finishes
                return super().loss(batch, v)

        spec = build_spec(data={"trainer": {"max_steps": 7, "out_dir": str(out), "plot": False,
                                            "progress": False, "checkpoint_every": 100},
                                "optimizer": {"name": "adamw", "lr": 0.01,
                                              "weight_decay": 0.1}})
        x, y = regression_data(n=18, d=3, seed=2)
        t = SigintTrainer(spec, model=model, loss_fn=mse, callbacks=[Interrupt()],
                    train_data=from_arrays((x, y), batch_size=3, seed=4, backend=BACKEND))
        t.fit()
        return t

    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError):
            run(tmp_path / "a")
        return
    ref = run(tmp_path / "ref")
    with pytest.raises(KeyboardInterrupt), caplog.at_level("WARNING", "ivy_builder"):
        run(tmp_path / "b", interrupt_at=4)  # SIGINT during step 5: step 5 finishes, is saved
    assert os.path.exists(tmp_path / "b" / "checkpoints" / "ckpt-0000000005.json")
    said = [r for r in caplog.records if r.name == "ivy_builder.trainer"]  # logged, not printed
    assert len(said) == 1 and "interrupted; checkpoint of step 5" in said[0].getMessage()
    resumed = run(tmp_path / "b")
    assert resumed.resumed_from == 5
    for (k, a), (_, b) in zip(ref.state().flatten().items(), resumed.state().flatten().items()):
        if ivy.is_array(a):
            assert np.array_equal(numpy_of(a), numpy_of(b)), k


@pytest.mark.parametrize("compile_", [True])
def test_compiled_steps_equal_eager_steps(tmp_path, compile_):
    eager = LinReg(_spec(tmp_path / "e"), v=_v0(), train_data=_full())
    comp = LinReg(_spec(tmp_path / "c", compile=compile_), v=_v0(), train_data=_full())
    if BACKEND == "torch":  # torch.compile's first compile takes many seconds: one step here
        eager.spec.trainer.max_steps = comp.spec.trainer.max_steps = 1
    if _fit(eager) and _fit(comp):
        np.testing.assert_allclose(numpy_of(comp.v.w), numpy_of(eager.v.w), rtol=1e-6, atol=1e-7)


def test_trainer_errors(tmp_path):
    with pytest.raises(ivy.IvyValueError, match="train_data"):
        Trainer(v=_v0())
    with pytest.raises(ivy.IvyValueError, match="give a model"):
        Trainer(train_data=_full())
    with pytest.raises(ivy.IvyValueError, match="spec must be a RunSpec"):
        Trainer(3, v=_v0(), train_data=_full())
    t = Trainer(_spec(tmp_path), v=_v0(), train_data=_full())
    with pytest.raises(ivy.IvyValueError, match="override Trainer.loss"):
        t.loss({"x": X, "y": Y}, t.v)


def test_single_array_variables_and_a_generator_loader_resume_exactly(tmp_path):
    def make(seed, epoch):  # a pure function of (seed, epoch)
        rng = np.random.default_rng([seed, epoch])
        for _ in range(10):
            x = rng.normal(size=3).astype(np.float32)
            yield {"x": x, "y": np.float32(x @ np.array([1.0, -1.0, 2.0], np.float32))}

    class Fit(Trainer):
        def loss(self, batch, v):
            return ivy.mean((ivy.matmul(batch["x"], v) - batch["y"]) ** 2)

    def run(out, steps):
        spec = _spec(out, max_steps=steps, checkpoint_every=100)
        from ivy_builder import GeneratorLoader

        t = Fit(spec, v=native(np.zeros(3, np.float32)),
                train_data=GeneratorLoader(make, batch_size=4, seed=1, backend=BACKEND))
        return t, _fit(t)

    ref, ok = run(tmp_path / "ref", 7)  # 3 batches per epoch (4, 4, 2): crosses epochs
    if not ok:
        return
    run(tmp_path / "b", 4)
    resumed, _ = run(tmp_path / "b", 7)
    assert resumed.resumed_from == 4 and is_native(resumed.v)
    assert np.array_equal(numpy_of(ref.v), numpy_of(resumed.v))
    assert numpy_of(ref.v).shape == (3,)


def test_global_random_states_are_restored_on_resume(tmp_path):
    """A loss drawing from Python's, NumPy's and the framework's global generators resumes
    exactly even when something else used those generators in between."""
    import random

    def draws():
        u = random.random() + np.random.uniform()
        if BACKEND == "torch":
            import torch

            u += float(torch.rand(()))
        elif BACKEND == "tensorflow":
            import tensorflow as tf

            u += float(tf.random.get_global_generator().uniform(()))
        return u

    class Noisy(LinReg):
        def loss(self, batch, v):
            return super().loss(batch, v)[0] + draws() * ivy.sum(v.w)

    def seed_all(s):
        random.seed(s)
        np.random.seed(s)
        if BACKEND == "torch":
            import torch

            torch.manual_seed(s)
        elif BACKEND == "tensorflow":
            import tensorflow as tf

            tf.random.get_global_generator().reset_from_seed(s)

    def run(out, steps):
        t = Noisy(_spec(out, max_steps=steps, checkpoint_every=100), v=_v0(), train_data=_full())
        return t, _fit(t)

    seed_all(0)
    ref, ok = run(tmp_path / "ref", 6)
    if not ok:
        return
    seed_all(0)
    run(tmp_path / "b", 3)
    seed_all(123)  # someone else used the generators
    resumed, _ = run(tmp_path / "b", 6)
    assert resumed.resumed_from == 3
    assert np.array_equal(numpy_of(ref.v.w), numpy_of(resumed.v.w))


def test_a_non_finite_loss_stops_before_the_update(tmp_path):
    """A nan loss (here from step 3 on) raises an Ivy error naming the step, and the variables
    stay those of step 2 (the update that would spread the nan never runs)."""

    class Diverging(LinReg):
        def loss(self, batch, v):
            loss, aux = super().loss(batch, v)
            return (loss * float("nan") if self.step >= 2 else loss), aux

    t = Diverging(_spec(tmp_path), v=_v0(), train_data=_full())
    if not AUTODIFF:
        return _fit(t)
    with pytest.raises(ivy.IvyValueError, match=r"loss of step 3 is nan.*after step 2"):
        t.fit()
    _check(t, *_numpy_gd(2, 0.05, lambda k: (X.astype(float), Y.astype(float))))


def test_a_non_finite_validation_loss_is_never_the_best(tmp_path):
    calls = []

    class NanValidation(LinReg):
        def validate(self):
            calls.append(self.step)
            rec = super().validate()
            return {**rec, "val_loss": float("nan")} if len(calls) == 1 else rec

    val = from_arrays({"x": X, "y": Y}, batch_size=8, shuffle=False, backend=BACKEND)
    t = NanValidation(_spec(tmp_path, max_steps=4, val_every=2), v=_v0(), train_data=_full(),
                      val_data=val)
    if not AUTODIFF:
        return _fit(t)
    with pytest.warns(RuntimeWarning, match="validation loss at step 2 is nan"):
        t.fit()
    assert calls == [2, 4] and np.isfinite(t.best) and t.load_best() == 4
