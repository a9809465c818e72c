"""Packaging metadata of the six packages, the READMEs' install commands, and the guards against
PyPI's packages of our names (repository README, "Name clashes"): PyPI's ``ivy`` 1.0.0.5 uses our
import name ``ivy``; its ``ivy-mech``, ``ivy-vision``, ``ivy-robot``, ``ivy-gym`` and
``ivy-builder`` are unrelated 2021 packages (1.1.x, 0.0.1.post0) with our names.

Reads the source tree (no installed metadata), except the wheel test, which builds ivy-mech's
wheel from a copy of its sources (a few seconds) and looks for LICENSE inside; ``nox -s wheels``
checks all six wheels, built with build isolation."""

import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[3]
PACKAGES = ["ivy-core", "ivy-mech", "ivy-vision", "ivy-robot", "ivy-gym", "ivy-builder"]
LIBRARIES = PACKAGES[1:]
# the versions PyPI holds under our names (and PyPI's `ivy`): none may satisfy a dependency of ours
FOREIGN_VERSIONS = ["1.1.9", "1.1.0", "0.0.1.post0", "1.0.0.5", "0.0.9.17"]
OURS = {canonicalize_name(p) for p in PACKAGES} | {"ivy"}
READMES = [REPO / "README.md", *(REPO / "packages" / p / "README.md" for p in PACKAGES)]


def _project(package):
    return tomllib.loads((REPO / "packages" / package / "pyproject.toml").read_text())


def test_root_license_is_apache_2():
    text = (REPO / "LICENSE").read_text()
    assert text.split()[:4] == ["Apache", "License", "Version", "2.0,"], text[:200]
    assert "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION" in text


@pytest.mark.parametrize("package", PACKAGES)
def test_license_metadata(package):
    data = _project(package)
    project = data["project"]
    assert project["license"] == "Apache-2.0"  # an SPDX expression (PEP 639), not a table
    assert project["license-files"] == ["LICENSE"]
    # setuptools reads license-files only inside the project folder: a copy, identical to the root's
    assert (REPO / "packages" / package / "LICENSE").read_bytes() == (REPO / "LICENSE").read_bytes()
    (backend,) = data["build-system"]["requires"]
    setuptools = Requirement(backend).specifier
    assert setuptools.contains("77") and not setuptools.contains("76.9")  # 77: PEP 639


@pytest.mark.parametrize("package", PACKAGES)
def test_classifiers(package):
    project = _project(package)["project"]
    classifiers = project["classifiers"]
    for needed in ("Programming Language :: Python :: 3.11", "Operating System :: OS Independent"):
        assert needed in classifiers, package
    assert any(c.startswith("Topic :: ") for c in classifiers), package
    # with an SPDX `license`, "License ::" classifiers are forbidden (PEP 639; setuptools refuses)
    assert not any(c.startswith("License ::") for c in classifiers), package
    assert len(set(classifiers)) == len(classifiers) and classifiers == sorted(classifiers)
    try:
        from trove_classifiers import classifiers as known  # noqa: PLC0415 - optional
    except ImportError:
        known = None
    if known is not None:
        assert set(classifiers) <= known, set(classifiers) - known
    # no [project.urls]: the repository has no public address yet, and a placeholder would be a
    # link to nowhere on the package's page
    assert "urls" not in project, package


@pytest.mark.parametrize("package", PACKAGES)
def test_no_empty_extras(package):
    extras = _project(package)["project"].get("optional-dependencies", {})
    assert all(extras.values()), [name for name, reqs in extras.items() if not reqs]


def test_mech_test_extra_lists_what_its_tests_import():
    # ivy-mech's tests compare against SciPy and use hypothesis and pytest
    extra = _project("ivy-mech")["project"]["optional-dependencies"]["test"]
    test = {canonicalize_name(Requirement(r).name) for r in extra}
    imported = set()
    for path in (REPO / "packages" / "ivy-mech" / "tests").glob("*.py"):
        pattern = r"^\s*(?:import|from) (scipy|hypothesis|pytest)\b"
        imported |= set(re.findall(pattern, path.read_text(), re.M))
    assert imported == {"scipy", "hypothesis", "pytest"}, imported
    assert imported <= test, imported - test


def test_torch_is_a_range_that_admits_the_ci_build():
    (req,) = [Requirement(r) for r in _project("ivy-core")["project"]["optional-dependencies"]["torch"]]
    assert req.name == "torch"
    spec = req.specifier
    assert spec.contains("2.13.0+cpu") and spec.contains("2.13.0") and spec.contains("2.11.0")
    assert not spec.contains("2.14.0") and not spec.contains("2.10.0")


