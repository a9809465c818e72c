"""Every public function that takes batched arrays, inside ``tf.function`` with an
``input_signature`` whose leading (batch) dimensions are unknown (``None``): the Keras case,
where ``keras.Input(shape=(H, W, 1))`` leaves the batch size to run time. Each result equals the
eager call on the same tensors. One and two unknown leading dimensions (the batch ``[B]`` and
``[1, B]``). Collected in the tensorflow session only (see conftest.py)."""

import ivy
import ivy_vision as iv
import numpy as np
import pytest
import tensorflow as tf
from _helpers import B, H, W
from _scenes import calib_mats, depths, ext_mats, inv_ext

RNG = np.random.default_rng(21)
K, K2, E, E2 = calib_mats(RNG), calib_mats(RNG), ext_mats(RNG), ext_mats(RNG)
KI, EI = np.linalg.inv(K), inv_ext(E)
D, IMG, FLOW = depths(RNG), RNG.normal(size=(B, H, W, 2)), RNG.normal(size=(B, H, W, 2))
PX, PX2 = RNG.uniform(0, 6, (B, 5, 2)), RNG.uniform(0, 6, (B, 5, 2))
PTS = RNG.normal(size=(B, 5, 3)) + [0, 0, 4]
DIRS = RNG.normal(size=(B, 5, 3))
IMG_PTS = RNG.normal(size=(B, H, W, 3)) + [0, 0, 4]
V2 = RNG.uniform(0.2, 1.0, (B, 2))
SIGMA, T = RNG.uniform(0, 2, (B, 4, 6)), np.sort(RNG.uniform(1, 5, (B, 4, 6)), -1)
FEATS = RNG.normal(size=(B, 4, 6, 3))
TRIS = np.concatenate([RNG.uniform(0, 7, (B, 2, 3, 2)), RNG.uniform(1, 3, (B, 2, 3, 1))], -1)
BOX = np.stack([PTS.min(-2) - 0.1, PTS.max(-2) + 0.1], -2)  # [B, 2, 3] per-batch bounds
T_OBJ = np.stack([E, E2], -3)  # [B, 2, 3, 4]
IDS = RNG.integers(0, 2, (B, 5))
SPH, RAD = RNG.normal(size=(B, 2, 3)), RNG.uniform(0.3, 1.0, (B, 2))
CUB, CDIM = np.stack([E, E2], -3), RNG.uniform(0.5, 2.0, (B, 2, 3))


def _pixel_image(d):
    """A pixel grid broadcast to ``d``'s batch, its sizes read at run time."""
    rt = ivy.shape(d, as_array=True)
    with ivy.use("tensorflow"):
        return iv.create_uniform_pixel_coords_image((H, W), [rt[i] for i in range(len(d.shape) - 3)],
                                                    dtype=d.dtype)


def _attrs(obj, *names):
    return tuple(getattr(obj, n) for n in names)


# name -> (the batched NumPy arrays, the call on them)
COEF = RNG.uniform(-0.05, 0.05, (B, 5))  # lens distortion (k1, k2, p1, p2, k3)

