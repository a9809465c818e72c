"""A tour of ivy_mech: one rotation and one pose through every representation, on any backend.

    python demos/mech_conversions.py                     # NumPy
    python demos/mech_conversions.py --backend torch     # torch tensors in, torch tensors out

The same ivy_mech code runs on the chosen backend's native arrays: the rotation is written in each
representation (matrix, quaternion, axis-angle, rotation vector, polar axis-angle, Euler angles),
every one of the 30 pairwise rotation converters and 42 pose converters is called, and each
result is turned back into a rotation matrix to show that they all agree. Then quaternion algebra,
uniformly random rotations and a target-facing camera.
"""

import itertools
import os
import sys

import ivy
import ivy_mech

# the tour computes in float64: on JAX that needs its 64-bit mode, the user's setting (Ivy never
# changes it); this script is the user here (JAX reads the variable when it is imported)
os.environ.setdefault("JAX_ENABLE_X64", "1")

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:  # _cli.py beside this script (also when a test loads it)
    sys.path.insert(0, _HERE)
import _cli  # noqa: E402 - the demos' parser

ROTATIONS = ("rot_mat", "quaternion", "axis_angle", "rot_vec", "polar_axis_angle", "euler")
POSES = ("mat_pose", "homogeneous_pose", "quaternion_pose", "axis_angle_pose", "rot_vec_pose",
         "polar_axis_angle_pose", "euler_pose")
ROT_VEC = [0.3, -0.5, 1.1]  # the example rotation: 1.24 rad about a tilted axis
POSITION = [1.0, 2.0, 3.0]
CONVENTION = "zyx"


def _fmt(x):
    values = ivy.to_numpy(x).reshape(-1).round(4) + 0.0
    return "[" + ", ".join(f"{v:.4f}" for v in values) + "]"


def _convert(src, dst, x):
    fn = getattr(ivy_mech, f"{src}_to_{dst}")
    return fn(x, convention=CONVENTION) if "euler" in src + dst else fn(x)


def _to_rot_mat(rep, x):
    return x if rep == "rot_mat" else _convert(rep, "rot_mat", x)


def _pose_to_mat(pose, x):
    return x if pose == "mat_pose" else _convert(pose, "mat_pose", x)


def run(backend="numpy", out=print):
    """Run the tour on ``backend``; return ``{name: native result}`` of every call made."""
    def arr(values):  # a float64 native array of the backend
        with ivy.use(backend):
            return ivy.asarray(values, dtype="float64")

    like = arr(ROT_VEC)
    results = {}
    kind = f"{type(like).__module__}.{type(like).__qualname__}"
    out(f"ivy_mech on {backend} ({kind}, float64); Euler convention {CONVENTION!r}\n")

    out("The rotation in every representation:")
    rotation = {"rot_vec": like}
    for rep in ROTATIONS:
        if rep != "rot_vec":
            rotation[rep] = _convert("rot_vec", rep, like)
        out(f"  {rep:<18}{_fmt(rotation[rep])}")
    reference = rotation["rot_mat"]

    out("\nEvery pairwise rotation converter, and how far its result's matrix is from the rotation:")
    for src, dst in itertools.permutations(ROTATIONS, 2):
        name = f"{src}_to_{dst}"
        results[name] = y = _convert(src, dst, rotation[src])
        err = float(ivy.max(ivy.abs(ivy.subtract(_to_rot_mat(dst, y), reference))))
        out(f"  {name:<32}{_fmt(y) if dst != 'rot_mat' else '(3x3, as above)':<36}{err:.1e}")

    out("\nThe pose (position [1, 2, 3]) in every representation:")
    position = arr(POSITION)
    pose = {"rot_vec_pose": ivy.concat([position, like], axis=-1)}
    for p in POSES:
        if p != "rot_vec_pose":
            pose[p] = _convert("rot_vec_pose", p, pose["rot_vec_pose"])
        out(f"  {p:<23}{_fmt(pose[p]) if p != 'homogeneous_pose' else '(4x4: mat_pose and 0 0 0 1)'}")
    out("Every pairwise pose converter, by source (largest deviation of the results' [R | t]):")
    mat_reference = pose["mat_pose"]
    for src in POSES:
        errs = []
        for dst in POSES:
            if dst != src:
                results[f"{src}_to_{dst}"] = y = _convert(src, dst, pose[src])
                errs.append(float(ivy.max(ivy.abs(ivy.subtract(_pose_to_mat(dst, y),
                                                               mat_reference)))))
        out(f"  {src + '_to_*':<27}6 converters  {max(errs):.1e}")

    out("\nQuaternion algebra:")
    q = rotation["quaternion"]
    steps = {
        "q * q (twice the angle)": ivy_mech.hamilton_product(q, q),
        "inverse(q)": ivy_mech.inverse_quaternion(q),
        "slerp(identity, q, 0.5)": ivy_mech.slerp(arr([0.0, 0.0, 0.0, 1.0]), q, 0.5),
        "scale angle of q by 0.5": ivy_mech.scale_quaternion_rotation_angle(q, 0.5),
        "rotate [1, 0, 0] by q": ivy_mech.rotate_vectors_by_quaternion(
            q, arr([1.0, 0.0, 0.0])),
    }
    for name, y in steps.items():
        results[name] = y
        out(f"  {name:<28}{_fmt(y)}")

    out("\nUniformly random rotations (seeded), and a camera looking from [1, 2, 3] at the origin:")
    with ivy.use(backend):
        results["random_quaternion"] = r = ivy_mech.random_quaternion((3,), dtype="float64", seed=0)
    for row in range(3):
        out(f"  random_quaternion((3,))[{row}]  {_fmt(r[row])}")
    results["target_facing_rotation_matrix"] = cam = ivy_mech.target_facing_rotation_matrix(
        position, ivy.zeros_like(position))
    for axis, column in zip("xyz", range(3)):
        out(f"  camera {axis} axis (target_facing_rotation_matrix column) {_fmt(cam[:, column])}")
    return results


def main(argv=None):
    p = _cli.DemoParser(__doc__)
    p.add_argument("--backend", default="numpy", choices=sorted(ivy._backend.BACKENDS),
                   help="whose native arrays the converters take and return")
    run(p.parse_args(argv).backend)


if __name__ == "__main__":
    main(sys.argv[1:])
