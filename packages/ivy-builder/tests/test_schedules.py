"""One-cycle and reduce-on-plateau schedules: against PyTorch's ``OneCycleLR`` and
``ReduceLROnPlateau`` in the torch session (torch is only a reference there), and against closed
forms / hand-computed sequences on every backend (the schedules are plain Python: the backend does
not enter; the Trainer-level test below runs the schedule inside training on each backend)."""

import math

import ivy
import numpy as np
import pytest
from _helpers import AUTODIFF, BACKEND, native
from ivy_builder import (
    OneCycle,
    ReduceOnPlateau,
    Trainer,
    Warmup,
    build_optimizer,
    build_spec,
    find_plateau,
    from_arrays,
    read_metrics,
)


@pytest.mark.parametrize("total, pct, div, final", [(20, 0.3, 25.0, 1e4), (11, 0.5, 10.0, 100.0)])
def test_one_cycle_matches_the_closed_form(total, pct, div, final):
    s = OneCycle(0.4, total, pct_start=pct, div_factor=div, final_div_factor=final)
    up = pct * total - 1
    lo, hi, end = 0.4 / div, 0.4, 0.4 / div / final
    np.testing.assert_allclose(s(0), lo, rtol=1e-12)
    np.testing.assert_allclose(s(up), hi, rtol=1e-12)
    np.testing.assert_allclose(s(up / 2), (lo + hi) / 2, rtol=1e-12)  # half-way up the cosine
    np.testing.assert_allclose(s((up + total - 1) / 2), (hi + end) / 2, rtol=1e-12)
    np.testing.assert_allclose([s(total - 1), s(total + 5)], [end, end], rtol=1e-12)
    lrs = [s(i) for i in range(total)]
    k = int(math.floor(up))
    assert all(a < b for a, b in zip(lrs[:k], lrs[1:k + 1]))  # up, then down
    assert all(a > b for a, b in zip(lrs[k + 1:], lrs[k + 2:]))


@pytest.mark.skipif(BACKEND != "torch", reason="PyTorch's OneCycleLR as the reference: torch "
                    "session only (the schedule is plain Python; the closed-form test runs "
                    "everywhere)")
def test_one_cycle_matches_torch_one_cycle_lr():
    import torch

    total, pct, div, final = 23, 0.25, 20.0, 50.0
    opt = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.3, total_steps=total,
                                                pct_start=pct, div_factor=div,
                                                final_div_factor=final, cycle_momentum=False)
    ref = []
    for _ in range(total):
        ref.append(opt.param_groups[0]["lr"])
        opt.step()
        sched.step()
    ours = OneCycle(0.3, total, pct_start=pct, div_factor=div, final_div_factor=final)
    np.testing.assert_allclose([ours(i) for i in range(total)], ref, rtol=1e-12, atol=0)


VALUES = [5.0, 4.0, 4.0, 3.95, 4.1, 4.2, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 2.0, 2.5, 2.5, 2.5,
          float("nan"), 2.5, 2.5, 2.5]


def _plateau_lrs(**kw):
    s = ReduceOnPlateau(1.0, **kw)
    out = []
    for v in VALUES:
        s.observe(v)
        out.append(s(0))
    return out


def test_plateau_hand_computed():
    # patience 1, min_delta 0.1: 4.0 improves; 4.0, 3.95 (not by > 0.1) -> 2 bad -> 0.5 ...
    got = _plateau_lrs(factor=0.5, patience=1, min_delta=0.1, min_lr=0.1)
    want = [1, 1, 1, .5, .5, .25, .25, .25, .125, .125, .1, .1, .1, .1, .1, .1, .1, .1, .1, .1]
    assert got == want
    # cooldown 2: after a reduction, two observations are not counted
    got = _plateau_lrs(factor=0.5, patience=0, cooldown=2)
    want = [1, 1, .5, .5, .5, .25, .25, .25, .125, .125, .125, .0625, .0625, .0625, .03125,
            .03125, .03125, .015625, .015625, .015625]
    assert got == want
    s = ReduceOnPlateau(1.0, factor=0.5, patience=0, mode="max")
    for v in (1.0, 2.0, 1.5):
        s.observe(v)
    assert s(7) == 0.5 and s.state_dict() == {"lr": 0.5, "best": 2.0, "bad": 0, "cooling": 0}
    with pytest.raises(ivy.IvyValueError, match="0 < factor < 1"):
        ReduceOnPlateau(1.0, factor=1.5)


