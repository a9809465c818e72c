"""Specs: sources and their precedence, parent files, type coercion, validation messages."""

import json
from dataclasses import dataclass

import pytest
from ivy_builder import (
    DataSpec,
    OptimizerSpec,
    RunSpec,
    Spec,
    SpecError,
    TrainerSpec,
    bounded,
    build_spec,
    choice,
    load_spec_file,
    parse_overrides,
    save_spec,
)


def _write(path, text):
    path.write_text(text)
    return str(path)


def test_defaults_and_types():
    s = RunSpec()
    assert isinstance(s.trainer, TrainerSpec) and isinstance(s.data, DataSpec)
    assert s.optimizer.name == "adam" and s.trainer.grad_clip is None


def test_precedence_file_dict_kwargs_argv(tmp_path):
    f = _write(tmp_path / "run.json", json.dumps(
        {"trainer": {"max_steps": 1, "log_every": 1, "seed": 1, "keep_last": 1}}))
    s = build_spec(file=f, data={"trainer": {"log_every": 2, "seed": 2, "keep_last": 2}},
                   trainer__seed=3, trainer={"keep_last": 3},
                   argv=["--trainer.keep_last=4"])
    t = s.trainer
    assert (t.max_steps, t.log_every, t.seed, t.keep_last) == (1, 2, 3, 4)


def test_parent_inheritance_toml_and_json(tmp_path):
    _write(tmp_path / "base.toml", '[trainer]\nmax_steps = 100\nseed = 7\n[data]\nbatch_size = 8\n')
    (tmp_path / "sub").mkdir()
    _write(tmp_path / "sub" / "mid.json", json.dumps(
        {"parent": "../base.toml", "trainer": {"seed": 8}, "optimizer": {"lr": 0.5}}))
    child = _write(tmp_path / "sub" / "child.toml", 'parent = "mid.json"\n[trainer]\nmax_steps = 5\n')
    assert load_spec_file(child) == {"trainer": {"max_steps": 5, "seed": 8},
                                     "data": {"batch_size": 8}, "optimizer": {"lr": 0.5}}
    s = build_spec(argv=["--config", child, "--data.batch_size", "16"])
    assert (s.trainer.max_steps, s.trainer.seed, s.data.batch_size, s.optimizer.lr) == \
        (5, 8, 16, 0.5)


def test_parent_cycle_is_an_error(tmp_path):
    _write(tmp_path / "a.json", '{"parent": "b.json"}')
    _write(tmp_path / "b.json", '{"parent": "a.json"}')
    with pytest.raises(SpecError, match="cycle"):
        load_spec_file(tmp_path / "a.json")


def test_bad_files(tmp_path):
    with pytest.raises(SpecError, match="use a .json or .toml"):
        load_spec_file(_write(tmp_path / "a.yaml", "x: 1"))
    with pytest.raises(SpecError, match="does not parse"):
        load_spec_file(_write(tmp_path / "a.json", "{nope"))
    with pytest.raises(SpecError, match="cannot read"):
        load_spec_file(tmp_path / "missing.json")


def test_command_line_values_are_typed():
    s = build_spec(argv=["--optimizer.lr=1e-3", "--trainer.compile=true", "--trainer.grad_clip",
                         "2", "--network.hidden=[4, 5]", "--optimizer.name=sgd",
                         "--trainer.out-dir=runs/x"])
    assert s.optimizer.lr == 1e-3 and isinstance(s.optimizer.lr, float)
    assert s.trainer.compile is True and s.trainer.grad_clip == 2.0
    assert s.network.hidden == [4, 5] and s.optimizer.name == "sgd"
    assert s.trainer.out_dir == "runs/x"


@pytest.mark.parametrize("argv, match", [
    (["--trainer.lr=1e-3"], r"unknown option --trainer.lr \(did you mean --optimizer.lr\?\)"),
    (["--optimizer.lr=-1"], r"optimizer.lr = -1.0 is out of range: allowed > 0.0"),
    (["--optimizer.lr=0"], r"optimizer.lr = 0.0 is out of range: allowed > 0.0"),
    (["--data.val_fraction=1"], r"data.val_fraction = 1.0 is out of range: allowed >= 0.0 and "
                                r"< 1.0"),
    (["--trainer.max_steps=2.5"], r"trainer.max_steps = '2.5' is not a valid int"),
    (["--trainer.compile=yes"], r"trainer.compile = 'yes' is not a valid bool"),
    (["--optimizer.name=rmsprop"], r"optimizer.name = 'rmsprop' is not allowed: one of 'sgd', "
                                   r"'adam'"),
    (["--network.hidden=[4, -1.5]"], r"network.hidden\[1\] = -1.5 is not a valid int"),
    (["trainer.lr"], r"expected --field.name=value"),
    (["--trainer.seed"], r"has no value"),
])
def test_validation_errors_name_field_value_and_range(argv, match):
    with pytest.raises(SpecError, match=match):
        build_spec(argv=argv)


def test_errors_from_dicts_and_constructors():
    with pytest.raises(SpecError, match="trainer must be a table"):
        build_spec(data={"trainer": 3})
    with pytest.raises(SpecError, match=r"keep_last = 0 is out of range: allowed >= 1"):
        TrainerSpec(keep_last=0)
    with pytest.raises(SpecError, match="is not a valid bool"):
        DataSpec(shuffle=1)
    assert OptimizerSpec(lr=1).lr == 1.0  # ints are valid floats


def test_custom_spec_with_bounds_and_choices():
    @dataclass
    class Model(Spec):
        width: int = bounded(8, low=1, high=64)
        act: str = choice("relu", "relu", "tanh")
        scale: float = bounded(1.0, low=0.0, high=1.0, low_open=True)

    assert build_spec(Model, argv=["--width=64", "--act=tanh"]).to_dict() == \
        {"width": 64, "act": "tanh", "scale": 1.0}
    with pytest.raises(SpecError, match=r"width = 65 is out of range: allowed >= 1 and <= 64"):
        build_spec(Model, width=65)
    with pytest.raises(SpecError, match=r"scale = 0.0 is out of range: allowed > 0.0 and <= 1.0"):
        build_spec(Model, scale=0)


def test_resolved_spec_round_trips(tmp_path):
    s = build_spec(argv=["--trainer.max_steps=9", "--network.hidden=[3]"])
    p = save_spec(s, tmp_path / "spec.json")
    assert json.load(open(p))["trainer"]["max_steps"] == 9
    assert build_spec(file=p) == s


def test_parse_overrides():
    assert parse_overrides(["--config=a.toml", "--x.y", "1"]) == ("a.toml", {"x.y": "1"})


def test_optimizers_take_the_spec_as_written():
    """No silent substitution: LARS gets the momentum given (0: none), and Adam with a weight
    decay is refused (AdamW's decoupled decay is another update)."""
    import ivy
    from ivy_builder import build_optimizer

    assert build_optimizer(name="lars", lr=0.1, momentum=0.0).momentum == 0.0
    assert build_optimizer(name="lars", lr=0.1, momentum=0.9).momentum == 0.9
    with pytest.raises(ivy.IvyValueError, match="name='adamw'"):
        build_optimizer(name="adam", lr=0.1, weight_decay=0.01)
    assert type(build_optimizer(name="adamw", lr=0.1, weight_decay=0.01)).__name__ == "AdamW"
