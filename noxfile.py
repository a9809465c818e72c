"""Ivy's single entry point: every package on every backend, plus lint, bench and demo.

    nox -s tests docs            # all packages x {numpy, torch, jax, tensorflow, mxnet}; the docs site
    nox -s "tests(backend='jax')"
    IVY_HYPOTHESIS_PROFILE=thorough nox -s tests   # many more hypothesis examples
"""

import os
import shutil
import time
import tomllib
import zipfile
from pathlib import Path

import nox
import nox.command

nox.options.sessions = ["tests", "docs"]
nox.options.reuse_existing_virtualenvs = True

ROOT = Path(__file__).parent
CORE = "packages/ivy-core"
LIBRARIES = ["ivy-mech", "ivy-vision", "ivy-robot", "ivy-gym", "ivy-builder"]
BACKENDS = ["numpy", "torch", "jax", "tensorflow", "mxnet"]
# Extras of ivy-core per backend (torch: see _install_all for where its CPU build comes from; the
# mxnet extra pins numpy<1.24, so that session also runs ivy-core on the NumPy backend with 1.23).
EXTRAS = {"numpy": "test", "torch": "torch,test,test-torch", "jax": "jax,test",
          "tensorflow": "tensorflow-cpu,test", "mxnet": "mxnet,test"}



# CI's network has been seen to drop a download part-way, the same wheel at every resume (stop 36:
# pillow, mypy and mkdocs-material, so four sessions failed before a test ran). pip keeps every
# finished wheel in its cache, so another try after a pause downloads only what is still missing.
PIP_ENV = {"PIP_RETRIES": "10", "PIP_TIMEOUT": "60", "PIP_RESUME_RETRIES": "20"}
INSTALL_PAUSES = (20, 60, 180)  # seconds before the 2nd, 3rd and 4th try


def _install(session, *args):
    """``session.install(*args)``, tried again after a pause when pip fails (a network drop)."""
    for pause in INSTALL_PAUSES:
        try:
            return session.install(*args, env=PIP_ENV)
        except nox.command.CommandFailed:
            session.warn(f"pip install failed; trying again in {pause} s")
            time.sleep(pause)
    return session.install(*args, env=PIP_ENV)


def _extras(package):
    """The optional-dependency groups ``packages/<package>/pyproject.toml`` declares."""
    project = tomllib.loads((ROOT / "packages" / package / "pyproject.toml").read_text())["project"]
    return set(project.get("optional-dependencies", {}))


def _install_all(session, extras, backend=None):
    """ivy-core with ``extras`` and every library with its test-only references, in one resolver
    run, so that each library's dependency on another of ours is met by the local copy (PyPI holds
    unrelated 2021 packages of the same names; our dependency ranges exclude their versions).
    A library's ``test-torch`` extra (references that need PyTorch, e.g. kornia) is installed only
    in the torch session, and only for the libraries that have one (no empty extras are published).
    torch comes from the registry pip is configured with: ivy-core[torch] asks for
    ``torch>=2.11,<2.14`` and pip takes the highest build it is offered; where a ``2.13.0+cpu``
    wheel is offered (CI's pip configuration, or PyTorch's CPU index given as
    ``PIP_EXTRA_INDEX_URL``), that CPU build sorts above PyPI's CUDA ``2.13.0`` and is the one
    installed (packages/ivy-core/README.md, "Install")."""
    args = ["-e", f"{CORE}[{extras}]"]
    for lib in LIBRARIES:
        wanted = ["test", "test-torch"] if backend == "torch" else ["test"]
        lib_extras = ",".join(e for e in wanted if e in _extras(lib))
        args += ["-e", f"packages/{lib}[{lib_extras}]" if lib_extras else f"packages/{lib}"]
    _install(session, *args)


