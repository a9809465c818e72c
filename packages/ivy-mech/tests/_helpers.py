"""Shared test helpers: native arrays of the backend under test, SciPy references, tolerances,
and one gradient helper over the backends' own autodiff (ivy has no gradient API yet)."""

import os

import ivy
import numpy as np
from scipy.spatial.transform import Rotation

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
BK = ivy.get_backend(BACKEND)  # loads the backend (JAX: switches on 64-bit mode)
AUTODIFF = BACKEND in ("torch", "jax", "tensorflow", "mxnet")
DTYPES = ("float32", "float64")
# absolute tolerance per dtype (values are O(1): angles, unit vectors, matrix entries)
ATOL = {"float32": 1e-5, "float64": 1e-10}

if BACKEND == "torch":
    import torch

    def native(a):
        return torch.from_numpy(np.array(a, copy=True))

    def numpy_of(x):
        return x.detach().cpu().numpy()

    def grad(loss, x):
        x = native(x).requires_grad_(True)
        loss(x).backward()
        return numpy_of(x.grad)

elif BACKEND == "jax":
    import jax

    def native(a):
        return jax.device_put(np.array(a, copy=True))

    def numpy_of(x):
        return np.array(x)  # a writable copy (SciPy's Cython needs one)

    def grad(loss, x):
        return np.array(jax.grad(loss)(native(x)))

elif BACKEND == "tensorflow":
    import tensorflow as tf

    def native(a):
        return tf.constant(np.array(a, copy=True))

    def numpy_of(x):
        return np.asarray(x.numpy())

    def grad(loss, x):
        x = native(x)
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = loss(x)
        return numpy_of(tape.gradient(y, x))

elif BACKEND == "mxnet":
    import mxnet

    def native(a):
        a = np.array(a, copy=True)
        return mxnet.np.array(a, dtype=a.dtype)

    def numpy_of(x):
        return x.asnumpy()

    def grad(loss, x):
        x = native(x)
        x.attach_grad()
        with mxnet.autograd.record():
            y = loss(x)
        y.backward()
        return numpy_of(x.grad)

else:
    def native(a):
        return np.array(a, copy=True)

    def numpy_of(x):
        return np.asarray(x)

    grad = None  # NumPy has no autodiff: gradient tests are not defined on it


def is_native(x):
    return type(x) in BK.array_types or isinstance(x, BK.array_types)


# --- SciPy references per representation (float64) -----------------------------------------
def axis_angle_of(rot):
    rv = np.atleast_2d(rot.as_rotvec())
    theta = np.linalg.norm(rv, axis=-1, keepdims=True)
    axis = np.where(theta > 0, rv / np.where(theta > 0, theta, 1.0), [0.0, 0.0, 1.0])
    return np.concatenate([axis, theta], axis=-1)


def polar_of_axis_angle(aa):
    e, theta = aa[..., :3], aa[..., 3]
    return np.stack([np.arctan2(np.hypot(e[..., 0], e[..., 1]), e[..., 2]),
                     np.arctan2(e[..., 1], e[..., 0]), theta], axis=-1)


def as_rep(rot, rep, convention="zyx"):
    """The representation ``rep`` of SciPy rotations ``rot`` (a batch), canonical as ivy_mech's."""
    if rep == "rot_mat":
        return rot.as_matrix()
    if rep == "quaternion":
        q = np.atleast_2d(rot.as_quat())
        return np.where(q[..., 3:] < 0, -q, q)
    if rep == "rot_vec":
        return rot.as_rotvec()
    if rep == "axis_angle":
        return axis_angle_of(rot)
    if rep == "polar_axis_angle":
        return polar_of_axis_angle(axis_angle_of(rot))
    return rot.as_euler(convention)


def from_rep(x, rep, convention="zyx"):
    """SciPy rotations from a (float64) batch in representation ``rep``."""
    x = np.asarray(x, dtype=np.float64)
    if rep == "rot_mat":
        return Rotation.from_matrix(x.reshape(-1, 3, 3))
    if rep == "quaternion":
        return Rotation.from_quat(x.reshape(-1, 4))
    if rep == "rot_vec":
        return Rotation.from_rotvec(x.reshape(-1, 3))
    if rep == "axis_angle":
        x = x.reshape(-1, 4)
        e = x[:, :3] / np.linalg.norm(x[:, :3], axis=-1, keepdims=True)
        return Rotation.from_rotvec(e * x[:, 3:])
    if rep == "polar_axis_angle":
        x = x.reshape(-1, 3)
        inc, az, th = x[:, 0], x[:, 1], x[:, 2]
        e = np.stack([np.sin(inc) * np.cos(az), np.sin(inc) * np.sin(az), np.cos(inc)], -1)
        return Rotation.from_rotvec(e * th[:, None])
    return Rotation.from_euler(convention, x.reshape(-1, 3))


def wrapped(d):
    """Angle differences wrapped to [-pi, pi)."""
    return (d + np.pi) % (2 * np.pi) - np.pi
