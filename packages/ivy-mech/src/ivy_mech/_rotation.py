"""Private conversion primitives between rotation representations (inputs already checked).

Representations: ``m`` rotation matrix ``[..., 3, 3]``; ``q`` quaternion ``[qx, qy, qz, qw]``;
``aa`` axis-angle ``[ex, ey, ez, theta]``; ``rv`` rotation vector ``theta * e``; ``paa`` polar
axis-angle ``[inclination, azimuth, theta]``; ``e`` Euler angles (12 extrinsic conventions).
The public pairwise converters in :mod:`ivy_mech.orientation` chain these along the graph
``m - q - aa - paa``, ``q - rv - aa``, ``e - q``, and ``rv -> m`` (Rodrigues).
"""

import math

import ivy

from ._checks import safe_atan2, safe_hypot, safe_norm, safe_sqrt, unit, wrap_angle

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


def matrix(rows):
    """``[..., 3, 3]`` from a 3x3 nested list of ``[...]`` arrays.

    One stack and a reshape where the batch shape is known (NumPy copies a stack along the
    second-last axis in small blocks, 8x slower); a stack of stacks where it is not (TensorFlow
    graphs with unknown dimensions)."""
    flat = ivy.stack([e for r in rows for e in r], axis=-1)
    batch = tuple(flat.shape[:-1])
    if all(isinstance(d, int) for d in batch):
        return ivy.reshape(flat, (*batch, 3, 3))
    return ivy.stack([ivy.stack(r, axis=-1) for r in rows], axis=-2)


def q2m(q):
    # s = 2 / |q|^2 makes the formula exact for non-unit quaternions too
    x, y, z, w = ivy.unstack(q, axis=-1)
    m = ivy.multiply
    xx, yy, zz = m(x, x), m(y, y), m(z, z)
    xy, xz, yz = m(x, y), m(x, z), m(y, z)
    wx, wy, wz = m(w, x), m(w, y), m(w, z)
    s = ivy.divide(2.0, xx + yy + zz + m(w, w))
    return matrix([
        [1.0 - m(s, yy + zz), m(s, xy - wz), m(s, xz + wy)],
        [m(s, xy + wz), 1.0 - m(s, xx + zz), m(s, yz - wx)],
        [m(s, xz - wy), m(s, yz + wx), 1.0 - m(s, xx + yy)],
    ])


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


def _half_angle_terms(rv):
    """``angle [..., 1]``, ``sin(angle / 2) / angle`` (Taylor series near 0) and ``cos(angle / 2)``
    of rotation vectors."""
    angle = safe_norm(rv, keepdims=True)
    small = ivy.less(angle, _SMALL_ANGLE)
    a2 = ivy.multiply(angle, angle)
    taylor = 0.5 - ivy.multiply(a2, 1.0 / 48.0) + ivy.multiply(ivy.multiply(a2, a2), 1.0 / 3840.0)
    half = ivy.multiply(angle, 0.5)
    sinc = ivy.where(small, taylor, ivy.divide(ivy.sin(half), ivy.where(small, 1.0, angle)))
    return angle, sinc, ivy.cos(half)


def _one_hot_like(x, n, k):
    """``[..., n]`` zeros with a 1 at index ``k`` (``x``: ``[..., 1]``, gives dtype and backend)."""
    zero = ivy.zeros_like(x)
    return ivy.concat([ivy.ones_like(x) if i == k else zero for i in range(n)], axis=-1)


def rv2q(rv):
    # q = [sinc * rv, cos(angle / 2)], negated where cos < 0 (canonical). Written as a sum of
    # per-row scalars times [..., 4] arrays rather than a concatenation of expressions: XLA then
    # computes the sine and cosine once per row (it re-evaluates a concatenation's operands).
    _, sinc, c = _half_angle_terms(rv)
    sign = ivy.where(ivy.less(c, 0.0), -1.0, 1.0)
    rv4 = ivy.concat([rv, ivy.zeros_like(c)], axis=-1)
    return ivy.add(ivy.multiply(rv4, ivy.multiply(sinc, sign)),
                   ivy.multiply(_one_hot_like(c, 4, 3), ivy.multiply(c, sign)))


def rv2m(rv):
    # Rodrigues: R = cos(t) I + (sin(t) / t) [rv]x + ((1 - cos(t)) / t^2) rv rv^T, with the
    # coefficients from the half angle (no cancellation in 1 - cos) and its Taylor series near 0.
    # Nine per-row expressions stacked once: the fewest operations in eager mode.
    angle, sinc, c = _half_angle_terms(rv)
    m = ivy.multiply
    a = m(m(sinc, c), 2.0)[..., 0]  # sin(t) / t
    b = m(m(sinc, sinc), 2.0)[..., 0]  # (1 - cos(t)) / t^2
    ts = m(angle, sinc)[..., 0]  # sin(t / 2)
    cos_t = ivy.subtract(1.0, m(m(ts, ts), 2.0))
    x, y, z = ivy.unstack(rv, axis=-1)
    bx, by, bz = m(b, x), m(b, y), m(b, z)
    ax, ay, az = m(a, x), m(a, y), m(a, z)
    bxy, bxz, byz = m(bx, y), m(bx, z), m(by, z)
    return matrix([[cos_t + m(bx, x), bxy - az, bxz + ay],
                   [bxy + az, cos_t + m(by, y), byz - ax],
                   [bxz - ay, byz + ax, cos_t + m(bz, z)]])


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
    # 12 conventions follow from atan2 of its elements. Gimbal lock (middle angle 0 or pi, to
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
    # with z1 = a + ib and z2 = c + id: middle = 2 atan2(|z2|, |z1|), first = arg(z1) - arg(z2),
    # third = arg(z1) + arg(z2), each from one atan2 of products (z1 conj(z2), z1 z2): every
    # output has its own atan2 (cheaper, and XLA does not compute a shared one three times)
    m = ivy.multiply
    ab2, cd2 = m(a, a) + m(b, b), m(c, c) + m(d, d)
    mid = ivy.multiply(2.0, ivy.atan2(safe_sqrt(cd2), safe_sqrt(ab2)))
    # gimbal lock: the middle angle within eps of 0 or pi, i.e. |z2| <= tan(eps / 2) |z1| or
    # the reverse; there the third angle is 0 and the first is arg(z1^2) or -arg(z2^2)
    eps = max(1e-7, 10.0 * ivy.finfo(q.dtype).eps)
    t2 = math.tan(eps / 2) ** 2
    at_zero = ivy.less_equal(cd2, m(ab2, t2))
    at_pi = ivy.less_equal(ab2, m(cd2, t2))
    regular = ivy.logical_not(ivy.logical_or(at_zero, at_pi))
    ac, bd, ad, bc = m(a, c), m(b, d), m(a, d), m(b, c)
    first = ivy.atan2(
        ivy.where(regular, bc - ad, ivy.where(at_zero, m(m(a, b), 2.0), m(m(c, d), -2.0))),
        ivy.where(regular, ac + bd, ivy.where(at_zero, m(a, a) - m(b, b), m(c, c) - m(d, d))))
    third = ivy.atan2(ivy.where(regular, ad + bc, 0.0), ivy.where(regular, ac - bd, 1.0))
    if not symmetric:
        third = ivy.multiply(third, sign)
        mid = ivy.subtract(mid, ivy.pi / 2)
    # the middle angle is in [0, pi] (symmetric) or [-pi/2, pi/2]: only the others need wrapping
    return ivy.stack([wrap_angle(first), mid, wrap_angle(third)], axis=-1)
