"""The argument rules of sampling at pixel coordinates (``bilinear_sample``, ``image_sample``)
shared by their definitions and the backends' kernels."""

from __future__ import annotations

from ..errors import IvyValueError
from .spatial import float_dtype

PADDING_MODES = ("zeros", "border", "reflection")
SAMPLE_MODES = ("nearest", "bilinear", "bicubic")


def sample_args(fname, x, coords, padding_mode, mode="bilinear"):
    """Check a ``bilinear_sample`` or ``image_sample`` call: ``(batch, S, (H, W, C))`` with ``x``
    ``[*batch, H, W, C]`` and ``coords`` ``[*batch, *S, 2]`` (pure Python on shapes)."""
    if mode not in SAMPLE_MODES:
        raise IvyValueError(f"ivy.{fname}: mode must be one of {SAMPLE_MODES}, got {mode!r}")
    if padding_mode not in PADDING_MODES:
        raise IvyValueError(f"ivy.{fname}: padding_mode must be one of {PADDING_MODES}, got "
                            f"{padding_mode!r}")
    float_dtype(fname, ("x", x), ("coords", coords))
    xs, cs = _dims(x.shape), _dims(coords.shape)
    if len(xs) < 3 or None in xs[-3:]:
        raise IvyValueError(f"ivy.{fname}: x must be [*batch, H, W, C], got shape {xs}")
    nb = len(xs) - 3
    if len(cs) < nb + 1 or cs[-1] != 2 or None in cs[nb:] or any(
            a != b and a is not None and b is not None for a, b in zip(cs[:nb], xs[:nb])):
        raise IvyValueError(f"ivy.{fname}: coords must be [*batch, *S, 2] with x's batch "
                            f"dimensions {xs[:nb]} first, got shape {cs} (x: {xs})")
    return xs[:nb], cs[nb:-1], xs[nb:]


def _dims(shape):
    """A shape as Python ints, ``None`` where only the run time knows it (``tf.function``)."""
    return tuple(None if d is None else int(d) for d in shape)
