"""Implicit rendering (NeRF-style volume rendering): stratified sampling of depths along rays,
points on rays, termination probabilities of the samples, and rendering of features and depth.

Quadrature: a ray with densities ``sigma_i`` at sorted depths ``t_i`` and intervals
``delta_i = t_{i+1} - t_i`` terminates in interval ``i`` with probability
``w_i = T_i (1 - exp(-sigma_i delta_i))``, ``T_i = exp(-sum_{j<i} sigma_j delta_j)`` (the
transmittance). The last interval runs to ``far`` when given; otherwise it is infinite and the
ray always terminates by the last sample (``sum w = 1``).
"""

from __future__ import annotations

import ivy
from ivy.types import Array

from ._checks import batch_shape, check_shape, fail

__all__ = ["render_depth", "render_features", "render_rays", "sample_points_on_rays",
           "stratified_sample", "termination_probabilities"]


def stratified_sample(near: Array, far: Array, num_samples: int, *, randomize: bool = True,
                      seed: int | None = None) -> Array:
    """Sample depths along rays: ``[near, far]`` split into ``num_samples`` equal bins, one
    uniform sample per bin (the bin centres with ``randomize=False``), sorted.

    Args:
        near, far: ``[...]`` per ray (broadcast).
        num_samples: a positive Python int.
        randomize: random positions in the bins, or their centres.
        seed: seed of the random numbers (None: the backend's generator).

    Returns:
        Depths ``[..., num_samples]``, differentiable with respect to ``near`` and ``far``.

    Raises:
        IvyValueError: a bad ``num_samples`` or shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.stratified_sample(np.array(2.0), np.array(4.0), 4, randomize=False).tolist()
        [2.25, 2.75, 3.25, 3.75]
    """
    fname = "stratified_sample"
    if isinstance(num_samples, bool) or not isinstance(num_samples, int) or num_samples < 1:
        fail(fname, f"expected num_samples a positive int, got {num_samples!r}")
    for nm, a in (("near", near), ("far", far)):
        check_shape(a, (), fname, nm)
    batch = batch_shape(fname, ("near", near, 0), ("far", far, 0))
    xp = ivy.current_backend(near)
    dev = ivy.dev(near)
    shape = batch + (num_samples,)
    if randomize:
        u = xp.random_uniform(0.0, 1.0, shape, dtype=near.dtype, device=dev, seed=seed)
    else:
        u = xp.full(shape, 0.5, dtype=near.dtype, device=dev)
    i = xp.arange(num_samples, dtype=near.dtype, device=dev)
    frac = ivy.divide(ivy.add(i, u), float(num_samples))
    near, far = ivy.expand_dims(near, axis=-1), ivy.expand_dims(far, axis=-1)
    return ivy.add(near, ivy.multiply(ivy.subtract(far, near), frac))


def sample_points_on_rays(origins: Array, directions: Array, depths: Array) -> Array:
    """Points ``o + t d`` at depths ``t`` along rays.

    Args:
        origins, directions: ``[..., 3]``.
        depths: ``[..., S]`` (batch broadcasts with the rays').

    Returns:
        ``[..., S, 3]``.

    Raises:
        IvyValueError: wrong trailing shapes or batch shapes that do not broadcast.

    Example:
        >>> import numpy as np, ivy_vision
        >>> o, d = np.zeros(3), np.array([0.0, 0.0, 1.0])
        >>> ivy_vision.sample_points_on_rays(o, d, np.array([1.0, 2.0])).tolist()
        [[0.0, 0.0, 1.0], [0.0, 0.0, 2.0]]
    """
    fname = "sample_points_on_rays"
    check_shape(origins, (3,), fname, "origins")
    check_shape(directions, (3,), fname, "directions")
    check_shape(depths, (None,), fname, "depths")
    batch_shape(fname, ("origins", origins, 1), ("directions", directions, 1), ("depths", depths, 1))
    return ivy.add(ivy.expand_dims(origins, axis=-2),
                   ivy.multiply(ivy.expand_dims(depths, axis=-1), ivy.expand_dims(directions, axis=-2)))


