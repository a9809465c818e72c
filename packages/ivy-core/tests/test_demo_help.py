"""Every demo's command line (demos/*.py; their runs are tested beside each library's tests):
``--help`` answers at once, in a fresh interpreter, without importing a framework or running
anything: the script's whole docstring, every option with a help text, exit status 0; an unknown
option is refused in one line naming the nearest known one (exit status 2, no traceback)."""

import ast
import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

DEMOS = Path(__file__).resolve().parents[3] / "demos"
NAMES = sorted(p.stem for p in DEMOS.glob("*.py") if not p.name.startswith("_"))
HEAVY = ("torch", "jax", "tensorflow", "mxnet", "keras", "sklearn")

# Runs a demo as ``python demos/<name>.py --help`` would, then reports on stderr which options had
# no help text and which heavy modules were imported.
WRAPPER = """
import argparse, json, os, runpy, sys
missing = []
_print_help = argparse.ArgumentParser.print_help
def print_help(self, file=None):
    missing.extend(a.option_strings for a in self._actions if not a.help)
    _print_help(self, file)
argparse.ArgumentParser.print_help = print_help
path = sys.argv[1]
sys.argv = [path, "--help"]
sys.path.insert(0, os.path.dirname(path))  # as ``python path`` does
try:
    runpy.run_path(path, run_name="__main__")
    code = "no exit"
except SystemExit as e:
    code = e.code
heavy = sorted(m for m in HEAVY if m in sys.modules)
sys.stderr.write("\\nREPORT " + json.dumps({"code": code, "missing": missing, "heavy": heavy}))
""".replace("HEAVY", repr(HEAVY))


def test_every_demo_is_covered():
    assert {"drone_motion_planning", "hello_ivy", "train_classifier", "vision_in_keras"} <= \
        set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_help_is_complete_and_runs_nothing(name):
    path = DEMOS / f"{name}.py"
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", WRAPPER, str(path)], capture_output=True,
                       text=True, timeout=60)
    seconds = time.perf_counter() - t0
    report = json.loads(r.stderr.rpartition("REPORT ")[2])
    assert report["code"] in (0, None), (report, r.stderr[-2000:])
    assert r.stdout.startswith("usage: "), r.stdout[:500]
    doc = ast.get_docstring(ast.parse(path.read_text()), clean=False)
    for line in doc.strip().splitlines():  # the whole docstring, no sentence cut
        assert line.strip() in r.stdout, line
    assert report["missing"] == [], f"options without a help text: {report['missing']}"
    assert report["heavy"] == [], f"--help imported {report['heavy']}"
    assert seconds < 15, f"--help took {seconds:.1f} s"


def _load(name):
    if str(DEMOS) not in sys.path:
        sys.path.insert(0, str(DEMOS))
    spec = importlib.util.spec_from_file_location(f"_demo_{name}", DEMOS / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("name", NAMES)
def test_unknown_option_names_the_nearest_one(name, capsys):
    main = _load(name).main
    typo = "--backnd" if name not in ("vision_in_keras", "hello_ivy") else "--quik"
    with pytest.raises(SystemExit) as exc:
        main([typo, "x"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    last = err.strip().splitlines()[-1]
    assert last.endswith(f"error: unknown option {typo} (did you mean --backend?)") or \
        last.endswith(f"error: unknown option {typo} (did you mean --quick?)") or \
        (name == "hello_ivy" and last.endswith(f"error: unknown option {typo} (see --help)")), last
    assert "Traceback" not in err
