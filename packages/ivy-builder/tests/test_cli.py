"""The command line of a spec: ``--help`` generated from the spec classes (types, bounds,
defaults), unknown options named with the nearest known one, values checked per option; both
through ``build_spec(argv=...)`` (SpecError / SystemExit(0)) and through a program's own
argparse parser (``parse_spec_args``: exit status 2 with one line, no traceback). In-process:
no subprocess, nothing heavy."""

import argparse
from dataclasses import dataclass

import pytest
from ivy_builder import RunSpec, Spec, SpecError, bounded, build_spec, choice
from ivy_builder.spec_cli import add_spec_options, parse_spec_args, spec_help


def test_build_spec_help_prints_every_option_and_exits_0(capsys):
    with pytest.raises(SystemExit) as exc:
        build_spec(argv=["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: ")
    for line in ("--trainer.max_steps INT", "int >= 1; default 1000",
                 "--optimizer.lr FLOAT", "float > 0.0; default 0.001",
                 "--data.val_fraction FLOAT", "float >= 0.0 and < 1.0; default 0.0",
                 "--optimizer.name STR", "one of 'sgd', 'adam', 'adamw', 'lamb', 'lars'",
                 "--trainer.grad_clip FLOAT", "float or null, > 0.0; default null",
                 "--network.hidden LIST", "JSON list of int; default [64]",
                 "--config FILE", "--distributed.* (DistributedSpec)"):
        assert line in out, line
    # every field of every section is listed
    for section, sub in RunSpec().to_dict().items():
        for name in sub:
            assert f"--{section}.{name} " in out or f"--{section}.{name}\n" in out, name


def test_help_shows_the_defaults_the_other_sources_give(capsys):
    with pytest.raises(SystemExit):
        build_spec(data={"trainer": {"max_steps": 7}}, optimizer__lr=0.5, argv=["-h"])
    out = capsys.readouterr().out
    assert "int >= 1; default 7" in out and "float > 0.0; default 0.5" in out


def test_help_of_a_custom_spec_reads_its_declarations(capsys):
    @dataclass
    class Model(Spec):
        """A model of mine."""

        width: int = bounded(8, low=1, high=64)
        act: str = choice("relu", "relu", "tanh")

    with pytest.raises(SystemExit) as exc:
        build_spec(Model, argv=["--width=3", "--help"])
    out = capsys.readouterr().out
    assert exc.value.code == 0
    assert "--width INT" in out and "int >= 1 and <= 64; default 8" in out
    assert "--act STR" in out and "one of 'relu', 'tanh'; default relu" in out
    assert spec_help(Model, prog="x").startswith("usage: x [-h]")


@pytest.mark.parametrize("argv, message", [
    (["--trainer.lr=1e-3"], "unknown option --trainer.lr (did you mean --optimizer.lr?)"),
    (["--trainer.max_step", "3"], "unknown option --trainer.max_step (did you mean "
                                  "--trainer.max_steps?)"),
    (["--optimizer.lr", "abc"], "--optimizer.lr = 'abc' is not a valid float (allowed > 0.0)"),
    (["--trainer.max_steps=0"], "--trainer.max_steps = 0 is out of range: allowed >= 1"),
])
def test_build_spec_names_the_option(argv, message):
    with pytest.raises(SpecError) as exc:
        build_spec(argv=argv)
    assert message in str(exc.value)
    assert "\n" not in str(exc.value)


def test_unknown_fields_from_dicts_suggest_too():
    with pytest.raises(SpecError, match=r"unknown field trainer.max_step \(did you mean "
                                        r"trainer.max_steps\?"):
        build_spec(data={"trainer": {"max_step": 3}})


def test_entries_of_a_dict_field_are_accepted():
    s = build_spec(argv=["--network.options.depth=3"])
    assert s.network.options == {"depth": "3"}


def _parser():
    p = argparse.ArgumentParser(prog="train", allow_abbrev=False)
    p.add_argument("--backend", default="torch", help="the backend")
    return p


def test_parse_spec_args_splits_program_and_spec_options():
    args, over = parse_spec_args(_parser(), ["--backend", "jax", "--trainer.max_steps", "5",
                                             "--optimizer.lr=0.5", "--trainer.out-dir", "runs/x",
                                             "--config", "a.toml",
                                             "--network.options.depth", "2"])
    assert args.backend == "jax" and not hasattr(args, "trainer.max_steps")
    assert sorted(over) == sorted(["--trainer.max_steps=5", "--optimizer.lr=0.5",
                                   "--trainer.out_dir=runs/x", "--config=a.toml",
                                   "--network.options.depth=2"])


@pytest.mark.parametrize("argv, message", [
    (["--backnd", "torch"], "train: error: unknown option --backnd (did you mean --backend?)"),
    (["--trainer.lr", "3"], "train: error: unknown option --trainer.lr (did you mean "
                            "--optimizer.lr?)"),
    (["--optimizer.lr", "abc"], "train: error: argument --optimizer.lr: invalid value 'abc': "
                                "expected float > 0.0"),
    (["--trainer.compile=yes"], "train: error: argument --trainer.compile: invalid value 'yes': "
                                "expected bool (true or false)"),
    (["--trainer.max_ste=3"], "train: error: unknown option --trainer.max_ste (did you mean "
                              "--trainer.max_steps?)"),  # no abbreviation taken for the option
    (["stray"], "train: error: unexpected argument 'stray'"),
])
def test_parse_spec_args_errors_exit_2_with_one_line(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        parse_spec_args(_parser(), argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == message
    assert "Traceback" not in err


def test_program_help_lists_its_options_and_the_spec(capsys):
    p = add_spec_options(_parser(), RunSpec, defaults={"trainer": {"max_steps": 400}})
    with pytest.raises(SystemExit) as exc:
        parse_spec_args(p, ["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "--backend BACKEND" in out and "the backend" in out
    assert "--trainer.max_steps INT" in out and "default 400" in out
    assert "--trainer.out-dir" not in out  # the dash spelling is accepted, not listed twice
