"""The global random states of Python, NumPy and the loaded frameworks, as JSON-ready dicts.

Ivy's own generators are re-seeded by the Trainer at every step from ``(seed, step)``, so they
need no saving; these are the generators user code may draw from (``random``, ``np.random``,
``torch.manual_seed``'s generator, TensorFlow's global ``tf.random.Generator``). JAX has no
global random state; MXNet's cannot be read (only re-seeded), so it is not captured.
A framework that is not imported yet is left alone (not imported to read its state).
"""

from __future__ import annotations

import base64
import random
import sys


def get_states():
    """The global random states, ``{"python": ..., "numpy": ..., "torch": ..., ...}``."""
    out = {"python": _py_get()}
    if "numpy" in sys.modules:
        import numpy as np

        name, keys, pos, has_gauss, cached = np.random.get_state(legacy=True)
        out["numpy"] = [name, keys.tolist(), int(pos), int(has_gauss), float(cached)]
    if "torch" in sys.modules:
        import torch

        out["torch"] = base64.b64encode(torch.get_rng_state().numpy().tobytes()).decode()
    if "tensorflow" in sys.modules:
        import tensorflow as tf

        out["tensorflow"] = tf.random.get_global_generator().state.numpy().tolist()
    return out


def set_states(states):
    """Restore states captured by :func:`get_states` (entries of frameworks not loaded are
    skipped: nothing of theirs has drawn yet in this process)."""
    if "python" in states:
        version, internal, gauss = states["python"]
        random.setstate((version, tuple(internal), gauss))
    if "numpy" in states and "numpy" in sys.modules:
        import numpy as np

        name, keys, pos, has_gauss, cached = states["numpy"]
        np.random.set_state((name, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    if "torch" in states and "torch" in sys.modules:
        import numpy as np
        import torch

        raw = np.frombuffer(base64.b64decode(states["torch"]), dtype=np.uint8).copy()
        torch.set_rng_state(torch.from_numpy(raw))
    if "tensorflow" in states and "tensorflow" in sys.modules:
        import numpy as np
        import tensorflow as tf

        tf.random.get_global_generator().reset(np.asarray(states["tensorflow"], dtype=np.int64))


def _py_get():
    version, internal, gauss = random.getstate()
    return [version, list(internal), gauss]
