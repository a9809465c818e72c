"""Signed distance functions against closed forms written here in NumPy (float64): values, shapes
and batching, errors, gradients against finite differences (NumPy: ivy's no-autodiff error).

The cuboid reference takes the closest point of the box by clamping the local coordinates (a
different formula from the library's ``|max(q, 0)| + min(max q, 0)``); inside, the distance is
the smallest gap to a face."""

import os

import ivy
import ivy_vision
import numpy as np
import pytest
from scipy.spatial.transform import Rotation

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
ATOL = {"float32": 2e-5, "float64": 1e-10}


def native(a):
    return ivy.to_backend(np.array(a, copy=True), BACKEND)


def _scene(rng, n=3, batch=()):
    """Random cuboids: world-to-cuboid matrices [*batch, n, 3, 4], dims [*batch, n, 3]."""
    rot = Rotation.random(int(np.prod(batch, dtype=int)) * n, random_state=rng.integers(1 << 30))
    r = rot.as_matrix().reshape(*batch, n, 3, 3)
    centres = rng.uniform(-1, 1, (*batch, n, 3))
    t = -np.einsum("...ij,...j->...i", r, centres)  # so that -R^T t is the centre
    return np.concatenate([r, t[..., None]], -1), rng.uniform(0.2, 1.0, (*batch, n, 3)), centres


def ref_cuboid(ext, dims, pts):
    local = np.einsum("...nij,...mj->...mni", ext[..., :3], pts) + ext[..., None, :, :, 3]
    h = dims[..., None, :, :] / 2
    closest = np.clip(local, -h, h)
    outside = np.linalg.norm(local - closest, axis=-1)
    inside = -np.min(h - np.abs(local), axis=-1)
    return np.where(np.all(np.abs(local) <= h, axis=-1), inside, outside)


def ref_sphere(c, r, pts):
    return np.linalg.norm(pts[..., :, None, :] - c[..., None, :, :], axis=-1) - r[..., None, :]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_cuboid_values_batched(dtype):
    rng = np.random.default_rng(0)
    ext, dims, centres = _scene(rng, 3, (2,))
    pts = rng.uniform(-2, 2, (2, 40, 3))
    pts[:, :3] = centres  # the centres themselves: deepest inside
    args = [a.astype(dtype) for a in (ext, dims, pts)]
    out = ivy_vision.cuboid_signed_distances(*[native(a) for a in args])
    assert out.shape == (2, 40, 3) and ivy.as_ivy_dtype(out.dtype) == dtype
    expected = ref_cuboid(*[a.astype(np.float64) for a in args])
    assert (expected < 0).any() and (expected > 0).any()
    np.testing.assert_allclose(ivy.to_numpy(out), expected, atol=ATOL[dtype], rtol=0)


def test_cuboid_centre_and_axis_aligned_closed_form():
    """A cuboid centred at c with sides (2, 4, 6): points on the axes, known distances."""
    c = np.array([1.0, -2.0, 0.5])
    ext = np.concatenate([np.eye(3), -c[:, None]], -1)[None]
    pts = c + np.array([[0, 0, 0], [3.0, 0, 0], [0, 0.5, 0], [2, 3, 0], [2, 3, 4]])
    expected = [-1.0, 2.0, -1.0, np.hypot(1, 1), np.sqrt(3.0)]
    out = ivy_vision.cuboid_signed_distances(native(ext), native([[2.0, 4.0, 6.0]]), native(pts))
    np.testing.assert_allclose(ivy.to_numpy(out)[:, 0], expected, atol=1e-12)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_sphere_values(dtype):
    rng = np.random.default_rng(1)
    c, r, pts = rng.normal(size=(2, 4, 3)), rng.uniform(0.1, 1, (2, 4)), rng.normal(size=(2, 7, 3))
    args = [a.astype(dtype) for a in (c, r, pts)]
    out = ivy_vision.sphere_signed_distances(*[native(a) for a in args])
    assert out.shape == (2, 7, 4)
    np.testing.assert_allclose(ivy.to_numpy(out), ref_sphere(*[a.astype(np.float64) for a in args]),
                               atol=ATOL[dtype], rtol=0)


