"""The global random states of Python, NumPy and the loaded frameworks, as JSON-ready values.

Ivy's own generators are seeded explicitly (``ivy.seed``); these are the generators user code
may draw from besides: ``random``, ``np.random``, PyTorch's default generator, TensorFlow's
global ``tf.random.Generator``. JAX has no global random state; MXNet's cannot be read (only
re-seeded), so it is not captured. A framework that is not imported is left alone (never
imported to read its state).
"""

from __future__ import annotations

import base64
import random
import sys

from .errors import IvyValueError

__all__ = ["global_random_states", "seeded_global_random_states", "set_global_random_states"]


def global_random_states() -> dict:
    """The global random states of Python, NumPy, PyTorch and TensorFlow (those imported), as
    JSON-serialisable values: a checkpoint saves them so that a resumed run draws the same
    numbers as an uninterrupted one.

    Returns:
        ``{"python": ..., "numpy": ..., "torch": ..., "tensorflow": ...}`` (entries of
        frameworks not imported are absent).

    Example:
        >>> import ivy, random
        >>> states = ivy.global_random_states()
        >>> a = random.random()
        >>> ivy.set_global_random_states(states)
        >>> random.random() == a
        True
    """
    version, internal, gauss = random.getstate()
    out = {"python": [version, list(internal), gauss]}
    if "numpy" in sys.modules:
        import numpy as np  # noqa: PLC0415

        name, keys, pos, has_gauss, cached = np.random.get_state(legacy=True)
        out["numpy"] = [name, keys.tolist(), int(pos), int(has_gauss), float(cached)]
    if "torch" in sys.modules:
        import torch  # noqa: PLC0415

        out["torch"] = base64.b64encode(torch.get_rng_state().numpy().tobytes()).decode()
    if "tensorflow" in sys.modules:
        import tensorflow as tf  # noqa: PLC0415

        out["tensorflow"] = tf.random.get_global_generator().state.numpy().tolist()
    return out


def set_global_random_states(states: dict) -> None:
    """Restore states captured by :func:`global_random_states`.

    Args:
        states: the dict it returned (entries of frameworks not imported in this process are
            skipped: nothing of theirs has drawn yet).

    Returns:
        None.

    Example:
        >>> import ivy, numpy as np
        >>> states = ivy.global_random_states()
        >>> a = np.random.rand()
        >>> ivy.set_global_random_states(states)
        >>> bool(np.random.rand() == a)
        True
    """
    if "python" in states:
        version, internal, gauss = states["python"]
        random.setstate((version, tuple(internal), gauss))
    if "numpy" in states and "numpy" in sys.modules:
        import numpy as np  # noqa: PLC0415

        name, keys, pos, has_gauss, cached = states["numpy"]
        np.random.set_state((name, np.asarray(keys, dtype=np.uint32), pos, has_gauss, cached))
    if "torch" in states and "torch" in sys.modules:
        import numpy as np  # noqa: PLC0415
        import torch  # noqa: PLC0415

        raw = np.frombuffer(base64.b64decode(states["torch"]), dtype=np.uint8).copy()
        torch.set_rng_state(torch.from_numpy(raw))
    if "tensorflow" in states and "tensorflow" in sys.modules:
        import numpy as np  # noqa: PLC0415
        import tensorflow as tf  # noqa: PLC0415

        tf.random.get_global_generator().reset(np.asarray(states["tensorflow"], dtype=np.int64))


def seeded_global_random_states(seed: int) -> dict:
    """The global random states that seeding Python, NumPy, PyTorch and TensorFlow (those
    imported) with ``seed`` gives, without leaving them seeded: each generator is seeded with
    the framework's own function (``random.seed``, ``np.random.seed``,
    ``torch.default_generator.manual_seed``: the CPU generator, as ``torch.manual_seed`` seeds
    it; ``tf.random.get_global_generator().reset_from_seed``), read, and put back as it was.

    A training loop that must repeat bit for bit from its seed alone sets these states for its
    run (``ivy.set_global_random_states``) and gives the caller's back afterwards.

    Args:
        seed: an int in ``[0, 2**32)``.

    Returns:
        A dict like :func:`global_random_states`'s.

    Example:
        >>> import ivy, numpy as np
        >>> before = np.random.get_state()[1][:3].tolist()
        >>> states = ivy.seeded_global_random_states(7)
        >>> np.random.get_state()[1][:3].tolist() == before  # nothing was left seeded
        True
        >>> ivy.set_global_random_states(states); a = np.random.rand()
        >>> np.random.seed(7); bool(np.random.rand() == a)
        True
    """
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 32:
        raise IvyValueError(f"ivy.seeded_global_random_states: seed must be an int in "
                            f"[0, 2**32), got {seed!r}")
    saved = global_random_states()
    try:
        random.seed(seed)
        if "numpy" in sys.modules:
            sys.modules["numpy"].random.seed(seed)
        if "torch" in sys.modules:
            sys.modules["torch"].default_generator.manual_seed(seed)  # (CUDA ones untouched)
        if "tensorflow" in sys.modules:
            sys.modules["tensorflow"].random.get_global_generator().reset_from_seed(seed)
        return global_random_states()
    finally:
        set_global_random_states(saved)
