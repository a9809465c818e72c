"""JAX kernel: ``jax.image.resize`` (``"linear"``, no antialiasing) for the linear modes without
``align_corners``, where its half-pixel triangle weights are Ivy's; Ivy's composition elsewhere
(JAX's nearest rounds half pixels and its cubic has ``A = -0.5``). ``bilinear_sample`` and
``image_sample``: the composition compiled as one XLA program."""

import jax

from ..._rules.spatial import resample, resize_args
from .._composed import jit_composition, xp_of

bilinear_sample = jit_composition("bilinear_sample", static_argnames=("padding_mode",))
image_sample = jit_composition("image_sample", static_argnames=("mode", "padding_mode"))


def interpolate(x, size=None, /, *, mode="linear", align_corners=False, scale_factor=None,
                data_format="channel_last"):
    a = resize_args("interpolate", x, size, scale_factor, mode, align_corners, data_format)
    if a.mode != "linear" or a.align_corners:
        return resample(xp_of("jax"), x, a)
    shape = list(x.shape)
    for ax, o in zip(a.axes(x.ndim), a.out):
        shape[ax] = o
    return jax.image.resize(x, shape, "linear", antialias=False)