@pytest.mark.skipif(BACKEND != "torch", reason="PyTorch's ReduceLROnPlateau as the reference: "
                    "torch session only (the hand-computed test runs everywhere)")
@pytest.mark.parametrize("kw", [dict(factor=0.5, patience=1, min_delta=0.1, min_lr=0.1),
                                dict(factor=0.3, patience=0, cooldown=2),
                                dict(factor=0.5, patience=2, cooldown=1, mode="max")])
def test_plateau_matches_torch_reduce_lr_on_plateau(kw):
    import torch

    opt = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0)
    sched = torch.optim.lr_scheduler.ReduceLROnPlateau(
        opt, mode=kw.get("mode", "min"), factor=kw["factor"], patience=kw["patience"],
        threshold=kw.get("min_delta", 0.0), threshold_mode="abs", cooldown=kw.get("cooldown", 0),
        min_lr=kw.get("min_lr", 0.0))
    ref = []
    for v in VALUES:
        sched.step(v)
        ref.append(opt.param_groups[0]["lr"])
    np.testing.assert_allclose(_plateau_lrs(**kw), ref, rtol=1e-12)


def test_schedules_from_the_spec():
    opt = build_optimizer(name="sgd", lr=0.2, schedule="one_cycle", decay_steps=10,
                          pct_start=0.4, div_factor=4.0, final_div_factor=2.0)
    assert [opt.learning_rate(i) for i in (0, 3, 9)] == pytest.approx([0.05, 0.2, 0.025])
    opt = build_optimizer(name="sgd", lr=0.2, schedule="plateau", decay_rate=0.5,
                          plateau_patience=3, min_lr=0.01, cooldown=1, warmup_steps=2)
    p = find_plateau(opt.lr)
    assert isinstance(opt.lr, Warmup) and (p.factor, p.patience, p.min_lr, p.cooldown) == \
        (0.5, 3, 0.01, 1)


class LinReg(Trainer):
    def loss(self, batch, v):
        return ivy.mean((ivy.matmul(batch["x"], v.w) - batch["y"]) ** 2)


def test_trainer_feeds_the_plateau_schedule_its_monitor(tmp_path):
    """Validation targets of the opposite sign: the validation loss worsens from the second
    validation on, so with patience 1 the rate halves at every second validation."""
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 3)).astype(np.float32)
    y = x @ np.array([[1.0], [2.0], [3.0]], np.float32)
    spec = build_spec(data={
        "trainer": {"max_steps": 8, "val_every": 1, "out_dir": str(tmp_path), "progress": False,
                    "plot": False, "log_every": 1},
        "optimizer": {"name": "sgd", "lr": 0.01, "schedule": "plateau", "decay_rate": 0.5,
                      "plateau_patience": 1}})
    t = LinReg(spec, v=ivy.Container(w=native(np.zeros((3, 1), np.float32))),
               train_data=from_arrays({"x": x, "y": y}, batch_size=8, backend=BACKEND),
               val_data=from_arrays({"x": x, "y": -y}, batch_size=8, backend=BACKEND))
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            t.fit()
        return
    t.fit()
    lrs = [r["lr"] for r in read_metrics(tmp_path / "metrics.jsonl") if "loss" in r]
    # validations 1 (best), 2, 3 (2 bad > 1: halve at 3), 4, 5 (halve), 6, 7 (halve), 8
    assert lrs == [0.01, 0.01, 0.01, 0.005, 0.005, 0.0025, 0.0025, 0.00125]
