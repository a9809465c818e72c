"""coords_to_voxel_grid against scipy.stats.binned_statistic_dd (same edges, so the same edge
rule: half-open bins, the last one closed), with explicit, per-batch and resolution bounds;
bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, check_gradient, close, raises_value_error, run
from scipy.stats import binned_statistic_dd

RNG = np.random.default_rng(3)
N, F = 40, 2


def points(lo, hi, dims, n=N):
    """Points away from interior bin edges (float32 rounding could move them), plus points on
    the outer bounds and on an interior edge, and two outside."""
    lo, hi, dims = np.asarray(lo, float), np.asarray(hi, float), np.asarray(dims)
    w = (hi - lo) / dims
    cell = RNG.integers(0, dims, (B, n, 3))
    pts = lo + (cell + RNG.uniform(0.05, 0.95, (B, n, 3))) * w
    pts[:, 0], pts[:, 1] = lo, hi  # the corners: first and last voxel
    pts[:, 2] = lo + w * np.array([0.0, 1.0, 0.0])  # exactly on an interior edge (dyadic widths)
    pts[:, 3] = hi + 0.5  # outside: dropped
    pts[:, 4] = lo - 0.25
    return pts


def reference(pts, feats, edges):
    means, counts = [], []
    for b in range(len(pts)):
        vals = np.concatenate([pts[b], feats[b]], -1).T
        m = binned_statistic_dd(pts[b], list(vals), "mean", bins=edges[b]).statistic
        c = binned_statistic_dd(pts[b], None, "count", bins=edges[b]).statistic
        means.append(np.moveaxis(np.asarray(m), 0, -1))
        counts.append(c)
    return np.stack(means), np.stack(counts)


def compare(got, pts, feats, edges, dtype):
    mean_c, mean_f, counts = got
    ref_m, ref_c = reference(pts, feats, edges)
    close(counts, ref_c, dtype)
    full = np.concatenate([mean_c, mean_f], -1)
    hit = ref_c > 0
    err = close(full[hit], ref_m[hit], dtype)
    assert np.all(full[~hit] == 0)
    return err


@pytest.mark.parametrize("dtype", DTYPES)
def test_dims_with_python_bounds(dtype):
    lo, hi, dims = (-1.0, -2.0, 0.0), (1.0, 2.0, 1.0), (4, 2, 2)
    pts = points(lo, hi, dims).astype(dtype)
    feats = RNG.normal(size=(B, N, F)).astype(dtype)
    got = run(iv.coords_to_voxel_grid, pts, dims, features=feats, bounds=(lo, hi))
    assert got[0].shape == (B, *dims, 3) and got[2].shape == (B, *dims)
    edges = [[np.linspace(a, b, d + 1) for a, b, d in zip(lo, hi, dims)]] * B
    compare(got, pts.astype(float), feats.astype(float), edges, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_dims_with_data_and_array_bounds(dtype):
    dims = (4, 2, 2)
    pts = points((-1.0, -2.0, 0.0), (1.0, 2.0, 1.0), dims)[:, :3]
    pts = np.concatenate([pts, RNG.uniform(-0.9, 0.9, (B, N, 3))], 1).astype(dtype)
    feats = RNG.normal(size=(B, N + 3, F)).astype(dtype)
    got = run(iv.coords_to_voxel_grid, pts, dims, features=feats)  # each batch's min / max
    p = pts.astype(float)
    edges = [[np.linspace(p[b, :, i].min(), p[b, :, i].max(), d + 1) for i, d in enumerate(dims)]
             for b in range(B)]
    compare(got, p, feats.astype(float), edges, dtype)
    bounds = np.stack([np.stack([p.min(1) - 0.5, p.max(1) * 0.5], 1)])[0].astype(dtype)
    got = run(iv.coords_to_voxel_grid, pts, dims, features=feats, bounds=bounds)
    bb = bounds.astype(float)
    edges = [[np.linspace(bb[b, 0, i], bb[b, 1, i], d + 1) for i, d in enumerate(dims)]
             for b in range(B)]
    # float32: points near the edges of these (non-dyadic) bounds may fall either side
    if dtype == "float64":
        compare(got, p, feats.astype(float), edges, dtype)
    else:
        ref_m, ref_c = reference(p, feats.astype(float), edges)
        assert abs(got[2].sum() - ref_c.sum()) <= 2


@pytest.mark.parametrize("dtype", DTYPES)
def test_resolution(dtype):
    lo, hi = (-1.0, -1.0, 0.0), (0.9, 1.0, 0.5)
    pts = points(lo, (1.0, 1.0, 0.5), (4, 4, 1))
    pts[:, 1] = hi  # the upper bounds as given
    pts = pts.astype(dtype)
    feats = RNG.normal(size=(B, N, F)).astype(dtype)
    got = run(iv.coords_to_voxel_grid, pts, (0.5, 0.5, 0.5), features=feats, bounds=(lo, hi))
    assert got[2].shape == (B, 4, 4, 1)  # x raised to 1.0: a whole number of 0.5 voxels
    edges = [[np.linspace(-1, 1, 5), np.linspace(-1, 1, 5), np.linspace(0, 0.5, 2)]] * B
    compare(got, pts.astype(float), feats.astype(float), edges, dtype)


def test_no_features_and_unbatched():
    pts = RNG.uniform(-1, 1, (N, 3))
    mean, feats, counts = run(iv.coords_to_voxel_grid, pts, (2, 2, 2))
    assert feats is None and counts.sum() == N and mean.shape == (2, 2, 2, 3)


def test_bad_input():
    pts = RNG.uniform(-1, 1, (B, N, 3))
    raises_value_error(iv.coords_to_voxel_grid, pts[..., :2], (2, 2, 2), match="coords_to_voxel_grid")
    raises_value_error(iv.coords_to_voxel_grid, pts, (2, 2), match="3 values")
    raises_value_error(iv.coords_to_voxel_grid, pts, (0.5, 0.5, 0.5), match="needs bounds")
    raises_value_error(iv.coords_to_voxel_grid, pts, (2, 2, 2), features=np.ones((B, N + 1, 2)),
                       match="features")
    raises_value_error(iv.coords_to_voxel_grid, pts, (2, 2, 2), bounds=np.ones((B + 1, 2, 3)),
                       match="do not broadcast")


def test_gradients():
    lo, hi, dims = (-1.0, -2.0, 0.0), (1.0, 2.0, 1.0), (4, 2, 2)
    pts = points(lo, hi, dims, n=17)[:, 5:]  # inside their voxels (finite differences stay there)
    feats = RNG.normal(size=(B, 12, F))
    check_gradient(lambda p, f: iv.coords_to_voxel_grid(p, dims, features=f, bounds=(lo, hi))[0],
                   [pts, feats], wrt=0)
    check_gradient(lambda p, f: iv.coords_to_voxel_grid(p, dims, features=f, bounds=(lo, hi))[1],
                   [pts, feats], wrt=1)