M1, M2 = np.random.default_rng(30).uniform(0, 6, (2, B, 10, 2))  # 10 matches (8-point: >= 8)
CASES = {
    # camera
    "calib_and_ext_to_full_mat": ((K, E), iv.calib_and_ext_to_full_mat),
    "create_uniform_pixel_coords_image": ((D,), _pixel_image),
    "calib_mat_to_focal_lengths_and_pp_offsets": ((K,), iv.calib_mat_to_focal_lengths_and_pp_offsets),
    "ext_mat_to_inv_ext_mat": ((E,), iv.ext_mat_to_inv_ext_mat),
    "to_homogeneous_mat": ((E,), iv.to_homogeneous_mat),
    "from_homogeneous_mat": ((E,), lambda e: iv.from_homogeneous_mat(iv.to_homogeneous_mat(e))),
    "focal_lengths_and_pp_offsets_to_calib_mat": ((V2 * 5, V2), iv.focal_lengths_and_pp_offsets_to_calib_mat),
    "focal_lengths_to_persp_angles": ((V2 * 5,), lambda f: iv.focal_lengths_to_persp_angles(f, (H, W))),
    "inv_calib_and_inv_ext_to_inv_full_mat": ((KI, EI), iv.inv_calib_and_inv_ext_to_inv_full_mat),
    "inv_calib_mat": ((K,), iv.inv_calib_mat),
    "inv_ext_mat_to_ext_mat": ((EI,), iv.inv_ext_mat_to_ext_mat),
    "persp_angles_to_focal_lengths": ((V2,), lambda a: iv.persp_angles_to_focal_lengths(a, (H, W))),
    "rot_mat_and_cam_center_to_ext_mat": ((E[..., :3], PTS[:, 0]), iv.rot_mat_and_cam_center_to_ext_mat),
    "Intrinsics": ((V2 * 5, V2), lambda f, p: _attrs(iv.Intrinsics(f, p, (H, W)), "persp_angles",
                                                      "calib_mats", "inv_calib_mats")),
    "Extrinsics": ((EI,), lambda m: _attrs(iv.Extrinsics.from_inv_ext_mat(m), "ext_mats", "cam_centers")),
    "CameraGeometry": ((K, E), lambda k, e: _attrs(iv.CameraGeometry.from_calib_and_ext_mats(k, e, (H, W)),
                                                   "full_mats", "inv_full_mats")),
    # coordinate chains
    "angular_pixel_to_sphere_coords": ((PTS,), lambda x: iv.angular_pixel_to_sphere_coords(x, 2.0)),
    "cam_to_ds_pixel_coords": ((IMG_PTS, K), iv.cam_to_ds_pixel_coords),
    "cam_to_pixel_coords": ((IMG_PTS, K), iv.cam_to_pixel_coords),
    "cam_to_sphere_coords": ((PTS,), iv.cam_to_sphere_coords),
    "cam_to_world_coords": ((IMG_PTS, EI), iv.cam_to_world_coords),
    "depth_to_cam_coords": ((D, K), iv.depth_to_cam_coords),
    "depth_to_ds_pixel_coords": ((D,), iv.depth_to_ds_pixel_coords),
    "depth_to_radial_depth": ((D, K), iv.depth_to_radial_depth),
    "depth_to_world_coords": ((D, K, EI), iv.depth_to_world_coords),
    "ds_pixel_to_cam_coords": ((PTS, KI), iv.ds_pixel_to_cam_coords),
    "ds_pixel_to_pixel_coords": ((PTS,), iv.ds_pixel_to_pixel_coords),
    "ds_pixel_to_world_coords": ((IMG_PTS, EI), iv.ds_pixel_to_world_coords),
    "pixel_coords_to_world_ray_vectors": ((PX, K, EI), iv.pixel_coords_to_world_ray_vectors),
    "pixel_to_cam_coords": ((PX, PTS[..., 2:], K), iv.pixel_to_cam_coords),
    "radial_depth_to_depth": ((D, K), iv.radial_depth_to_depth),
    "sphere_to_angular_pixel_coords": ((PTS,), lambda x: iv.sphere_to_angular_pixel_coords(x, 2.0)),
    "sphere_to_cam_coords": ((PTS,), iv.sphere_to_cam_coords),
    "world_to_cam_coords": ((IMG_PTS, E), iv.world_to_cam_coords),
    "world_to_ds_pixel_coords": ((PTS, K @ E), iv.world_to_ds_pixel_coords),
    "world_to_pixel_coords": ((IMG_PTS, K @ E), iv.world_to_pixel_coords),
    # two views
    "cam1_to_cam2_full_mat": ((K, E, K2, E2), iv.cam1_to_cam2_full_mat),
    "cam_coords_1_to_2": ((PTS, E, E2), iv.cam_coords_1_to_2),
    "closest_points_on_rays": ((PTS, DIRS, PTS * 0.5, DIRS[:, ::-1]), iv.closest_points_on_rays),
    "ds_pixel_coords_1_to_2": ((IMG_PTS, K @ E), iv.ds_pixel_coords_1_to_2),
    "fundamental_matrix": ((K, E, K2, E2), iv.fundamental_matrix),
    "triangulate_depth": ((PX, PX2, K, E, K2, E2), iv.triangulate_depth),
    "triangulate_depth_dlt": ((PX, PX2, K, E, K2, E2),
                              lambda *a: iv.triangulate_depth(*a, method="dlt")),
    "triangulate_dlt": ((PX, PX2, K @ E, K2 @ E2), iv.triangulate_dlt),
    "triangulate_midpoint": ((PX, PX2, K, E, K2, E2), iv.triangulate_midpoint),
    # optical flow
    "cost_volume": ((IMG, FLOW), lambda a, b: iv.cost_volume(a, b, 1)),
    "depth_to_optical_flow": ((D, K, E, K2, E2), iv.depth_to_optical_flow),
    "optical_flow_to_depth": ((FLOW, K, E, K2, E2), iv.optical_flow_to_depth),
    "optical_flow_to_depth_dlt": ((FLOW, K, E, K2, E2),
                                  lambda *a: iv.optical_flow_to_depth(*a, method="dlt")),
    "project_flow_onto_epipolar_lines": ((FLOW, K), iv.project_flow_onto_epipolar_lines),
    "scene_flow_from_object_transforms": ((PTS, IDS, T_OBJ), iv.scene_flow_from_object_transforms),
    # voxel grids
    "coords_to_voxel_grid": ((PTS, PX), lambda c, f: iv.coords_to_voxel_grid(c, (2, 3, 2), features=f)),
    "coords_to_voxel_grid_bounds": ((PTS, BOX), lambda c, b: iv.coords_to_voxel_grid(c, (2, 2, 2), bounds=b)),
    "coords_to_voxel_grid_resolution": ((PTS,), lambda c: iv.coords_to_voxel_grid(
        c, (1.0, 1.5, 2.0), bounds=((-3, -3, 0), (3, 3, 8)))),
    # warping
    "bilinear_resample": ((IMG, PX), iv.bilinear_resample),
    "bilinear_resample_reflection": ((IMG, PX), lambda a, b: iv.bilinear_resample(a, b, "reflection")),
    "inverse_warp": ((IMG, D, K, E, K2, E2), lambda *a: iv.inverse_warp(*a, border="border")),
    "quantize_to_image": ((PX, PTS), lambda p, f: iv.quantize_to_image(p, f, (H, W))),
    "quantize_to_image_min": ((PX, PTS), lambda p, f: iv.quantize_to_image(p, f, (H, W), fusion="min",
                                                                          depth=f[..., 2:])),
    "warp_with_flow": ((IMG, FLOW), iv.warp_with_flow),
    # sampling and image warps
    "resample": ((IMG, PX), lambda a, b: iv.resample(a, b, "bicubic", "reflection")),
    "resample_nearest": ((IMG, PX), lambda a, b: iv.resample(a, b, "nearest")),
    "warp_perspective": ((IMG, np.eye(3) + 0.01 * K), lambda a, m: iv.warp_perspective(a, m, (H, W))),
    "warp_affine": ((IMG, E[..., :2, 1:]), lambda a, m: iv.warp_affine(a, m, (H, W), "bicubic", "border")),
    # rendering
    "render_depth": ((SIGMA, T), iv.render_depth),
    "render_features": ((SIGMA, FEATS), iv.render_features),
    "render_rays": ((SIGMA, FEATS, T, T[..., -1] + 1), iv.render_rays),
    "sample_points_on_rays": ((PTS, DIRS, np.sort(SIGMA[:, 0, :5], -1)[:, None]), iv.sample_points_on_rays),
    "stratified_sample": ((T[..., 0], T[..., -1]),
                          lambda a, b: iv.stratified_sample(a, b, 4, randomize=False)),
    "termination_probabilities": ((SIGMA, T, T[..., -1] + 1), iv.termination_probabilities),
    # meshes and images
    "coord_image_to_mesh": ((IMG_PTS,), lambda x: iv.coord_image_to_mesh(x)[0]),
    "rasterize_triangles": ((TRIS,), lambda t: iv.rasterize_triangles(t, (H, W))),
    "gaussian_blur": ((IMG,), lambda x: iv.gaussian_blur(x, 1.0)),
    # lens distortion
    "denormalize_points": ((PX / 6, K), iv.denormalize_points),
    "distort_points": ((PX / 6, COEF), iv.distort_points),
    "normalize_points": ((PX, K), iv.normalize_points),
    "undistort_image": ((IMG, K, COEF), iv.undistort_image),
    "undistort_points": ((PX / 6, COEF), iv.undistort_points),
    # filters
    "laplacian": ((IMG,), lambda x: iv.laplacian(x, 3)),
    "sobel": ((IMG,), iv.sobel),
    "spatial_gradient": ((IMG,), lambda x: iv.spatial_gradient(x, "sobel", 2)),
    "image_gradients": ((IMG,), iv.image_gradients),
    "pad_omni_image": ((IMG,), lambda x: iv.pad_omni_image(x, 2)),
    # two-view estimation (ivy_vision.epipolar, ivy_vision.robust)
    "essential_from_rt": ((E[..., :3], PTS[:, 0]), iv.essential_from_rt),
    "essential_from_fundamental": ((KI, K, K2), iv.essential_from_fundamental),
    "fundamental_from_essential": ((KI, K, K2), iv.fundamental_from_essential),
    "fundamental_8point": ((M1, M2), iv.fundamental_8point),
    "homography_dlt": ((M1, M2), iv.homography_dlt),
    "sampson_distance": ((M1, M2, KI), iv.sampson_distance),
    "symmetric_epipolar_distance": ((M1, M2, KI), iv.symmetric_epipolar_distance),
    "symmetric_transfer_error": ((M1, M2, KI), iv.symmetric_transfer_error),
    "decompose_essential": ((KI,), iv.decompose_essential),
    "recover_pose": ((KI, M1, M2, K, K2), iv.recover_pose),
    "ransac_fundamental": ((M1, M2), lambda a, b: iv.ransac_fundamental(a, b, num_hypotheses=8)),
    "ransac_homography": ((M1, M2), lambda a, b: iv.ransac_homography(a, b, num_hypotheses=8)),
    # signed distances
    "sphere_signed_distances": ((SPH, RAD, PTS), iv.sphere_signed_distances),
    "cuboid_signed_distances": ((CUB, CDIM, PTS), iv.cuboid_signed_distances),
    "PrimitiveScene": ((SPH, RAD, CUB, CDIM, PTS),
                       lambda s, r, c, d, q: iv.PrimitiveScene(s, r, c, d).sdf(q)),
}


