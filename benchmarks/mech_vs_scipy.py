"""ivy_mech vs SciPy's Rotation: batched conversions of 1e5 rotations per backend, and accuracy.

    python benchmarks/mech_vs_scipy.py [--backends numpy torch ...] [--n 100000] [--out DIR]
    .nox/tests-backend-jax/bin/python benchmarks/mech_vs_scipy.py     # one backend per environment

Speed: for each conversion the same batch of ``n`` random rotations (float64, SciPy's precision)
goes through SciPy (``Rotation.from_quat(q).as_matrix()`` ...) and through ``ivy_mech`` on each
backend's native arrays: eagerly, and compiled where the backend has a compiler (``jax.jit``,
``tf.function``; compiled also on a float32 copy of the batch, labelled ``f32``). SciPy and Ivy
runs alternate, so drift and other load on the machine hit both; the best (least disturbed) time
of each is reported, with ``ratio = ivy / scipy`` (below 1: Ivy is faster); medians are in the
JSON file. Inputs are on the backend's device (CPU here) before timing; JAX and MXNet results are
waited for. One thread per framework by default, as SciPy's Rotation uses one (``--threads``
keeps the frameworks' defaults).

Accuracy: every one of the 30 rotation converters on ``n`` random rotations, float32 and float64
inputs, against SciPy's conversion (float64) of the same rounded input: the largest difference of
the output values (quaternions up to sign, angles wrapped to [-pi, pi)), the same for Euler
outputs at least 0.1 rad from gimbal lock (there the first and third angle are ill-conditioned,
error ~ eps / cos(middle angle)), and the largest difference of the rotation matrices the outputs
stand for.

Results: a table on stdout and ``<out>/mech_vs_scipy_<backend>.json``.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import json
import os
import platform
import statistics
import sys
import time

if "--threads" not in sys.argv:
    for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(_var, "1")
    os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                          "intra_op_parallelism_threads=1")

import ivy  # noqa: E402
import ivy_mech  # noqa: E402
import numpy as np  # noqa: E402
from scipy.spatial.transform import Rotation  # noqa: E402

# float64 work on JAX needs its 64-bit mode: the user's setting (Ivy never changes it); this
# benchmark is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

ALL_BACKENDS = ("numpy", "torch", "jax", "tensorflow", "mxnet")
REPS = ("rot_mat", "quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler")
CONVENTION = "zyx"

# name -> (input representation, SciPy: inputs -> output)
SPEED_CASES = {
    "quaternion_to_rot_mat": ("quaternion", lambda q: Rotation.from_quat(q).as_matrix()),
    "rot_mat_to_quaternion": ("rot_mat", lambda m: Rotation.from_matrix(m).as_quat()),
    "rot_vec_to_rot_mat": ("rot_vec", lambda v: Rotation.from_rotvec(v).as_matrix()),
    "rot_mat_to_rot_vec": ("rot_mat", lambda m: Rotation.from_matrix(m).as_rotvec()),
    "quaternion_to_rot_vec": ("quaternion", lambda q: Rotation.from_quat(q).as_rotvec()),
    "rot_vec_to_quaternion": ("rot_vec", lambda v: Rotation.from_rotvec(v).as_quat()),
    "euler_to_rot_mat": ("euler", lambda e: Rotation.from_euler(CONVENTION, e).as_matrix()),
    "rot_mat_to_euler": ("rot_mat", lambda m: Rotation.from_matrix(m).as_euler(CONVENTION)),
    "quaternion_to_euler": ("quaternion", lambda q: Rotation.from_quat(q).as_euler(CONVENTION)),
    "euler_to_quaternion": ("euler", lambda e: Rotation.from_euler(CONVENTION, e).as_quat()),
    "hamilton_product": ("quaternion2",
                         lambda q: (Rotation.from_quat(q[0]) * Rotation.from_quat(q[1])).as_quat()),
}


# --- SciPy references per representation -----------------------------------------------------
def as_rep(rot, rep):
    if rep == "rot_mat":
        return rot.as_matrix()
    if rep == "quaternion":
        q = rot.as_quat()
        return np.where(q[:, 3:] < 0, -q, q)
    if rep == "rot_vec":
        return rot.as_rotvec()
    if rep == "euler":
        return rot.as_euler(CONVENTION)
    rv = rot.as_rotvec()
    theta = np.linalg.norm(rv, axis=-1, keepdims=True)
    axis = np.where(theta > 0, rv / np.where(theta > 0, theta, 1.0), [0.0, 0.0, 1.0])
    if rep == "axis_angle":
        return np.concatenate([axis, theta], -1)
    return np.stack([np.arccos(np.clip(axis[:, 2], -1, 1)), np.arctan2(axis[:, 1], axis[:, 0]),
                     theta[:, 0]], -1)  # polar_axis_angle


def difference(out, expected, rep):
    """Largest difference of values, quaternions up to sign, angles wrapped."""
    out = np.asarray(out, np.float64)
    if rep == "quaternion":
        return float(np.minimum(np.abs(out - expected).max(-1), np.abs(out + expected).max(-1)).max())
    d = out - expected
    if rep == "euler":
        d = (d + np.pi) % (2 * np.pi) - np.pi
    elif rep == "polar_axis_angle":
        d[:, :2] = (d[:, :2] + np.pi) % (2 * np.pi) - np.pi
    return float(np.abs(d).max())


# --- backends ---------------------------------------------------------------------------------
def installed():
    return [b for b in ALL_BACKENDS if importlib.util.find_spec(b) is not None]


def waiter(backend):
    """A function that waits for an asynchronous result (JAX, MXNet)."""
    if backend == "jax":
        return lambda y: y.block_until_ready()
    if backend == "mxnet":
        return lambda y: y.wait_to_read()
    return lambda y: y


def compiled(backend, fn):
    """``fn`` compiled by the backend's own compiler, or None."""
    if backend == "jax":
        import jax

        return "jax.jit", jax.jit(fn)
    if backend == "tensorflow":
        import tensorflow as tf

        return "tf.function", tf.function(fn, autograph=False)  # no Python control flow on tensors
    return None