def test_primitive_scene_is_the_minimum():
    rng = np.random.default_rng(2)
    ext, dims, _ = _scene(rng, 3)
    c, r = rng.normal(size=(2, 3)), np.array([0.3, 0.6])
    pts = rng.uniform(-2, 2, (20, 3))
    expected = np.minimum(ref_cuboid(ext, dims, pts).min(-1), ref_sphere(c, r, pts).min(-1))
    scene = ivy_vision.PrimitiveScene(native(c), native(r), native(ext), native(dims))
    np.testing.assert_allclose(ivy.to_numpy(scene.sdf(native(pts))), expected, atol=1e-10)
    only_cuboids = ivy_vision.PrimitiveScene(cuboid_ext_mats=native(ext), cuboid_dims=native(dims))
    np.testing.assert_allclose(ivy.to_numpy(only_cuboids.sdf(native(pts))),
                               ref_cuboid(ext, dims, pts).min(-1), atol=1e-10)


def _fd(fn, x, h=1e-6):
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        g[i] = (fn(x + e) - fn(x - e)) / (2 * h)
    return g


def test_gradients_against_finite_differences():
    """d sum(w * sdf) / d query points, cuboid extrinsics and dims (float64), away from edges."""
    rng = np.random.default_rng(3)
    ext, dims, centres = _scene(rng, 2)
    pts = np.concatenate([rng.uniform(-2, 2, (5, 3)), centres + 0.01])  # outside and inside
    w = rng.normal(size=(7, 2))

    def loss(p, e, d):
        return ivy.sum(ivy.multiply(ivy_vision.cuboid_signed_distances(e, d, p), native(w)))

    grad = ivy.grad(loss, argnums=(0, 1, 2))
    if BACKEND == "jax":  # one XLA program instead of compiling every primitive eagerly (CI time)
        grad = ivy.compile(grad)
    if not AUTODIFF:
        with pytest.raises(ivy.IvyUnsupportedError, match="not supported on the 'numpy'"):
            grad(native(pts), native(ext), native(dims))
        return
    got = [ivy.to_numpy(g) for g in grad(native(pts), native(ext), native(dims))]
    fds = [_fd(lambda p: (ref_cuboid(ext, dims, p) * w).sum(), pts),
           _fd(lambda e: (ref_cuboid(e, dims, pts) * w).sum(), ext),
           _fd(lambda d: (ref_cuboid(ext, d, pts) * w).sum(), dims)]
    for g, fd in zip(got, fds):
        np.testing.assert_allclose(g, fd, rtol=1e-5, atol=1e-6)


def test_gradient_finite_at_a_corner_and_sphere_centre():
    if not AUTODIFF:
        return  # the no-autodiff error is checked above
    ext = native(np.concatenate([np.eye(3), np.zeros((3, 1))], -1)[None])
    corner = native([[0.5, 0.5, 0.5], [0.0, 0.0, 0.0]])
    g = ivy.grad(lambda p: ivy.sum(ivy_vision.cuboid_signed_distances(ext, native(np.ones((1, 3))),
                                                                       p)))(corner)
    assert np.isfinite(ivy.to_numpy(g)).all()
    g = ivy.grad(lambda p: ivy.sum(ivy_vision.sphere_signed_distances(
        native(np.zeros((1, 3))), native([1.0]), p)))(corner)
    assert np.isfinite(ivy.to_numpy(g)).all()


def test_bad_input_raises_clear_errors():
    ext, dims, pts = native(np.zeros((2, 3, 4))), native(np.ones((2, 3))), native(np.zeros((4, 3)))
    with pytest.raises(ivy.IvyValueError, match="cuboid_signed_distances: expected cuboid_ext_mats"):
        ivy_vision.cuboid_signed_distances(native(np.zeros((2, 4, 4))), dims, pts)
    with pytest.raises(ivy.IvyValueError, match="query_positions of shape"):
        ivy_vision.cuboid_signed_distances(ext, dims, native(np.zeros((4, 2))))
    with pytest.raises(ivy.IvyValueError, match="different numbers of primitives"):
        ivy_vision.cuboid_signed_distances(ext, native(np.ones((3, 3))), pts)
    with pytest.raises(ivy.IvyValueError, match="sphere_signed_distances: expected sphere_radii"):
        ivy_vision.sphere_signed_distances(native(np.zeros((2, 3))), [1.0, 2.0], pts)
    with pytest.raises(ivy.IvyValueError, match="no primitive"):
        ivy_vision.PrimitiveScene()
    with pytest.raises(ivy.IvyValueError, match="give both cuboid_ext_mats and cuboid_dims"):
        ivy_vision.PrimitiveScene(cuboid_ext_mats=ext)