@nox.session
@nox.parametrize("backend", BACKENDS)
def tests(session, backend):
    """Run every package's tests with IVY_BACKEND=<backend>."""
    _install_all(session, EXTRAS[backend], backend)
    env = {
        "IVY_BACKEND": backend,
        "IVY_HYPOTHESIS_PROFILE": os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci"),
    }
    if backend == "jax":  # the standard's 64-bit dtypes: JAX's flag, the user's to set (Ivy
        env["JAX_ENABLE_X64"] = "1"  # never sets it); test_jax_32bit.py runs with it off
    for pkg in ["ivy-core", *LIBRARIES]:
        session.run("python", "-m", "pytest", f"packages/{pkg}/tests", "-q",
                    "-p", "no:cacheprovider", *session.posargs, env=env)
    if backend == "mxnet":  # the NumPy kernels must also work on the oldest NumPy Ivy admits
        session.run("python", "-c", "import numpy; print('NumPy backend on numpy', numpy.__version__)")
        session.run("python", "-m", "pytest", "packages/ivy-core/tests", "-q", "-p",
                    "no:cacheprovider", *session.posargs, env={**env, "IVY_BACKEND": "numpy"})
        # ivy.compile on MXNet replays a function's traced graph where JAX is installed (the
        # tracer). JAX 0.4.30 is the newest beside NumPy 1.23; installed last, for the graph
        # suite only: the frontend suites compare with the JAX they follow, a newer one
        _install(session, "jax==0.4.30", "jaxlib==0.4.30", "numpy<1.24")
        session.run("python", "-m", "pytest", "packages/ivy-core/tests/test_graph_mxnet.py",
                    "packages/ivy-core/tests/test_compile.py", "-q", "-p", "no:cacheprovider",
                    *session.posargs, env=env)


@nox.session
def lint(session):
    """ruff over the whole repository."""
    _install(session, "ruff")
    session.run("ruff", "check", ".")


@nox.session
@nox.parametrize("backend", BACKENDS)
def bench(session, backend):
    """Per-call overhead of every function vs the native call; results in benchmarks/results/<backend>."""
    _install_all(session, EXTRAS[backend])
    _install(session, "matplotlib")
    session.run("python", "benchmarks/overhead.py", "--backends", backend,
                "--out", f"benchmarks/results/{backend}", *session.posargs)


_PROVENANCE = """
import importlib.metadata, importlib.util, sys, sysconfig, tomllib
from pathlib import Path
site = Path(sysconfig.get_paths()["purelib"]).resolve()
repo = Path(sys.argv[1]).resolve()
for mod, pkg in (("ivy", "ivy-core"), ("ivy_mech", "ivy-mech"), ("ivy_vision", "ivy-vision")):
    m = importlib.import_module(mod)
    path = Path(m.__file__).resolve()
    ours = tomllib.loads((repo / "packages" / pkg / "pyproject.toml").read_text())["project"]["version"]
    dist = importlib.metadata.version(pkg)
    print(f"{pkg} {dist} (import {mod} {m.__version__}) from {path}")
    assert dist == m.__version__, f"{pkg}: distribution {dist} != module {m.__version__}"
    assert path.is_relative_to(site), f"{mod} imported from {path}, not from {site}"
    assert not path.is_relative_to(repo / "packages"), f"{mod} imported from the source tree"
    assert m.__version__ == ours, f"{pkg} {m.__version__} is not this repository's {ours}"
for fw in ("torch", "jax", "mxnet"):
    assert importlib.util.find_spec(fw) is None, f"{fw} must not be installed here"
print("torch, jax, mxnet: not installed")
"""


