"""Batch dimensions lead and broadcast: functions called on two batch dimensions ``(2, 3)`` on the
backend under test equal the same functions called element by element on the NumPy backend
(unbatched inputs, which also covers the no-batch case)."""

import ivy
import ivy_vision as iv
import numpy as np
import pytest
from _helpers import run
from _scenes import calib_mats, ext_mats

RNG = np.random.default_rng(12)
BATCH, H, W = (2, 3), 4, 6
N = int(np.prod(BATCH))
K, K2 = (calib_mats(RNG, N, H, W).reshape(BATCH + (3, 3)) for _ in range(2))
E, E2 = (ext_mats(RNG, N).reshape(BATCH + (3, 4)) for _ in range(2))
D = RNG.uniform(2, 4, BATCH + (H, W, 1))
IMG = RNG.normal(size=BATCH + (H, W, 2))
PX = RNG.uniform(0, 4, BATCH + (5, 2))
PTS = RNG.normal(size=BATCH + (5, 3)) + [0, 0, 4]
IDS = RNG.integers(0, 2, BATCH + (5,))
TRIS = np.concatenate([PX[..., :3, :], PTS[..., :3, 2:]], -1)[..., None, :, :]
FLOW = RNG.normal(size=BATCH + (H, W, 2))

CASES = {
    "depth_to_world_coords": (lambda i: (D[i], K[i], E[i]),
                              lambda d, k, e: iv.depth_to_world_coords(d, k, iv.ext_mat_to_inv_ext_mat(e))),
    "depth_to_optical_flow": (lambda i: (D[i], K[i], E[i], K2[i], E2[i]), iv.depth_to_optical_flow),
    "optical_flow_to_depth": (lambda i: (FLOW[i], K[i], E[i], K2[i], E2[i]), iv.optical_flow_to_depth),
    "inverse_warp": (lambda i: (IMG[i], D[i], K[i], E[i], K2[i], E2[i]), iv.inverse_warp),
    "bilinear_resample": (lambda i: (IMG[i], PX[i]), lambda a, b: iv.bilinear_resample(a, b, "reflection")),
    "quantize_to_image": (lambda i: (PX[i], PTS[i]),
                          lambda a, b: iv.quantize_to_image(a, b, (H, W), fusion="min", depth=b[..., 2:])[0]),
    "coords_to_voxel_grid": (lambda i: (PTS[i], PX[i]),
                             lambda a, b: iv.coords_to_voxel_grid(a, (2, 2, 2), features=b)[1]),
    "scene_flow_from_object_transforms": (lambda i: (PTS[i], IDS[i], np.stack([E, E2], -3)[i]),
                                          iv.scene_flow_from_object_transforms),
    "rasterize_triangles": (lambda i: (TRIS[i],), lambda a: iv.rasterize_triangles(a, (H, W))[0]),
    "triangulate_dlt": (lambda i: (PX[i], PX[i] + 0.1, K[i] @ E[i], K2[i] @ E2[i]), iv.triangulate_dlt),
    "render_rays": (lambda i: (PTS[i], np.sort(PTS[i], -1)),
                    lambda s, t: iv.render_rays(s, ivy.stack([s, t], axis=-1), t)[0]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_batched_equals_elementwise(name):
    select, fn = CASES[name]
    got = run(fn, *select(np.s_[...]))
    assert got.shape[:2] == BATCH
    with ivy.use("numpy"):
        for i in np.ndindex(BATCH):
            ref = np.asarray(fn(*select(i)))
            np.testing.assert_allclose(got[i], ref, rtol=1e-9, atol=1e-9, err_msg=f"{name} at {i}")
