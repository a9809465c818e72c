"""Random rotations, uniform on SO(3) (Haar measure), in every representation.

A uniform rotation is a normalised 4-D standard-normal sample read as a quaternion: the normal
distribution is rotation-invariant, so the direction is uniform on the 3-sphere, which covers SO(3)
twice and uniformly. The rotation angle then has density ``(1 - cos(theta)) / pi`` on ``[0, pi]``.
The arrays come from ``ivy.random_normal`` on the backend in force (``ivy.set_backend`` or
``ivy.use``; NumPy when none is), with its ``dtype`` / ``device`` / ``seed`` semantics.
"""

from __future__ import annotations

from collections.abc import Sequence

import ivy
from ivy.types import Array, Device, DType

from . import _rotation as R
from ._checks import euler_axes

__all__ = ["random_axis_angle", "random_euler", "random_polar_axis_angle", "random_quaternion",
           "random_rot_mat", "random_rot_vec"]


def _quaternion(fname, batch_shape, dtype, device, seed):
    try:
        shape = (*tuple(batch_shape), 4)
    except TypeError:
        raise ivy.IvyValueError(f"ivy_mech.{fname}: batch_shape must be a tuple of ints, got "
                                f"{batch_shape!r}") from None
    g = ivy.random_normal(shape=shape, dtype=dtype, device=device, seed=seed)
    return R.canonical(R.normalize(g))


def random_quaternion(batch_shape: Sequence[int] = (), *, dtype: DType | None = None,
                      device: Device | None = None, seed: int | None = None) -> Array:
    """Uniformly random rotations (Haar measure on SO(3)) as unit quaternions ``[qx, qy, qz, qw]``.

    Args:
        batch_shape: leading shape of the result (``()``: one rotation).
        dtype: a real floating dtype (None: the default float dtype).
        device: device of the result (None: the default device).
        seed: an int for reproducible draws (see ``ivy.random_normal``); None: Ivy's generator.

    Returns:
        Array of shape ``[*batch_shape, 4]``, ``qw >= 0``.

    Example:
        >>> import ivy_mech
        >>> ivy_mech.random_quaternion((5,), seed=0).shape
        (5, 4)
    """
    return _quaternion("random_quaternion", batch_shape, dtype, device, seed)


def random_rot_mat(batch_shape: Sequence[int] = (), *, dtype: DType | None = None,
                   device: Device | None = None, seed: int | None = None) -> Array:
    """Uniformly random rotations (Haar measure on SO(3)) as rotation matrices.

    Args:
        batch_shape: leading shape of the result (``()``: one rotation).
        dtype: a real floating dtype (None: the default float dtype).
        device: device of the result (None: the default device).
        seed: an int for reproducible draws (see ``ivy.random_normal``); None: Ivy's generator.

    Returns:
        Array of shape ``[*batch_shape, 3, 3]``.

    Example:
        >>> import ivy_mech
        >>> ivy_mech.random_rot_mat((5,), seed=0).shape
        (5, 3, 3)
    """
    return R.q2m(_quaternion("random_rot_mat", batch_shape, dtype, device, seed))


def random_axis_angle(batch_shape: Sequence[int] = (), *, dtype: DType | None = None,
                      device: Device | None = None, seed: int | None = None) -> Array:
    """Uniformly random rotations (Haar measure on SO(3)) as axis-angles ``[ex, ey, ez, theta]``.

    Args:
        batch_shape: leading shape of the result (``()``: one rotation).
        dtype: a real floating dtype (None: the default float dtype).
        device: device of the result (None: the default device).
        seed: an int for reproducible draws (see ``ivy.random_normal``); None: Ivy's generator.

    Returns:
        Array of shape ``[*batch_shape, 4]``, ``theta`` in [0, pi].

    Example:
        >>> import ivy_mech
        >>> ivy_mech.random_axis_angle((5,), seed=0).shape
        (5, 4)
    """
    return R.q2aa(_quaternion("random_axis_angle", batch_shape, dtype, device, seed))


def random_rot_vec(batch_shape: Sequence[int] = (), *, dtype: DType | None = None,
                   device: Device | None = None, seed: int | None = None) -> Array:
    """Uniformly random rotations (Haar measure on SO(3)) as rotation vectors.

    Args:
        batch_shape: leading shape of the result (``()``: one rotation).
        dtype: a real floating dtype (None: the default float dtype).
        device: device of the result (None: the default device).
        seed: an int for reproducible draws (see ``ivy.random_normal``); None: Ivy's generator.

    Returns:
        Array of shape ``[*batch_shape, 3]``, norm in [0, pi].

    Example:
        >>> import ivy_mech
        >>> ivy_mech.random_rot_vec((5,), seed=0).shape
        (5, 3)
    """
    return R.q2rv(_quaternion("random_rot_vec", batch_shape, dtype, device, seed))


def random_polar_axis_angle(batch_shape: Sequence[int] = (), *, dtype: DType | None = None,
                            device: Device | None = None, seed: int | None = None) -> Array:
    """Uniformly random rotations (Haar measure on SO(3)) as polar axis-angles ``[inclination, azimuth, theta]``.

    Args:
        batch_shape: leading shape of the result (``()``: one rotation).
        dtype: a real floating dtype (None: the default float dtype).
        device: device of the result (None: the default device).
        seed: an int for reproducible draws (see ``ivy.random_normal``); None: Ivy's generator.

    Returns:
        Array of shape ``[*batch_shape, 3]``.

    Example:
        >>> import ivy_mech
        >>> ivy_mech.random_polar_axis_angle((5,), seed=0).shape
        (5, 3)
    """  # noqa: E501
    q = _quaternion("random_polar_axis_angle", batch_shape, dtype, device, seed)
    return R.aa2paa(R.q2aa(q))


def random_euler(batch_shape: Sequence[int] = (), convention: str = "zyx", *,
                 dtype: DType | None = None, device: Device | None = None,
                 seed: int | None = None) -> Array:
    """Uniformly random rotations (Haar measure on SO(3)) as Euler angles of an extrinsic ``convention``.

    Args:
        batch_shape: leading shape of the result (``()``: one rotation).
        convention: extrinsic Euler convention (default ``zyx``).
        dtype: a real floating dtype (None: the default float dtype).
        device: device of the result (None: the default device).
        seed: an int for reproducible draws (see ``ivy.random_normal``); None: Ivy's generator.

    Returns:
        Array of shape ``[*batch_shape, 3]``, in [-pi, pi).

    Example:
        >>> import ivy_mech
        >>> ivy_mech.random_euler((5,), seed=0).shape
        (5, 3)
    """
    axes = euler_axes(convention, "random_euler")
    return R.q2e(_quaternion("random_euler", batch_shape, dtype, device, seed), axes)