@nox.session(reuse_venv=False)
def keras_project(session):
    """ivy-vision in a TensorFlow/Keras project, installed from wheels as a user would: wheels of
    ivy-core, ivy-mech and ivy-vision are built, a fresh environment gets tensorflow-cpu from the
    registry and then our three packages from those wheels only (--no-index: PyPI's unrelated
    ivy-vision / ivy-mech of 2021 can never be picked), proves which packages it imported (version
    and path, no torch/jax/mxnet), and trains demos/vision_in_keras.py there. Run by hand, not by
    `nox -s tests` (it downloads tensorflow-cpu into a new environment: 1-6 minutes here); CI
    runs the same demo (--quick) in the tensorflow session's test_keras_demo.py."""
    wheels = Path(session.create_tmp()) / "wheels"
    if wheels.exists():
        for old in wheels.glob("*.whl"):
            old.unlink()
    session.run("python", "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                *(str(ROOT / "packages" / p) for p in ("ivy-core", "ivy-mech", "ivy-vision")))
    _install(session, "tensorflow-cpu>=2.16", "matplotlib")
    session.run("python", "-m", "pip", "install", "--no-index", "--find-links", str(wheels),
                "ivy-vision")  # run, not session.install: its log shows the wheels it took
    session.run("python", "-m", "pip", "show", "ivy-core", "ivy-mech", "ivy-vision")
    session.chdir(session.create_tmp())  # not the repository root: nothing of ours on sys.path
    session.run("python", "-c", _PROVENANCE, str(ROOT))
    session.run("python", str(ROOT / "demos" / "vision_in_keras.py"),
                "--out", str(ROOT / "demos" / "output" / "keras_project"), *session.posargs)


@nox.session
def wheels(session):
    """Build the six wheels into dist/ (git-ignored), as a user installs them:
    ``pip install --no-index --find-links dist ivy-vision`` takes only these wheels, never PyPI's
    unrelated packages of the same names. Each wheel is checked: it carries LICENSE (Apache-2.0) and
    declares ``License-Expression: Apache-2.0``. ``packages/*/build`` folders are removed before
    (setuptools would pack files an older build left there) and after."""
    dist = ROOT / "dist"
    dist.mkdir(exist_ok=True)
    names = ["ivy-core", *LIBRARIES]
    for name in names:
        for old in dist.glob(f"{name.replace('-', '_')}-*.whl"):
            old.unlink()
        shutil.rmtree(ROOT / "packages" / name / "build", ignore_errors=True)
    session.run("python", "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist),
                *(str(ROOT / "packages" / name) for name in names))
    for name in names:
        shutil.rmtree(ROOT / "packages" / name / "build", ignore_errors=True)  # pip builds in-tree
        (wheel,) = dist.glob(f"{name.replace('-', '_')}-*.whl")
        with zipfile.ZipFile(wheel) as zf:
            files = zf.namelist()
            meta = zf.read(next(f for f in files if f.endswith(".dist-info/METADATA"))).decode()
            licence = [f for f in files if f.endswith(".dist-info/licenses/LICENSE")]
            if not licence or zf.read(licence[0]) != (ROOT / "LICENSE").read_bytes():
                session.error(f"{wheel.name}: no LICENSE, or not the repository's")
        if "License-Expression: Apache-2.0" not in meta.splitlines():
            session.error(f"{wheel.name}: no 'License-Expression: Apache-2.0' in METADATA")
        session.log(f"{wheel.name}: LICENSE and License-Expression present")
    session.log(f"install: pip install --no-index --find-links {dist} ivy-vision  (or any other)")


@nox.session
def demo(session):
    """The main demo: gradient-based drone motion planning (ivy_robot) on every installed
    autodiff backend; prints the table and where the figure is (demos/output/)."""
    _install_all(session, "torch,jax,tensorflow-cpu")  # MXNet needs numpy<1.24: demo_mxnet
    _install(session, "matplotlib")
    session.run("python", "demos/drone_motion_planning.py", *session.posargs)


@nox.session
def demo_mxnet(session):
    """The drone demo on MXNet, in an environment of its own (MXNet 1.9.1 needs numpy<1.24)."""
    _install_all(session, "mxnet")
    _install(session, "matplotlib", "numpy<1.24")
    session.run("python", "demos/drone_motion_planning.py", "--backend", "mxnet", *session.posargs)


@nox.session
def hello(session):
    """One framework-agnostic function on the NumPy default and every installed backend."""
    _install_all(session, "torch,jax,tensorflow-cpu")
    session.run("python", "demos/hello_ivy.py", *session.posargs)


# The documentation site's tools, major versions pinned (mkdocs.yml says why these were chosen).
# ruff: mkdocstrings formats the long signatures with it (mkdocs.yml, separate_signature).
DOCS_REQUIREMENTS = ["mkdocs>=1.6,<2", "mkdocs-material>=9.5,<10", "mkdocstrings[python]>=1.0,<2",
                     "mkdocstrings-python>=2.0,<3", "ruff>=0.6,<1"]


@nox.session
def docs(session):
    """The documentation site (mkdocs.yml): the guides in docs/ and an API reference read from the
    docstrings by griffe, statically, so no framework and none of our packages is installed here.
    ``mkdocs build --strict`` fails on any warning (a broken link, a reference that does not
    resolve, a docstring griffe cannot parse); the site lands in site/ (git-ignored).
    ``nox -s docs -- serve`` would not work: run ``mkdocs serve`` from this session's environment."""
    _install(session, *DOCS_REQUIREMENTS)
    session.run("mkdocs", "build", "--strict", "--site-dir", str(ROOT / "site"), *session.posargs,
                env={"NO_MKDOCS_2_WARNING": "1"})  # mkdocs-material's banner about its successor