def _flat(out):
    if isinstance(out, (tuple, list)):
        return [y for x in out for y in _flat(x)]
    return [] if out is None else [out]


@pytest.mark.parametrize("lead", [1, 2])
def test_unknown_batch_in_tf_function_matches_eager(lead):
    """All cases in one ``tf.function`` (one trace: the CI budget), its signature's leading
    ``lead`` dimensions unknown; each output equals the eager call's."""
    names = sorted(CASES)
    arrays = [[np.reshape(a, (1,) * (lead - 1) + a.shape) for a in CASES[n][0]] for n in names]
    tensors = [[tf.constant(a) for a in case] for case in arrays]
    flat = [t for case in tensors for t in case]
    sig = [tf.TensorSpec([None] * lead + list(t.shape[lead:]), t.dtype) for t in flat]
    sizes = [len(case) for case in tensors]

    def all_cases(*args):
        out, i = [], 0
        for n, k in zip(names, sizes):
            out.append(_flat(CASES[n][1](*args[i:i + k])))
            i += k
        return out

    graph_fn = tf.function(all_cases, input_signature=sig, autograph=False)
    concrete = graph_fn.get_concrete_function()
    assert all(s.shape[:lead].as_list() == [None] * lead for s in concrete.structured_input_signature[0])
    graph = graph_fn(*flat)
    for n, case, got, traced in zip(names, tensors, graph, concrete.structured_outputs):
        eager = _flat(CASES[n][1](*case))
        assert len(eager) == len(got) == len(traced) > 0, n
        for a, b, t in zip(eager, got, traced):
            assert tuple(a.shape) == tuple(b.shape) and a.dtype == b.dtype, n
            # only the leading dims unknown in the graph (an unknown channel count slows the
            # layers after it: a Keras Conv3D ran ~5x slower)
            assert t.shape[lead:].as_list() == list(a.shape[lead:]), (n, t.shape)
            np.testing.assert_allclose(b.numpy(), a.numpy(), rtol=1e-9, atol=1e-9, err_msg=n)


def test_every_public_function_with_batched_input_is_covered():
    variants = ("triangulate_depth_dlt", "optical_flow_to_depth_dlt", "coords_to_voxel_grid_bounds",
                "coords_to_voxel_grid_resolution", "bilinear_resample_reflection", "resample_nearest",
                "quantize_to_image_min")
    covered = {n.rsplit("_", 1)[0] if n in variants else n for n in CASES}
    assert set(iv.__all__) <= covered, sorted(set(iv.__all__) - covered)
