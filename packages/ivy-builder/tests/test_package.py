"""ivy_builder imports, and composes only ivy (no framework imports)."""

from pathlib import Path

import ivy_builder
from ivy.testing import framework_imports


def test_imports_with_version():
    assert ivy_builder.__version__


def test_modules_import_no_framework():
    src = Path(ivy_builder.__file__).parent
    assert framework_imports(src) == []
