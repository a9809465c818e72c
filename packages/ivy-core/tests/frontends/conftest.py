"""The frontends' tests: ``_frontend_harness`` beside this file is importable from them.

On the JAX backend a fixed quarter of each parametrised table of more than 8 cases runs (the
cases whose test id hashes to 0 mod 4, the same every run, and each table's first case):
JAX compiles each operation for each new shape and dtype the first time it runs eagerly (~10-30
ms a case here), which made the full tables take ~12 minutes there against ~2 on the other
backends. The frontends' code is the same Python on every backend, and the sampled quarter still
runs each frontend's functions on JAX; ``IVY_FRONTEND_TESTS=all`` runs every case on JAX too.
"""

import os
import sys
import zlib
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

_SAMPLE = 4
_SMALL = 8  # tables this small run whole


def pytest_collection_modifyitems(config, items):
    if os.environ.get("IVY_BACKEND") != "jax" or os.environ.get("IVY_FRONTEND_TESTS") == "all":
        return
    here = str(Path(__file__).parent)
    sizes = Counter((str(i.path), i.originalname) for i in items if hasattr(i, "callspec"))
    keep, drop, seen = [], [], set()
    for item in items:
        if not str(item.path).startswith(here) or not hasattr(item, "callspec") \
                or getattr(item.module, "THINNED_ON_JAX", False):  # a module that thins itself
            keep.append(item)
            continue
        fn = (str(item.path), item.originalname)
        if sizes[fn] <= _SMALL or fn not in seen \
                or zlib.crc32(item.nodeid.encode()) % _SAMPLE == 0:
            keep.append(item)
        else:
            drop.append(item)
        seen.add(fn)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
