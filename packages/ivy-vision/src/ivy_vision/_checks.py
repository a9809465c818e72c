"""Input checks shared by ivy_vision's public functions, and small numerically safe helpers.

Every public function validates its inputs once, at the edge (STYLE habit 14), and raises
:class:`ivy.IvyValueError` naming the function, the argument and the expected shape. Values are
checked (singular calibration matrices) only where the arrays are concrete: under ``jax.jit`` or
``tf.function`` a value check cannot run, and the documented non-finite result stands instead.
"""

import ivy


def fail(fname, message):
    raise ivy.IvyValueError(f"ivy_vision.{fname}: {message}")


def shape_text(trailing):
    return "[..., " + ", ".join("n" if t is None else str(t) for t in trailing) + "]"


def check_shape(x, trailing, fname, argname, min_batch=0):
    """Raise IvyValueError unless ``x`` is an array whose shape ends with ``trailing`` (``None``
    matches any size) and has at least ``min_batch`` leading dimensions before it."""
    shape = getattr(x, "shape", None)
    if shape is None:
        fail(fname, f"expected {argname} to be an array of shape {shape_text(trailing)}, got a "
                    f"{type(x).__name__}")
    shape = tuple(shape)
    n = len(trailing)
    if len(shape) < n + min_batch or any(t is not None and d is not None and d != t
                                         for d, t in zip(shape[-n:] if n else (), trailing)):
        fail(fname, f"expected {argname} of shape {shape_text(trailing)}"
                    + (f" with at least {min_batch} leading dimension(s)" if min_batch else "")
                    + f", got shape {shape}")
    return shape


def batch_shape(fname, *named):
    """The broadcast batch shape of ``(argname, array, n_trailing)`` triples, or IvyValueError
    naming the arrays whose batch dimensions do not broadcast (NumPy rules). A size unknown
    while tracing (``tf.function``) is its run-time value (a scalar array, see ``shape_of``)."""
    out = ()
    for _, x, n in named:
        shape = tuple(x.shape)
        b = shape[:len(shape) - n]
        try:
            out = _broadcast(out, b)
        except ValueError:
            desc = ", ".join(f"{a} {tuple(y.shape)} (batch {tuple(y.shape)[:len(y.shape) - k]})"
                             for a, y, k in named)
            fail(fname, f"batch dimensions do not broadcast: {desc}")
    return out if None not in out else runtime_batch(out, *((x, n) for _, x, n in named))


