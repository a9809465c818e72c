"""Ivy's single entry point: every package on every backend, plus lint, bench and demo.

    nox -s tests                 # all packages x {numpy, torch, jax, tensorflow, mxnet}
    nox -s "tests(backend='jax')"
    IVY_HYPOTHESIS_PROFILE=thorough nox -s tests   # many more hypothesis examples
"""

import os
from pathlib import Path

import nox

nox.options.sessions = ["tests"]
nox.options.reuse_existing_virtualenvs = True

ROOT = Path(__file__).parent
CORE = "packages/ivy-core"
LIBRARIES = ["ivy-mech", "ivy-vision", "ivy-robot", "ivy-gym", "ivy-builder"]
BACKENDS = ["numpy", "torch", "jax", "tensorflow", "mxnet"]
# Extras of ivy-core per backend (torch is pinned to the CPU wheel inside ivy-core[torch]; the
# mxnet extra pins numpy<1.24, so that session also runs ivy-core on the NumPy backend with 1.23).
EXTRAS = {"numpy": "test", "torch": "torch,test", "jax": "jax,test",
          "tensorflow": "tensorflow-cpu,test", "mxnet": "mxnet,test"}


def _install_all(session, extras, backend=None):
    """ivy-core with ``extras`` and every library with its test-only references, in one resolver
    run, so that each library's dependency on another of ours is met by the local copy (PyPI holds
    unrelated 2021 packages of the same names; our dependency ranges exclude their versions).
    A library's ``test-torch`` extra (references that need PyTorch, e.g. kornia) is installed only
    in the torch session."""
    lib_extras = "test,test-torch" if backend == "torch" else "test"
    args = ["-e", f"{CORE}[{extras}]"]
    for lib in LIBRARIES:
        args += ["-e", f"packages/{lib}[{lib_extras}]"]
    session.install(*args)


@nox.session
@nox.parametrize("backend", BACKENDS)
def tests(session, backend):
    """Run every package's tests with IVY_BACKEND=<backend>."""
    _install_all(session, EXTRAS[backend], backend)
    env = {
        "IVY_BACKEND": backend,
        "IVY_HYPOTHESIS_PROFILE": os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci"),
    }
    for pkg in ["ivy-core", *LIBRARIES]:
        session.run("python", "-m", "pytest", f"packages/{pkg}/tests", "-q",
                    "-p", "no:cacheprovider", *session.posargs, env=env)
    if backend == "mxnet":  # the NumPy kernels must also work on the oldest NumPy Ivy admits
        session.run("python", "-c", "import numpy; print('NumPy backend on numpy', numpy.__version__)")
        session.run("python", "-m", "pytest", "packages/ivy-core/tests", "-q", "-p",
                    "no:cacheprovider", *session.posargs, env={**env, "IVY_BACKEND": "numpy"})


@nox.session
def lint(session):
    """ruff over the whole repository."""
    session.install("ruff")
    session.run("ruff", "check", ".")


@nox.session
@nox.parametrize("backend", BACKENDS)
def bench(session, backend):
    """Per-call overhead of every function vs the native call; results in benchmarks/results/<backend>."""
    _install_all(session, EXTRAS[backend])
    session.install("matplotlib")
    session.run("python", "benchmarks/overhead.py", "--backends", backend,
                "--out", f"benchmarks/results/{backend}", *session.posargs)


@nox.session
def demo(session):
    """The main demo: one framework-agnostic function on every installed backend."""
    _install_all(session, "torch,jax,tensorflow-cpu")  # MXNet needs numpy<1.24: not in this env
    session.run("python", "demos/hello_ivy.py", *session.posargs)