def termination_probabilities(densities: Array, depths: Array, far: Array | None = None) -> Array:
    """The probability ``w_i`` that a ray terminates at each sample (module docstring).

    Args:
        densities: ``sigma >= 0``, ``[..., S]``.
        depths: sorted sample depths ``[..., S]`` (batch broadcasts).
        far: ``[...]``, the end of the last interval; None: an infinite last interval.

    Returns:
        ``[..., S]``, each row summing to at most 1 (exactly 1 without ``far``).

    Raises:
        IvyValueError: wrong or mismatched shapes.

    Example:
        >>> import numpy as np, ivy_vision
        >>> sigma, t = np.array([0.0, np.log(2.0), 0.0]), np.array([0.0, 1.0, 2.0])
        >>> ivy_vision.termination_probabilities(sigma, t).round(6).tolist()
        [0.0, 0.5, 0.5]
    """
    fname = "termination_probabilities"
    check_shape(densities, (None,), fname, "densities")
    check_shape(depths, (None,), fname, "depths")
    if densities.shape[-1] != depths.shape[-1]:
        fail(fname, f"densities {tuple(densities.shape)} and depths {tuple(depths.shape)} differ in "
                    "their number of samples")
    batch_shape(fname, ("densities", densities, 1), ("depths", depths, 1))
    deltas = ivy.subtract(depths[..., 1:], depths[..., :-1])
    if far is None:
        last = ivy.zeros_like(depths[..., -1:])
    else:
        check_shape(far, (), fname, "far")
        last = ivy.subtract(ivy.expand_dims(far, axis=-1), depths[..., -1:])
    deltas = ivy.concat([deltas, last], axis=-1)
    tau = ivy.multiply(densities, deltas)  # optical depth of each interval
    alpha = ivy.negative(ivy.expm1(ivy.negative(tau)))
    if far is None:  # the infinite last interval: the ray ends there
        s = alpha.shape[-1]
        alpha = ivy.concat([alpha[..., :s - 1], ivy.ones_like(alpha[..., s - 1:])], axis=-1)
    trans = ivy.exp(ivy.negative(ivy.cumsum(tau, axis=-1, exclusive=True)))
    return ivy.multiply(trans, alpha)


def render_features(weights: Array, features: Array) -> Array:
    """Expected feature of rays: ``sum_i w_i f_i``.

    Args:
        weights: termination probabilities ``[..., S]``.
        features: ``[..., S, F]``.

    Returns:
        ``[..., F]``.

    Raises:
        IvyValueError: wrong or mismatched shapes.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.render_features(np.array([0.25, 0.75]), np.array([[4.0], [8.0]])).tolist()
        [7.0]
    """
    fname = "render_features"
    check_shape(weights, (None,), fname, "weights")
    check_shape(features, (None, None), fname, "features")
    if weights.shape[-1] != features.shape[-2]:
        fail(fname, f"weights {tuple(weights.shape)} and features {tuple(features.shape)} differ in "
                    "their number of samples")
    batch_shape(fname, ("weights", weights, 1), ("features", features, 2))
    return ivy.sum(ivy.multiply(ivy.expand_dims(weights, axis=-1), features), axis=-2)


def render_depth(weights: Array, depths: Array) -> Array:
    """Expected termination depth of rays: ``sum_i w_i t_i``.

    Args:
        weights: ``[..., S]``.
        depths: ``[..., S]``.

    Returns:
        ``[..., 1]``.

    Raises:
        IvyValueError: wrong or mismatched shapes.

    Example:
        >>> import numpy as np, ivy_vision
        >>> ivy_vision.render_depth(np.array([0.5, 0.5]), np.array([2.0, 4.0])).tolist()
        [3.0]
    """
    fname = "render_depth"
    check_shape(weights, (None,), fname, "weights")
    check_shape(depths, (None,), fname, "depths")
    if weights.shape[-1] != depths.shape[-1]:
        fail(fname, f"weights {tuple(weights.shape)} and depths {tuple(depths.shape)} differ in their "
                    "number of samples")
    batch_shape(fname, ("weights", weights, 1), ("depths", depths, 1))
    return ivy.sum(ivy.multiply(weights, depths), axis=-1, keepdims=True)


def render_rays(densities: Array, features: Array, depths: Array,
                far: Array | None = None) -> tuple[Array, Array, Array]:
    """Volume-render rays: termination probabilities, then expected features and depth.

    Args:
        densities: ``[..., S]``.
        features: ``[..., S, F]``.
        depths: sorted ``[..., S]``.
        far: ``[...]`` or None (see ``termination_probabilities``).

    Returns:
        ``(features [..., F], depth [..., 1], weights [..., S])``.

    Raises:
        IvyValueError: wrong or mismatched shapes.

    Example:
        >>> import numpy as np, ivy_vision
        >>> sigma, feats, t = np.array([0.0, 1e9]), np.array([[1.0], [3.0]]), np.array([1.0, 2.0])
        >>> f, d, w = ivy_vision.render_rays(sigma, feats, t)
        >>> f.tolist(), d.tolist()
        ([3.0], [2.0])
    """
    w = termination_probabilities(densities, depths, far)
    return render_features(w, features), render_depth(w, depths), w
