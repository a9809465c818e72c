"""Private conversion primitives between rotation representations (inputs already checked).

Representations: ``m`` rotation matrix ``[..., 3, 3]``; ``q`` quaternion ``[qx, qy, qz, qw]``;
``aa`` axis-angle ``[ex, ey, ez, theta]``; ``rv`` rotation vector ``theta * e``; ``paa`` polar
axis-angle ``[inclination, azimuth, theta]``; ``e`` Euler angles (12 extrinsic conventions).
The public pairwise converters in :mod:`ivy_mech.orientation` chain these along the graph
``m - q - aa - paa``, ``q - rv - aa``, ``e - q``.
"""

import ivy

from ._checks import safe_atan2, safe_hypot, safe_norm, unit, wrap_angle

# below this rotation angle the rotation-vector maps use their Taylor series
_SMALL_ANGLE = 1e-3


def hamilton(p, q):
    """Hamilton product ``p * q`` of xyzw quaternions (broadcasting)."""
    px, py, pz, pw = ivy.unstack(p, axis=-1)
    qx, qy, qz, qw = ivy.unstack(q, axis=-1)
    m = ivy.multiply
    return ivy.stack([
        m(pw, qx) + m(px, qw) + m(py, qz) - m(pz, qy),
        m(pw, qy) - m(px, qz) + m(py, qw) + m(pz, qx),
        m(pw, qz) + m(px, qy) - m(py, qx) + m(pz, qw),
        m(pw, qw) - m(px, qx) - m(py, qy) - m(pz, qz),
    ], axis=-1)


def normalize(q):
    return ivy.divide(q, ivy.linalg.vector_norm(q, axis=-1, keepdims=True))


def canonical(q):
    """The same rotation with ``w >= 0`` (q and -q are one rotation)."""
    return ivy.where(ivy.less(q[..., 3:], 0.0), ivy.negative(q), q)


def q2m(q):
    # s = 2 / |q|^2 makes the formula exact for non-unit quaternions too
    x, y, z, w = ivy.unstack(q, axis=-1)
    s = ivy.divide(2.0, ivy.sum(ivy.multiply(q, q), axis=-1))
    m = ivy.multiply
    xx, yy, zz = m(x, x), m(y, y), m(z, z)
    xy, xz, yz = m(x, y), m(x, z), m(y, z)
    wx, wy, wz = m(w, x), m(w, y), m(w, z)
    rows = [
        [1.0 - m(s, yy + zz), m(s, xy - wz), m(s, xz + wy)],
        [m(s, xy + wz), 1.0 - m(s, xx + zz), m(s, yz - wx)],
        [m(s, xz - wy), m(s, yz + wx), 1.0 - m(s, xx + yy)],
    ]
    return ivy.stack([ivy.stack(r, axis=-1) for r in rows], axis=-2)


def m2q(r):
    # Shepperd's method: of the four expressions for 4*q_k*q, use the one whose q_k is largest
    r00, r01, r02 = r[..., 0, 0], r[..., 0, 1], r[..., 0, 2]
    r10, r11, r12 = r[..., 1, 0], r[..., 1, 1], r[..., 1, 2]
    r20, r21, r22 = r[..., 2, 0], r[..., 2, 1], r[..., 2, 2]
    tr = r00 + r11 + r22
    cands = [
        [1.0 + r00 - r11 - r22, r01 + r10, r02 + r20, r21 - r12],
        [r01 + r10, 1.0 - r00 + r11 - r22, r12 + r21, r02 - r20],
        [r02 + r20, r12 + r21, 1.0 - r00 - r11 + r22, r10 - r01],
        [r21 - r12, r02 - r20, r10 - r01, 1.0 + tr],
    ]
    choice = ivy.argmax(ivy.stack([r00, r11, r22, tr], axis=-1), axis=-1, keepdims=True)
    q = ivy.stack(cands[3], axis=-1)
    for k in range(3):
        q = ivy.where(ivy.equal(choice, k), ivy.stack(cands[k], axis=-1), q)
    return canonical(normalize(q))


def q2aa(q):
    q = canonical(normalize(q))
    v, w = q[..., :3], q[..., 3:]
    angle = ivy.multiply(2.0, ivy.atan2(safe_norm(v, keepdims=True), w))  # in [0, pi]
    return ivy.concat([unit(v), angle], axis=-1)


def aa2q(aa):
    half = ivy.multiply(aa[..., 3:], 0.5)
    return canonical(ivy.concat([ivy.multiply(unit(aa[..., :3]), ivy.sin(half)), ivy.cos(half)],
                                axis=-1))