def _broadcast(a, b):
    """NumPy's broadcast of two static shapes; ``None`` (a size known only at run time, as
    ``tf.function`` leaves a Keras batch) broadcasts with anything: the known size wins (unless
    it is 1), and the run time checks it."""
    n = max(len(a), len(b))
    a = (1,) * (n - len(a)) + tuple(a)
    b = (1,) * (n - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x == y or y == 1 or y is None and x != 1:
            out.append(x)
        elif x == 1 or x is None:
            out.append(y)
        else:
            raise ValueError
    return tuple(out)


# --- unknown (symbolic) sizes: TensorFlow inside tf.function, e.g. a Keras model's None batch ---
def shape_of(x):
    """``x``'s shape: Python ints, and for each dimension that is unknown while tracing
    (``None``) its run-time size (a scalar int64 array). Static shapes return at once."""
    s = tuple(x.shape)
    if None not in s:
        return s
    rt = ivy.shape(x, as_array=True)
    return tuple(rt[i] if d is None else d for i, d in enumerate(s))


def runtime_batch(batch, *named):
    """``batch`` (a broadcast batch shape, from :func:`batch_shape`) with each unknown size
    replaced by its run-time value, read from the ``(array, n_trailing)`` pairs whose aligned
    dimension is unknown (the largest of them: broadcastable sizes are equal or 1)."""
    if None not in batch:
        return tuple(batch)
    out = list(batch)
    nb = len(batch)
    for x, k in named:
        s = tuple(x.shape)
        xb = s[:len(s) - k]
        if None not in xb:
            continue
        d = shape_of(x)
        for j, v in enumerate(xb):
            if v is None:
                i = nb - len(xb) + j
                out[i] = d[j] if out[i] is None else ivy.maximum(out[i], d[j])
    return tuple(out)


def flat_size(batch):
    """The product of a batch shape, or -1 (for a reshape) where a size is known only at run
    time (``None`` or a scalar array)."""
    n = 1
    for b in batch:
        if not isinstance(b, int):
            return -1
        n *= b
    return n


def stack_last(parts):
    """``parts`` (arrays of one shape ``[..., N]``) stacked on a new last axis, ``[..., N, k]``:
    a stack on the axis before, then a transposed view. On PyTorch a stack on the last axis
    interleaves element by element (7x slower for two ``[8, 16384]`` arrays), and the view's
    coordinates ``[..., i]`` are contiguous again for the next function."""
    if len(parts[0].shape) == 0:
        return ivy.stack(parts, axis=-1)
    nd = len(parts[0].shape) + 1
    return ivy.permute_dims(ivy.stack(parts, axis=-2), tuple(range(nd - 2)) + (nd - 1, nd - 2))


def check_image_dims(image_dims, fname, argname="image_dims"):
    try:
        h, w = (int(d) for d in image_dims)
    except (TypeError, ValueError):
        fail(fname, f"expected {argname} to be a pair of ints (height, width), got {image_dims!r}")
    if h < 1 or w < 1:
        fail(fname, f"expected {argname} of positive ints, got {image_dims!r}")
    return h, w


def check_choice(value, choices, fname, argname):
    if value not in choices:
        fail(fname, f"unknown {argname} {value!r}; expected one of {', '.join(map(repr, choices))}")


def concrete_any(cond):
    """``bool(any(cond))`` for concrete arrays; None when the values are symbolic (traced), or
    while ``torch.compile`` traces (reading a value would break its graph). On concrete arrays
    this reads one bool back to the host (on a GPU: one synchronisation)."""
    if ivy.compiler.is_compiling():
        return None
    try:
        return bool(ivy.to_numpy(ivy.any(cond)))
    except Exception:  # noqa: BLE001 - a tracer (jax.jit, tf.function) has no value to check
        return None


def check_calib(calib_mat, fname, argname="calib_mat"):
    """Shape ``[..., 3, 3]`` and, on concrete arrays, non-zero focal lengths."""
    check_shape(calib_mat, (3, 3), fname, argname)
    f = ivy.stack([calib_mat[..., 0, 0], calib_mat[..., 1, 1]], axis=-1)
    if concrete_any(ivy.logical_or(ivy.equal(f, 0.0), ivy.logical_not(ivy.isfinite(f)))):
        fail(fname, f"singular calibration matrix in {argname}: a focal length (K[0, 0] or K[1, 1]) "
                    "is zero or not finite")


# --- numerically safe helpers (double where: finite values and gradients on both branches) ---
def safe_divide(a, b, eps_mask):
    """``a / b`` where ``eps_mask`` is False; 0 (finite gradients) where it is True."""
    return ivy.where(eps_mask, 0.0, ivy.divide(a, ivy.where(eps_mask, 1.0, b)))


def safe_norm(x, keepdims=False):
    sq = ivy.sum(ivy.multiply(x, x), axis=-1, keepdims=keepdims)
    pos = ivy.greater(sq, 0.0)
    return ivy.where(pos, ivy.sqrt(ivy.where(pos, sq, 1.0)), 0.0)


def normalize(x):
    """``x / |x|`` over the last axis; 0 where ``x`` is 0."""
    n = safe_norm(x, keepdims=True)
    return safe_divide(x, n, ivy.equal(n, 0.0))


def apply_mat(mat, points, nspatial=0):
    """``mat @ p`` for points ``[..., *S, k]`` (``nspatial = len(S)`` point dimensions after the
    batch) and matrices ``[..., m, k]`` or ``[..., m, k + 1]`` (an affine map ``A p + t``).
    Returns ``[..., *S, m]``.

    Written as ``k`` multiply-adds of broadcast columns: for the 3x3 / 3x4 matrices of cameras
    this is about twice as fast as a batched matmul with its inner dimension of 3. Several batch
    dimensions are flattened into one first (MXNet slices arrays of at most 5 dimensions)."""
    k = points.shape[-1]
    mb = tuple(mat.shape[:-2])
    pb = tuple(points.shape[:len(points.shape) - 1 - nspatial])
    batch = _broadcast(mb, pb)
    if len(batch) > 1 and flat_size(batch) >= 0:  # (TF's unknown sizes: never on MXNet)
        s = tuple(points.shape[len(points.shape) - 1 - nspatial:-1])
        n = 1
        for b in batch:
            n *= b
        flat_mat = ivy.reshape(ivy.broadcast_to(mat, batch + tuple(mat.shape[-2:])),
                               (n,) + tuple(mat.shape[-2:]))
        flat_pts = ivy.reshape(ivy.broadcast_to(points, batch + s + (k,)), (n,) + s + (k,))
        out = apply_mat(flat_mat, flat_pts, nspatial)
        return ivy.reshape(out, batch + s + (out.shape[-1],))
    cols = ivy.matrix_transpose(mat)  # [..., k (+1), m]
    cols = ivy.reshape(cols, shape_of(cols)[:-2] + (1,) * nspatial + tuple(cols.shape[-2:]))
    out = ivy.multiply(points[..., 0:1], cols[..., 0, :])
    for j in range(1, k):
        out = ivy.add(out, ivy.multiply(points[..., j:j + 1], cols[..., j, :]))
    if mat.shape[-1] == k + 1:
        out = ivy.add(out, cols[..., k, :])
    return out


def batch_offsets(like, batch, step):
    """``step`` times the index of each batch element in the flattened batch, ``[*batch, 1]``
    int64 (``like``: any array of shape ``[*batch]``). ``arange`` over the flattened batch, or a
    cumulative sum of ones where the batch size is known only at run time."""
    n = flat_size(batch)
    if n >= 0:
        xp = ivy.current_backend(like)
        idx = xp.arange(n, dtype=ivy.int64, device=ivy.dev(like))
    else:
        idx = ivy.subtract(ivy.cumulative_sum(ivy.reshape(ivy.ones_like(like, dtype=ivy.int64), (-1,))), 1)
    return ivy.reshape(ivy.multiply(idx, step), tuple(batch) + (1,))


def scatter_rows(indices, updates, rows):
    """``ivy.scatter_nd`` (sum) of ``updates [n, C]`` into ``[rows, C]`` zeros; ``rows`` may be
    a run-time size (scalar array): then scattered into zeros made of that size."""
    c = int(updates.shape[-1])
    if isinstance(rows, int):
        return ivy.scatter_nd(indices, updates, (rows, c))
    xp = ivy.current_backend(updates)
    return ivy.scatter_nd(indices, updates, x=xp.zeros((rows, c), dtype=updates.dtype,
                                                       device=ivy.dev(updates)))


def flatten_batch(batch, *arrays):
    """``(array, n_trailing)`` pairs broadcast to ``batch`` and reshaped to ``[prod(batch),
    *trailing]`` (MXNet slices arrays of at most 5 dimensions). ``batch`` may hold unknown sizes
    (``None``, see :func:`runtime_batch`)."""
    n = flat_size(batch)
    batch = runtime_batch(batch, *arrays)
    out = []
    for x, k in arrays:
        trailing = tuple(x.shape[len(x.shape) - k:]) if k else ()
        out.append(ivy.reshape(ivy.broadcast_to(x, batch + trailing), (n,) + trailing))
    return out


def homogeneous(x):
    return ivy.concat([x, ivy.ones_like(x[..., :1])], axis=-1)


# --- border names: ivy_vision's canonical names and the ecosystem's unambiguous aliases ---------
# Sampling at continuous coordinates (resample, warps, bilinear_resample): PyTorch grid_sample's
# names (align_corners=True), and the other libraries' names for the same image extension.
SAMPLING_BORDERS = {
    "zeros": "zeros", "grid-constant": "zeros",  # SciPy map_coordinates' grid-constant
    "border": "border", "replicate": "border", "edge": "border", "nearest": "border",
    "reflection": "reflection", "mirror": "reflection", "reflect101": "reflection",
    "reflect_101": "reflection",
}
# Padding a filter's input (gaussian_blur, laplacian): SciPy ndimage's names, and aliases.
PAD_BORDERS = {
    "reflect": "reflect", "symmetric": "reflect",  # d c b a | a b c d (NumPy pad's symmetric)
    "mirror": "mirror", "reflect101": "mirror", "reflect_101": "mirror",  # d c b | a b c d
    "nearest": "nearest", "replicate": "nearest", "edge": "nearest", "border": "nearest",
    "constant": "constant", "zeros": "constant",
    "wrap": "wrap", "circular": "wrap",
}


def parse_border(border, aliases, fname, canonical=None):
    """The canonical name of ``border`` in ``aliases`` (a dict alias -> canonical name), limited
    to the ``canonical`` names if given; IvyValueError listing the valid names otherwise."""
    names = tuple(dict.fromkeys(aliases.values())) if canonical is None else tuple(canonical)
    out = aliases.get(border) if isinstance(border, str) else None
    if out is None or out not in names:
        valid = ", ".join(f"{n!r} (or {', '.join(repr(a) for a, c in aliases.items() if c == n and a != n)})"
                          if any(c == n and a != n for a, c in aliases.items()) else repr(n)
                          for n in names)
        fail(fname, f"unknown border {border!r}; expected one of {valid}")
    return out