def native(x, backend):
    """A copy of NumPy array ``x`` as ``backend``'s array. (Not ``ivy.to_backend``: its zero-copy
    DLPack import gives TensorFlow tensors on NumPy's 16-byte-aligned memory, which TensorFlow's
    kernels refuse with a fatal "Check failed: IsAligned()".)"""
    with ivy.use(backend):
        return ivy.asarray(np.ascontiguousarray(x), copy=True)


def ivy_fn(name):
    fn = getattr(ivy_mech, name)
    if name == "hamilton_product":
        return lambda q: fn(q[0], q[1])
    return (lambda x: fn(x, convention=CONVENTION)) if "euler" in name else fn


def _no_wait(y):
    return y


def timed(fn, arg, wait):
    t = time.perf_counter()
    wait(fn(arg))
    return time.perf_counter() - t


def bench(backend, n, repeats, out=print):
    rot = Rotation.random(n, random_state=0)
    rot2 = Rotation.random(n, random_state=1)
    data = {r: as_rep(rot, r) for r in REPS}
    data["quaternion2"] = np.stack([data["quaternion"], as_rep(rot2, "quaternion")])
    wait = waiter(backend)
    speed = []
    out(f"\n{backend}: {n} rotations, float64, best of {repeats} alternating runs")
    out(f"  {'conversion':<24}{'scipy ms':>10}{'mode':>16}{'ivy ms':>10}{'ratio':>8}")
    for name, (rep, scipy_fn) in SPEED_CASES.items():
        x_np = data[rep]
        x64 = native(x_np, backend)
        modes = [("eager", ivy_fn(name), x64)]
        c = compiled(backend, ivy_fn(name))
        if c is not None:
            # also float32 input (SciPy computes in float64 only): XLA's float32 transcendental
            # functions are vectorised, its float64 ones are not
            x32 = native(x_np.astype(np.float32), backend)
            modes += [(c[0], c[1], x64), (c[0] + " f32", c[1], x32)]
        for mode, fn, x in modes:
            wait(fn(x))  # warm-up (compiles)
            scipy_fn(x_np)
            ts, ti = [], []
            for i in range(repeats):
                runs = [(ts, scipy_fn, x_np, _no_wait), (ti, fn, x, wait)]
                for store, f, arg, w in runs if i % 2 == 0 else runs[::-1]:
                    store.append(timed(f, arg, w))
            s, v = min(ts) * 1e3, min(ti) * 1e3
            speed.append({"conversion": name, "mode": mode, "scipy_ms": s, "ivy_ms": v,
                          "ratio": v / s, "scipy_median_ms": statistics.median(ts) * 1e3,
                          "ivy_median_ms": statistics.median(ti) * 1e3})
            out(f"  {name:<24}{s:>10.2f}{mode:>16}{v:>10.2f}{v / s:>8.2f}")
    return speed