def q2rv(q):
    q = canonical(normalize(q))
    v, w = q[..., :3], q[..., 3:]
    n = safe_norm(v, keepdims=True)  # sin(angle / 2)
    angle = ivy.multiply(2.0, ivy.atan2(n, w))
    small = ivy.less(angle, _SMALL_ANGLE)
    a2 = ivy.multiply(angle, angle)
    taylor = 2.0 + ivy.multiply(a2, 1.0 / 12.0) + ivy.multiply(ivy.multiply(a2, a2), 7.0 / 2880.0)
    scale = ivy.where(small, taylor, ivy.divide(angle, ivy.where(small, 1.0, n)))
    return ivy.multiply(scale, v)


def rv2q(rv):
    angle = safe_norm(rv, keepdims=True)
    small = ivy.less(angle, _SMALL_ANGLE)
    a2 = ivy.multiply(angle, angle)
    taylor = 0.5 - ivy.multiply(a2, 1.0 / 48.0) + ivy.multiply(ivy.multiply(a2, a2), 1.0 / 3840.0)
    half = ivy.multiply(angle, 0.5)
    scale = ivy.where(small, taylor, ivy.divide(ivy.sin(half), ivy.where(small, 1.0, angle)))
    return canonical(ivy.concat([ivy.multiply(scale, rv), ivy.cos(half)], axis=-1))


def rv2aa(rv):
    return ivy.concat([unit(rv), safe_norm(rv, keepdims=True)], axis=-1)


def aa2rv(aa):
    return ivy.multiply(unit(aa[..., :3]), aa[..., 3:])


def aa2paa(aa):
    e = unit(aa[..., :3])
    ex, ey, ez = ivy.unstack(e, axis=-1)
    inclination = ivy.atan2(safe_hypot(ex, ey), ez)
    azimuth = safe_atan2(ey, ex)
    return ivy.stack([inclination, azimuth, aa[..., 3]], axis=-1)


def paa2aa(paa):
    inclination, azimuth, angle = ivy.unstack(paa, axis=-1)
    s = ivy.sin(inclination)
    return ivy.stack([ivy.multiply(s, ivy.cos(azimuth)), ivy.multiply(s, ivy.sin(azimuth)),
                      ivy.cos(inclination), angle], axis=-1)


def _elementary(angle, axis):
    half = ivy.multiply(angle, 0.5)
    s, zero = ivy.sin(half), ivy.zeros_like(half)
    return ivy.stack([s if i == axis else zero for i in range(3)] + [ivy.cos(half)], axis=-1)


def e2q(e, axes):
    # extrinsic: R = R_k(a3) R_j(a2) R_i(a1), so q = q3 * q2 * q1
    a1, a2, a3 = ivy.unstack(e, axis=-1)
    i, j, k = axes
    return canonical(hamilton(_elementary(a3, k), hamilton(_elementary(a2, j), _elementary(a1, i))))


def q2e(q, axes):
    # Bernardes & Viollet (2022), "Quaternion to Euler angles conversion: a direct, general and
    # computationally efficient method": permute the quaternion so that the angles of any of the
    # 12 conventions follow from two atan2 of its elements. Gimbal lock (middle angle 0 or pi, to
    # `eps`): the third angle is set to 0, as SciPy does. Works on non-unit quaternions.
    i, j, k = axes
    symmetric = i == k
    if symmetric:
        k = 3 - i - j
    sign = float((i - j) * (j - k) * (k - i) // 2)
    qi, qj, qk, w = q[..., i], q[..., j], ivy.multiply(q[..., k], sign), q[..., 3]
    if symmetric:
        a, b, c, d = w, qi, qj, qk
    else:
        a, b, c, d = w - qj, qi + qk, qj + w, qk - qi
    mid = ivy.multiply(2.0, ivy.atan2(safe_hypot(c, d), safe_hypot(a, b)))
    half_sum, half_diff = safe_atan2(b, a), safe_atan2(d, c)
    eps = max(1e-7, 10.0 * ivy.finfo(q.dtype).eps)
    at_zero = ivy.less_equal(ivy.abs(mid), eps)
    at_pi = ivy.less_equal(ivy.abs(ivy.subtract(mid, ivy.pi)), eps)
    regular = ivy.logical_not(ivy.logical_or(at_zero, at_pi))
    first = ivy.where(regular, half_sum - half_diff,
                      ivy.where(at_zero, ivy.multiply(half_sum, 2.0),
                                ivy.multiply(half_diff, -2.0)))
    third = ivy.where(regular, half_sum + half_diff, 0.0)
    if not symmetric:
        third = ivy.multiply(third, sign)
        mid = ivy.subtract(mid, ivy.pi / 2)
    # the middle angle is in [0, pi] (symmetric) or [-pi/2, pi/2]: only the others need wrapping
    return ivy.stack([wrap_angle(first), mid, wrap_angle(third)], axis=-1)
