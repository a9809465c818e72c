"""Random cameras and scenes of the tests (float64 NumPy), of the shared sizes ``B``, ``H``, ``W``
(``_helpers``): calibration and extrinsic matrices, their inverses, depth images, camera pairs."""

import numpy as np
from _helpers import B, H, W
from scipy.spatial.transform import Rotation


def calib_mats(rng, n=B, h=H, w=W):
    f = rng.uniform(4.0, 9.0, (n, 2))
    p = np.stack([rng.uniform(0.3, 0.7, n) * (w - 1), rng.uniform(0.3, 0.7, n) * (h - 1)], -1)
    k = np.zeros((n, 3, 3))
    k[:, 0, 0], k[:, 1, 1], k[:, 0, 2], k[:, 1, 2], k[:, 2, 2] = f[:, 0], f[:, 1], p[:, 0], p[:, 1], 1
    return k


def ext_mats(rng, n=B, angle=0.3):
    """World -> camera ``[R | t]`` of cameras near the origin, looking roughly along +z."""
    r = Rotation.from_rotvec(rng.normal(size=(n, 3)) * angle / np.sqrt(3)).as_matrix()
    c = rng.normal(size=(n, 3)) * 0.3
    t = -np.einsum("nij,nj->ni", r, c)
    return np.concatenate([r, t[:, :, None]], -1)


def inv_ext(e):
    r, t = e[..., :3], e[..., 3]
    rt = np.swapaxes(r, -1, -2)
    return np.concatenate([rt, -np.einsum("...ij,...j->...i", rt, t)[..., None]], -1)


def depths(rng, n=B, h=H, w=W):
    return rng.uniform(2.0, 5.0, (n, h, w, 1))


def two_cameras(rng, n=B):
    """``K1, K2, E1, E2``: two random cameras per batch element (drawn in this order)."""
    k1, k2 = calib_mats(rng, n), calib_mats(rng, n)
    return k1, k2, ext_mats(rng, n), ext_mats(rng, n)
