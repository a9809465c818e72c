"""NumPy kernels: sorting functions (NumPy has no descending sort; a stable one is built here)."""

import numpy as np


def argsort(x, /, *, axis=-1, descending=False, stable=True):
    kind = "stable" if stable else None
    if not descending:
        return np.argsort(x, axis=axis, kind=kind)
    # sort the reversed array ascending, then reverse: ties keep their original order
    idx = np.flip(np.argsort(np.flip(x, axis=axis), axis=axis, kind=kind), axis=axis)
    return (x.shape[axis] - 1) - idx


def sort(x, /, *, axis=-1, descending=False, stable=True):
    out = np.sort(x, axis=axis, kind="stable" if stable else None)
    return np.flip(out, axis=axis) if descending else out
