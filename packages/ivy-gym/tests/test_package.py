"""ivy_gym imports, and composes only ivy (no framework imports)."""

from pathlib import Path

import ivy_gym
from ivy.testing import framework_imports


def test_imports_with_version():
    assert ivy_gym.__version__


def test_modules_import_no_framework():
    src = Path(ivy_gym.__file__).parent
    assert framework_imports(src) == []
