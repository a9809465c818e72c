"""The frontends' tests: ``_frontend_harness`` beside this file is importable from them."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
