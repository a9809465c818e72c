"""Every function family inside ``tf.function`` (TensorFlow graph mode, the Keras use case): the
same results as eagerly, one trace per input signature, and gradients through the graph.
Collected in the tensorflow session only (see conftest.py); JAX's ``jax.jit`` runs every other
test module's comparisons (see _helpers.run)."""

import ivy_vision as iv
import numpy as np
import tensorflow as tf
from _helpers import B, H, W
from _scenes import calib_mats, depths, ext_mats, inv_ext

RNG = np.random.default_rng(11)
K1, K2, E1, E2 = calib_mats(RNG), calib_mats(RNG), ext_mats(RNG), ext_mats(RNG)
D, IMG = depths(RNG), RNG.normal(size=(B, H, W, 2))


def pipeline(depth, image, k1, e1, k2, e2, sigma, feats, t):
    world = iv.depth_to_world_coords(depth, k1, iv.ext_mat_to_inv_ext_mat(e1))
    mean, mfeat, counts = iv.coords_to_voxel_grid(tf.reshape(world, (B, -1, 3)), (4, 4, 2),
                                                  features=tf.reshape(image, (B, -1, 2)))
    flow = iv.depth_to_optical_flow(depth, k1, e1, k2, e2)
    warped = iv.inverse_warp(image, depth, k1, e1, k2, e2, border="border")
    px = iv.world_to_pixel_coords(world, iv.calib_and_ext_to_full_mat(k2, e2))
    splat, dimg, n = iv.quantize_to_image(tf.reshape(px, (B, -1, 2)), tf.reshape(image, (B, -1, 2)),
                                          (H, W), fusion="min", depth=tf.reshape(depth, (B, -1, 1)))
    rgb, dep, _ = iv.render_rays(sigma, feats, t)
    f = iv.fundamental_matrix(k1, e1, k2, e2)
    tri = iv.triangulate_dlt(px[:, :2, :2], px[:, :2, :2] + 0.5, k1 @ e1, k2 @ e2)
    verts = tf.reshape(tf.concat([px, depth], -1), (B, -1, 3))[:, :3]  # one triangle
    depth_r, ids, _ = iv.rasterize_triangles(tf.reshape(verts, (B, 1, 3, 3)), (H, W))
    blur = iv.gaussian_blur(image, 1.0)
    return [mean, mfeat, counts, flow, warped, splat, dimg, n, rgb, dep, f, tri, depth_r, ids, blur]


def test_graph_mode_matches_eager_and_differentiates():
    sigma, feats = RNG.uniform(0, 2, (B, 5, 8)), RNG.normal(size=(B, 5, 8, 3))
    t = np.sort(RNG.uniform(1, 5, (B, 5, 8)), -1)
    args = [tf.constant(a) for a in (D, IMG, K1, E1, K2, E2, sigma, feats, t)]
    eager = pipeline(*args)
    graph_fn = tf.function(pipeline)
    graph = graph_fn(*args)
    for a, b in zip(eager, graph):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-10, atol=1e-10)
    graph_fn(*[tf.constant(np.asarray(a) * 1.01) for a in (D, IMG, K1, E1, K2, E2, sigma, feats, t)])
    assert graph_fn.experimental_get_tracing_count() == 1

    @tf.function
    def grads(depth, image):
        with tf.GradientTape() as tape:
            tape.watch([depth, image])
            out = pipeline(depth, image, *args[2:])
            loss = tf.reduce_sum(out[1]) + tf.reduce_sum(out[4]) + tf.reduce_sum(out[8])
        return tape.gradient(loss, [depth, image])

    gd, gi = grads(args[0], args[1])
    assert np.isfinite(gd.numpy()).all() and np.isfinite(gi.numpy()).all()
    assert np.abs(gi.numpy()).max() > 0
    assert inv_ext(E1).shape == (B, 3, 4)