@pytest.mark.parametrize("package", LIBRARIES)
def test_dependencies_on_ours_exclude_pypi_packages_of_our_names(package):
    deps = [Requirement(r) for r in _project(package)["project"]["dependencies"]]
    ours = [r for r in deps if canonicalize_name(r.name) in OURS]
    assert any(canonicalize_name(r.name) == "ivy-core" for r in ours), package
    for req in ours:
        assert canonicalize_name(req.name) != "ivy", "PyPI's ivy is not ours"
        version = _project(canonicalize_name(req.name))["project"]["version"]
        assert req.specifier.contains(version), (package, str(req), version)
        for foreign in FOREIGN_VERSIONS:
            assert not req.specifier.contains(foreign, prereleases=True), (package, str(req), foreign)
        # an upper bound below 1 (0.x: the next minor may break)
        assert not req.specifier.contains("0.99.0"), (package, str(req))


# --- README install commands --------------------------------------------------------------------

_VALUE_OPTIONS = {"-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-c", "--constraint",
                  "-r", "--requirement", "-t", "--target"}


def _pip_installs(text):
    """Every ``pip install ...`` command in a README (code blocks, inline code or prose), as the
    list of its arguments; a comment ends it, so do a closing backtick, the end of a line and the
    shell's ``&&``, ``;``, ``|``."""
    text = text.replace("\\\n", " ")
    for match in re.finditer(r"pip install ([^`\n#;&|]*)", text):
        yield match.group(0), shlex.split(match.group(1))


def _bare_names_of_ours(args):
    """Requirements in ``args`` that pip would look up by name in the registry: our names (or
    PyPI's ``ivy``) without ``--no-index``; paths and wheel files are not names."""
    if "--no-index" in args:
        return []
    bare, skip = [], False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in _VALUE_OPTIONS:
            skip = True
            continue
        if arg.startswith("-") or "/" in arg or arg.endswith(".whl") or arg == ".":
            continue
        if canonicalize_name(Requirement(arg).name) in OURS:
            bare.append(arg)
    return bare


def test_install_command_checker_catches_bare_names():
    def bare(line):
        return [b for _, args in _pip_installs(line) for b in _bare_names_of_ours(args)]

    assert bare("pip install ivy-mech") == ["ivy-mech"]
    assert bare('`pip install "ivy-builder[demo]"`') == ["ivy-builder[demo]"]
    assert bare("pip install numpy ivy") == ["ivy"]
    assert bare("pip install -U 'ivy_vision>=0.1' # x") == ["ivy_vision>=0.1"]
    assert bare("pip install --no-index --find-links dist ivy-vision") == []
    assert bare('pip install "./packages/ivy-core[torch]" ./packages/ivy-mech') == []
    assert bare("pip install -e packages/ivy-gym dist/ivy_core-0.1.0-py3-none-any.whl nox") == []
    assert bare("pip install --find-links dist ivy-robot") == ["ivy-robot"]
    assert bare("python -m pip install nox && nox -s demo; pip install ivy-gym") == ["ivy-gym"]


@pytest.mark.parametrize("readme", READMES, ids=lambda p: str(p.relative_to(REPO)))
def test_readme_installs_never_fetch_a_pypi_name_of_ours(readme):
    text = readme.read_text()
    commands = list(_pip_installs(text))
    bad = [command for command, args in commands if _bare_names_of_ours(args)]
    assert not bad, f"{readme}: installs a name PyPI holds for another project: {bad}"
    if readme.parent.name in PACKAGES:
        # every package README says how to get the package itself, and links the explanation
        name = readme.parent.name
        assert any(f"packages/{name}" in c or ("--no-index" in args and name in args)
                   for c, args in commands), f"{readme}: no install of {name}"
        assert "README.md#name-clashes" in text, f"{readme}: no link to 'Name clashes'"


def test_root_readme_has_one_name_clashes_section():
    text = (REPO / "README.md").read_text()
    assert text.count("\n## Name clashes\n") == 1
    section = text.split("\n## Name clashes\n")[1].split("\n## ")[0]
    for fact in ("`ivy` 1.0.0.5", "2021", "ivy-core>=0.1,<0.2", "__distribution__", "pip uninstall"):
        assert fact in section, fact
    assert not any("## Name clashes" in p.read_text() for p in READMES[1:])


# --- the wheel carries LICENSE --------------------------------------------------------------------

