"""TensorFlow kernel: ``ResizeBilinear`` (float32: its output is float32 whatever the input) and
``ResizeNearestNeighbor`` (legacy indices, where its float32 scale gives the exact ones) for 2
spatial dimensions, which compute PyTorch's conventions; Ivy's composition elsewhere."""

import tensorflow as tf

from ..._rules.spatial import float32_nearest_exact, resample, resize_args
from .._composed import xp_of


def interpolate(x, size=None, /, *, mode="linear", align_corners=False, scale_factor=None,
                data_format="channel_last"):
    a = resize_args("interpolate", x, size, scale_factor, mode, align_corners, data_format)
    nearest = a.mode == "nearest" and all(float32_nearest_exact(i, o) for i, o in
                                          zip(a.spatial, a.out))
    linear = a.mode == "linear" and x.dtype == tf.float32
    if a.n != 2 or not (nearest or linear):
        return resample(xp_of("tensorflow"), x, a)
    if len(a.batch) != 1:
        x = tf.reshape(x, (-1, *x.shape[len(a.batch):]))
    if a.cf:
        x = tf.transpose(x, (0, 2, 3, 1))
    if nearest:
        y = tf.raw_ops.ResizeNearestNeighbor(images=x, size=a.out)
    else:
        y = tf.raw_ops.ResizeBilinear(images=x, size=a.out, align_corners=a.align_corners,
                                      half_pixel_centers=not a.align_corners)
    if a.cf:
        y = tf.transpose(y, (0, 3, 1, 2))
    return tf.reshape(y, (*a.batch, *y.shape[1:])) if len(a.batch) != 1 else y
