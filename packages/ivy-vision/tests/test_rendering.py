"""Implicit rendering against a NumPy quadrature written here (a loop over samples with the
product of (1 - alpha)), stratified sampling's bins, bad input and gradients."""

import ivy
import ivy_vision as iv
import numpy as np
import pytest
from _helpers import BACKEND, DTYPES, B, check_gradient, close, native, numpy_of, raises_value_error, run

RNG = np.random.default_rng(7)
R, S, F = 5, 8, 3


def quadrature(sigma, t, feats, far=None):
    """Loop over the samples: T_0 = 1, w_i = T_i alpha_i, T_{i+1} = T_i (1 - alpha_i)."""
    w = np.zeros_like(sigma)
    for idx in np.ndindex(sigma.shape[:-1]):
        trans = 1.0
        for i in range(S):
            if i + 1 < S:
                delta = t[idx][i + 1] - t[idx][i]
            else:
                delta = np.inf if far is None else far[idx] - t[idx][i]
            alpha = 1.0 if np.isinf(delta) else 1.0 - np.exp(-sigma[idx][i] * delta)
            w[idx + (i,)] = trans * alpha
            trans *= 1.0 - alpha
    return w, (w[..., None] * feats).sum(-2), (w * t).sum(-1, keepdims=True)


def samples():
    near, far = RNG.uniform(1.0, 2.0, (B, R)), RNG.uniform(4.0, 6.0, (B, R))
    t = np.sort(RNG.uniform(near[..., None], far[..., None], (B, R, S)), -1)
    sigma = RNG.uniform(0.0, 2.0, (B, R, S))
    sigma[0, 0] = 0.0  # an empty ray: all weight on the (infinite) last interval
    return near, far, t, sigma, RNG.normal(size=(B, R, S, F))


@pytest.mark.parametrize("dtype", DTYPES)
def test_render_rays(dtype):
    near, far, t, sigma, feats = samples()
    for fr in (None, far):
        w_ref, f_ref, d_ref = quadrature(sigma, t, feats, fr)
        args = [a.astype(dtype) for a in (sigma, feats, t)]
        f, d, w = run(iv.render_rays, *args, None if fr is None else fr.astype(dtype))
        close(w, w_ref, dtype)
        close(f, f_ref, dtype)
        close(d, d_ref, dtype)
        if fr is None:
            close(w.sum(-1), np.ones((B, R)), dtype)
        close(run(iv.render_features, w_ref.astype(dtype), args[1]), f_ref, dtype)
        close(run(iv.render_depth, w_ref.astype(dtype), args[2]), d_ref, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_stratified_sample_and_points(dtype):
    near, far = RNG.uniform(1.0, 2.0, (B, R)).astype(dtype), RNG.uniform(4.0, 6.0, (B, R)).astype(dtype)
    t = run(iv.stratified_sample, near, far, S, seed=3)
    edges = near[..., None] + (far - near)[..., None] * np.linspace(0, 1, S + 1)
    assert t.shape == (B, R, S) and t.dtype == np.dtype(dtype)
    tol = 1e-6 if dtype == "float32" else 1e-12
    assert np.all(t >= edges[..., :-1] - tol * 8) and np.all(t <= edges[..., 1:] + tol * 8)
    mid = run(iv.stratified_sample, near, far, S, randomize=False)
    close(mid, (edges[..., :-1] + edges[..., 1:]) / 2, dtype)
    o, d = RNG.normal(size=(B, R, 3)), RNG.normal(size=(B, R, 3))
    pts = run(iv.sample_points_on_rays, o.astype(dtype), d.astype(dtype), mid)
    close(pts, o[..., None, :] + mid[..., None].astype(float) * d[..., None, :], dtype)


def test_random_samples_differ_and_seed_repeats():
    near, far = native(np.ones((B, R))), native(np.full((B, R), 3.0))
    a = numpy_of(iv.stratified_sample(near, far, S, seed=1))
    b = numpy_of(iv.stratified_sample(near, far, S, seed=1))
    c = numpy_of(iv.stratified_sample(near, far, S, seed=2))
    np.testing.assert_array_equal(a, b)
    assert np.abs(a - c).max() > 1e-3
    assert BACKEND == ivy.current_backend(near).name


def test_bad_input():
    near, far, t, sigma, feats = samples()
    raises_value_error(iv.termination_probabilities, sigma[..., :-1], t, match="number of samples")
    raises_value_error(iv.render_features, sigma, feats[..., 0], match="features")
    raises_value_error(iv.render_rays, sigma, feats, t[:1, :2], match="do not broadcast")
    raises_value_error(iv.stratified_sample, near, far, 0, match="num_samples")
    raises_value_error(iv.sample_points_on_rays, near, far, t, match="origins")


def test_gradients():
    near, far, t, sigma, feats = samples()
    check_gradient(lambda s, f, tt: iv.render_rays(s, f, tt)[0], [sigma, feats, t], wrt=0)
    check_gradient(lambda s, f, tt: iv.render_rays(s, f, tt)[1], [sigma, feats, t], wrt=2)
    check_gradient(lambda s, f, tt, fr: iv.render_rays(s, f, tt, fr)[0], [sigma, feats, t, far], wrt=1)
    check_gradient(lambda a, b: iv.stratified_sample(a, b, S, randomize=False), [near, far], wrt=1)