def matrix_of(x, rep):
    """SciPy rotation matrices of a (float64) batch in representation ``rep``."""
    if rep in ("axis_angle", "polar_axis_angle"):
        if rep == "polar_axis_angle":
            inc, az = x[:, 0], x[:, 1]
            x = np.stack([np.sin(inc) * np.cos(az), np.sin(inc) * np.sin(az), np.cos(inc),
                          x[:, 2]], -1)
        e = x[:, :3] / np.linalg.norm(x[:, :3], axis=-1, keepdims=True)
        return Rotation.from_rotvec(e * x[:, 3:]).as_matrix()
    return {"rot_mat": lambda: Rotation.from_matrix(x), "quaternion": lambda: Rotation.from_quat(x),
            "rot_vec": lambda: Rotation.from_rotvec(x),
            "euler": lambda: Rotation.from_euler(CONVENTION, x)}[rep]().as_matrix()


def accuracy(backend, n, out=print):
    """Each converter on ``n`` random rotations against SciPy's conversion of the same (rounded)
    input: the largest difference of values, the same away from gimbal lock (0.1 rad) for Euler
    outputs, and of the rotation matrices the outputs stand for."""
    rot = Rotation.random(n, random_state=2)
    data = {r: as_rep(rot, r) for r in REPS}
    rows = []
    for dtype in ("float32", "float64"):
        worst = {"value": (0.0, ""), "regular": (0.0, ""), "matrix": (0.0, "")}
        for src, dst in itertools.permutations(REPS, 2):
            name = f"{src}_to_{dst}"
            x_np = data[src].astype(dtype)
            ref_rot = Rotation.from_matrix(matrix_of(x_np.astype(np.float64), src))
            # a writable float64 copy (SciPy refuses read-only buffers, as JAX's are)
            y = np.array(ivy.to_numpy(ivy_fn(name)(native(x_np, backend))), np.float64)
            expected = as_rep(ref_rot, dst)
            err = difference(y, expected, dst)
            # (zyx: gimbal lock at a middle angle of +-pi/2)
            regular = (np.abs(np.abs(expected[:, 1]) - np.pi / 2) > 0.1 if dst == "euler"
                       else slice(None))
            err_regular = difference(y[regular], expected[regular], dst)
            err_matrix = float(np.abs(matrix_of(y, dst) - ref_rot.as_matrix()).max())
            rows.append({"conversion": name, "dtype": dtype, "max_error": err,
                         "max_error_away_from_gimbal_lock": err_regular,
                         "max_matrix_error": err_matrix})
            for key, e in (("value", err), ("regular", err_regular), ("matrix", err_matrix)):
                worst[key] = max(worst[key], (e, name))
        out(f"  accuracy {dtype}, largest over the 30 converters: values {worst['value'][0]:.1e} "
            f"({worst['value'][1]}); away from gimbal lock {worst['regular'][0]:.1e} "
            f"({worst['regular'][1]}); rotation matrices {worst['matrix'][0]:.1e} "
            f"({worst['matrix'][1]})")
    return rows


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--backends", nargs="+", choices=ALL_BACKENDS)
    p.add_argument("--n", type=int, default=100_000)
    p.add_argument("--repeats", type=int, default=15)
    p.add_argument("--out", default="benchmarks/results/mech")
    p.add_argument("--threads", action="store_true", help="keep the frameworks' thread defaults")
    args = p.parse_args()
    backends = args.backends or installed()
    os.makedirs(args.out, exist_ok=True)
    for backend in backends:
        speed = bench(backend, args.n, args.repeats)
        acc = accuracy(backend, args.n)
        meta = {"backend": backend, "n": args.n, "repeats": args.repeats,
                "python": platform.python_version(), "machine": platform.machine(),
                "cpus": os.cpu_count(), "threads": "default" if args.threads else 1,
                "versions": {m: getattr(sys.modules.get(m), "__version__", None)
                             for m in ("numpy", "scipy", backend)}}
        path = os.path.join(args.out, f"mech_vs_scipy_{backend}.json")
        with open(path, "w") as f:
            json.dump({"meta": meta, "speed": speed, "accuracy": acc}, f, indent=1)
        print(f"  -> {path}")


if __name__ == "__main__":
    main()