def test_wheel_contains_license(tmp_path):
    """ivy-mech's wheel, built (no build isolation: setuptools >= 77 from ivy-core's `test` extra)
    from a copy of its sources, so that no build/ folder is left in the tree."""
    src = tmp_path / "ivy-mech"
    shutil.copytree(REPO / "packages" / "ivy-mech", src,
                    ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "tests"))
    out = tmp_path / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--no-index", "-q", "-w", str(out), str(src)], check=True, timeout=300)
    (wheel,) = out.glob("ivy_mech-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        licence = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
        assert licence, names
        assert zf.read(licence[0]) == (REPO / "LICENSE").read_bytes()
        meta = zf.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    lines = meta.splitlines()
    assert "License-Expression: Apache-2.0" in lines
    assert "Classifier: Programming Language :: Python :: 3.11" in lines
    assert "Requires-Dist: ivy-core<0.2,>=0.1" in lines


# --- another package named `ivy` (or ivy_mech) ----------------------------------------------------

def _run(code, *path, env_extra=None):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = os.pathsep.join(str(p) for p in path)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=300, cwd=path[0])


def _fake_package(root, name, version):
    (root / name).mkdir(parents=True)
    (root / name / "__init__.py").write_text(f'__version__ = "{version}"\n')
    return root


@pytest.mark.parametrize("library", LIBRARIES)
def test_library_refuses_a_foreign_ivy(tmp_path, library):
    """A package named ``ivy`` first on sys.path, standing for PyPI's: ``import <library>`` raises
    an ImportError that names the problem, the file and the fix (the library from the sources)."""
    fake = _fake_package(tmp_path, "ivy", "1.0.0.5")
    module = library.replace("-", "_")
    result = _run(f"import {module}", fake, REPO / "packages" / library / "src")
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: "), result.stderr
    for fact in (f"{module} needs ivy-core", str(fake / "ivy" / "__init__.py"), "1.0.0.5",
                 "pip uninstall -y ivy ivy-core", "pip install ./packages/ivy-core", "Name clashes"):
        assert fact in last, (fact, last)


@pytest.mark.parametrize("library", ["ivy-vision", "ivy-robot"])
def test_library_refuses_a_foreign_ivy_mech(tmp_path, library):
    """PyPI's 2021 ``ivy_mech`` imports silently on our ``ivy``; ivy_vision and ivy_robot refuse it."""
    fake = _fake_package(tmp_path, "ivy_mech", "1.1.9")
    src = [REPO / "packages" / p / "src" for p in ("ivy-core", "ivy-vision", "ivy-robot")]
    result = _run(f"import {library.replace('-', '_')}", fake, *src)
    last = result.stderr.strip().splitlines()[-1]
    assert result.returncode == 1 and last.startswith("ImportError: "), result.stderr
    for fact in ("needs ivy-mech", str(fake / "ivy_mech" / "__init__.py"), "pip uninstall -y ivy-mech",
                 "Name clashes"):
        assert fact in last, (fact, last)


@pytest.mark.parametrize("library", LIBRARIES)
def test_library_sets_its_marker(library):
    init = REPO / "packages" / library / "src" / library.replace("-", "_") / "__init__.py"
    assert f'\n__distribution__ = "{library}"' in init.read_text()


def test_ivy_core_marker_and_no_files_of_pypi_ivy():
    import ivy  # noqa: PLC0415

    assert ivy.__distribution__ == "ivy-core"
    package = REPO / "packages" / "ivy-core" / "src" / "ivy"
    # the mixed-install check looks for these, which only PyPI's `ivy` ships
    assert not (package / "_version.py").exists() and not (package / "func_wrapper.py").exists()


_IMPORT_AND_REPORT = """
import warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    import ivy
print(ivy.__distribution__, ivy.__file__)
for w in caught:
    if issubclass(w.category, RuntimeWarning):
        print("WARNING", w.message)
"""


def test_ivy_core_warns_when_pypi_ivy_shares_its_folder(tmp_path):
    """ivy-core installed over PyPI's ``ivy`` into one site-packages: ivy-core's code runs and
    works, with files of the other package left in its folder; ``import ivy`` warns, naming the
    fix. A clean folder gives no warning."""
    site = tmp_path / "site-packages"
    shutil.copytree(REPO / "packages" / "ivy-core" / "src" / "ivy", site / "ivy",
                    ignore=shutil.ignore_patterns("frontends", "tests"))
    env = {"IVY_BACKEND": "numpy"}
    clean = _run(_IMPORT_AND_REPORT, site, env_extra=env)
    assert clean.returncode == 0, clean.stderr
    assert clean.stdout.startswith("ivy-core ") and "WARNING" not in clean.stdout, clean.stdout
    (site / "ivy" / "func_wrapper.py").write_text("# PyPI's ivy\n")
    (site / "ivy-1.0.0.5.dist-info").mkdir()
    mixed = _run(_IMPORT_AND_REPORT, site, env_extra=env)
    assert mixed.returncode == 0, mixed.stderr
    (warning,) = [line for line in mixed.stdout.splitlines() if line.startswith("WARNING")]
    for fact in (str(site / "ivy"), "func_wrapper.py", "pip uninstall -y ivy ivy-core", "Name clashes"):
        assert fact in warning, (fact, warning)
