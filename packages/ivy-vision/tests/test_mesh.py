"""Meshes against NumPy references written here: rasterisation (a loop over pixels and triangles
solving for barycentric coordinates, perspective-correct depth), the mesh of a coordinate image
(a loop over pixel blocks); bad input and gradients."""

import ivy_vision as iv
import numpy as np
import pytest
from _helpers import DTYPES, B, H, W, check_gradient, close, raises_value_error, run

RNG = np.random.default_rng(8)
T = 4


def triangles():
    tri = np.concatenate([RNG.uniform(-1, W, (B, T, 3, 1)), RNG.uniform(-1, H, (B, T, 3, 1)),
                          RNG.uniform(1.0, 5.0, (B, T, 3, 1))], -1)
    tri[0, 3, 2, :2] = tri[0, 3, 0, :2]  # a degenerate triangle: covers nothing
    return tri


def ref_raster(tri, h, w):
    depth, ids, bary = np.zeros((B, h, w, 1)), -np.ones((B, h, w), int), np.zeros((B, h, w, 3))
    for b, i, j in np.ndindex(B, h, w):
        best = np.inf
        for k in range(T):
            m = np.vstack([tri[b, k, :, :2].T, np.ones(3)])
            if abs(np.linalg.det(m)) < 1e-12:
                continue
            lam = np.linalg.solve(m, [j, i, 1.0])
            if np.all(lam >= -1e-12):
                z = 1.0 / np.sum(lam / tri[b, k, :, 2])
                if z < best:
                    best, ids[b, i, j], depth[b, i, j, 0], bary[b, i, j] = z, k, z, lam
    return depth, ids, bary


@pytest.mark.parametrize("dtype", DTYPES)
def test_rasterize_triangles(dtype):
    tri = triangles()
    tri[1, 0] = [[0.0, 0.0, 2.0], [4.0, 0.0, 2.0], [0.0, 4.0, 2.0]]  # pixel centres on its edges
    depth, ids, bary = run(iv.rasterize_triangles, tri.astype(dtype), (H, W))
    rd, rid, rb = ref_raster(tri.astype(dtype).astype(float), H, W)
    same = ids == rid
    # float32: a pixel centre within rounding of an edge may fall either side
    assert same.mean() > (0.97 if dtype == "float32" else 0.999)
    assert ids.dtype == np.int64
    tol = {"float32": 1e-4, "float64": 1e-9}[dtype]  # barycentrics: differences of products
    close(depth[same], rd[same], dtype, rtol=tol)
    close(bary[same], rb[same], dtype, rtol=tol)
    assert (depth[ids < 0] == 0).all() and (ids[0] != 3).all()


@pytest.mark.parametrize("dtype", DTYPES)
def test_coord_image_to_mesh(dtype):
    img = RNG.normal(size=(B, H, W, 3)).astype(dtype)
    verts, faces = run(iv.coord_image_to_mesh, img)
    close(verts, img.reshape(B, H * W, 3), dtype)
    ref = []
    for i in range(H - 1):
        for j in range(W - 1):
            a, b, c, d = i * W + j, i * W + j + 1, (i + 1) * W + j, (i + 1) * W + j + 1
            ref += [[a, c, b], [b, c, d]]
    np.testing.assert_array_equal(faces, ref)


def test_bad_input():
    raises_value_error(iv.rasterize_triangles, np.ones((B, T, 3, 2)), (H, W), match="triangles")
    raises_value_error(iv.rasterize_triangles, np.ones((B, T, 3, 3)), (H, 0), match="image_dims")
    raises_value_error(iv.coord_image_to_mesh, np.ones((B, H, W)), match="coord_image")


def test_gradients():
    tri = triangles()
    tri[0, 3, 2, :2] += 0.5

    def depth_of(x):
        return iv.rasterize_triangles(x, (H, W))[0]

    def bary_of(x):
        return iv.rasterize_triangles(x, (H, W))[2]

    # keep pixel centres away from edges (the coverage is piecewise constant)
    _, _, bary = run(iv.rasterize_triangles, tri, (H, W))
    assert np.abs(bary[bary != 0]).min() > 1e-4
    check_gradient(depth_of, [tri], rtol=1e-4)
    check_gradient(bary_of, [tri], rtol=1e-4)
