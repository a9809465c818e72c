"""ivy_vision imports, and composes only ivy (no framework imports)."""

from pathlib import Path

import ivy_vision
from ivy.testing import framework_imports


def test_imports_with_version():
    assert ivy_vision.__version__


def test_modules_import_no_framework():
    src = Path(ivy_vision.__file__).parent
    assert framework_imports(src) == []
