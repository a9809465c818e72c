"""Layer functions (Ivy's own, beyond the standard): the stateless maths behind the usual layers.

Weights are plain arrays passed in (nothing is created or stored here); batch dimensions lead
and features are last. Projection weights use PyTorch's ``[out, in]`` layout
(``linear(x, w) = x @ w.T``); the LSTM's kernels use the ``[in, 4 * hidden]`` layout
(``x @ kernel``), gates in the order input, forget, cell candidate, output.
"""

import math

from .._rules import nn as _nn
from .._rules.layers import _broadcast, _matrix, attention_args, lstm_args  # noqa: F401
from ._api import composed


@composed
def dropout(xp, x, prob, /, *, scale=True, training=True, seed=None):
    """Randomly zero elements of ``x`` with probability ``prob`` (the others scaled by
    ``1 / (1 - prob)`` unless ``scale=False``).

    The mask comes from Ivy's random generator (``ivy.seed``), so runs repeat; ``seed=`` gives
    the same mask on every call. With ``training=False`` or ``prob=0``, ``x`` itself comes back
    (no op); with ``prob=1`` every element is zeroed.

    Args:
        x: real floating array ``[...]``.
        prob: drop probability, a Python number in ``[0, 1]``.
        scale: scale the kept elements so the expected value is unchanged.
        training: apply dropout (False: identity).
        seed: draw the mask from a one-off generator seeded with this int.

    Returns:
        Array of ``x``'s shape and dtype.

    Raises:
        IvyValueError: ``prob`` is not a number in ``[0, 1]``.
        IvyDtypeError: ``x`` is not real floating.

    Example:
        >>> import ivy, numpy as np
        >>> y = ivy.dropout(np.ones(1000), 0.25, seed=0)
        >>> sorted(set(y.round(4).tolist())), bool(abs(float((y == 0).mean()) - 0.25) < 0.05)
        ([0.0, 1.3333], True)
    """
    _nn.probability("dropout", prob, "prob")
    if not training or prob == 0:
        return x
    if not xp.isdtype(x.dtype, "real floating"):
        raise _nn.IvyDtypeError(f"ivy.dropout: x must be a real floating array, got "
                                f"{xp.as_ivy_dtype(x.dtype)}")
    if prob == 1:
        return xp.zeros_like(x)
    u = xp.random_uniform(shape=_nn.shape_of(x), dtype=x.dtype, device=_nn.device_of(xp, x),
                          seed=seed)
    y = xp.divide(x, 1.0 - prob) if scale else x
    return xp.where(xp.greater_equal(u, prob), y, 0.0)


@composed
def fourier_encode(xp, x, max_freq, /, *, num_bands=4, linear=False, concat=True, flip=False):
    """Fourier features of positions: ``sin`` and ``cos`` of ``pi * s_b * x`` for ``num_bands``
    frequency scales ``s_b`` (Perceiver-style position encoding).

    The scales run from 1 to ``max_freq / 2``: geometrically, ``s_b = (max_freq / 2) **
    (b / (B - 1))``, or evenly spaced with ``linear=True``, ``s_b = 1 + b * (max_freq / 2 - 1) /
    (B - 1)`` (``b = 0 .. B - 1``, ``B = num_bands``; ``s_0 = 1`` when ``B = 1``); ``flip``
    reverses their order.

    Args:
        x: real floating array ``[...]`` of positions (e.g. in ``[-1, 1]``).
        max_freq: positive number, twice the largest scale.
        num_bands: positive int ``B``.
        linear: evenly spaced instead of geometric scales.
        concat: return one array ``[..., 2B + 1]``: ``[sin_0 .. sin_{B-1}, cos_0 .. cos_{B-1},
            x]``; else the tuple ``(sin, cos)`` of two ``[..., B]`` arrays.
        flip: reverse the order of the scales.

    Returns:
        ``[..., 2B + 1]`` array, or ``(sin, cos)``, of ``x``'s dtype.

    Raises:
        IvyValueError: ``max_freq`` is not positive or ``num_bands`` not a positive int.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.fourier_encode(np.asarray([0.5]), 4.0, num_bands=2).round(4).tolist()
        [[1.0, 0.0, 0.0, -1.0, 0.5]]
    """
    _nn.positive("fourier_encode", max_freq, "max_freq")
    if type(num_bands) is not int or num_bands < 1:
        raise _nn.IvyValueError(f"ivy.fourier_encode: num_bands must be a positive int, got "
                                f"{num_bands!r}")
    top, last = max_freq / 2, max(num_bands - 1, 1)
    if linear:
        scales = [1.0 + (top - 1.0) * b / last for b in range(num_bands)]
    else:
        scales = [top ** (b / last) for b in range(num_bands)]
    if flip:
        scales.reverse()
    # one product per band with a Python scale (weak: x's dtype, on x's device)
    angles = xp.stack([xp.multiply(x, math.pi * v) for v in scales], axis=-1)
    sin, cos = xp.sin(angles), xp.cos(angles)
    if not concat:
        return sin, cos
    return xp.concat([sin, cos, xp.expand_dims(x, axis=-1)], axis=-1)


@composed
def linear(xp, x, weight, /, *, bias=None):
    """Affine map ``x @ weight.T + bias`` over the last axis (PyTorch's layout).

    Args:
        x: array ``[..., in]`` (any batch dimensions).
        weight: ``[out, in]``.
        bias: optional ``[out]``.

    Returns:
        Array ``[..., out]`` of the promoted dtype.

    Raises:
        IvyValueError: ``weight`` is not 2-d, ``x``'s last axis is not ``in``, or ``bias`` is
            not ``[out]``.

    Example:
        >>> import ivy, numpy as np
        >>> w = np.asarray([[1.0, 0.0], [1.0, 1.0], [0.0, 2.0]])
        >>> ivy.linear(np.asarray([[1.0, 2.0]]), w, bias=np.ones(3)).tolist()
        [[2.0, 4.0, 5.0]]
    """
    _nn.min_ndim("linear", x, 1, "x", "[..., in]")
    n_in = _nn.shape_of(x)[-1]
    n_out = _matrix("linear", weight, "weight", None, n_in, "[out, in]")[0]
    _nn.vector("linear", bias, n_out, "bias")
    y = xp.matmul(x, xp.matrix_transpose(weight))
    return y if bias is None else xp.add(y, bias)


@composed
def lstm_update(xp, x, init_h, init_c, kernel, recurrent_kernel, /, *, bias=None,
                recurrent_bias=None):
    """Run an LSTM over a sequence: every hidden state, and the final ``(h, c)``.

    At each step ``t``, ``z = x_t @ kernel + bias + h @ recurrent_kernel + recurrent_bias`` is
    split into four ``[..., H]`` gates in the order input ``i``, forget ``f``, cell candidate
    ``g``, output ``o``; then ``c = sigmoid(f) * c + sigmoid(i) * tanh(g)`` and
    ``h = sigmoid(o) * tanh(c)``.

    Args:
        x: inputs ``[..., T, in]`` (batch dimensions, time, features).
        init_h: initial hidden state ``[..., H]``.
        init_c: initial cell state ``[..., H]``.
        kernel: input weights ``[in, 4H]``.
        recurrent_kernel: hidden-state weights ``[H, 4H]``.
        bias: optional ``[4H]``.
        recurrent_bias: optional ``[4H]`` (added like ``bias``; PyTorch has both).

    Returns:
        ``(hs, (h, c))``: the hidden states ``[..., T, H]`` and the final states ``[..., H]``
        (the initial ones when ``T = 0``).

    Raises:
        IvyValueError: any shape differs from the above.

    Example:
        >>> import ivy, numpy as np
        >>> x, h0 = np.ones((2, 5, 3)), np.zeros((2, 4))
        >>> hs, (h, c) = ivy.lstm_update(x, h0, h0, np.full((3, 16), 0.1), np.zeros((4, 16)))
        >>> hs.shape, h.shape, bool(np.allclose(hs[:, -1], h))
        ((2, 5, 4), (2, 4), True)
    """
    steps, hid = lstm_args(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
    z = xp.matmul(x, kernel)  # every step's input projection at once: [..., T, 4H]
    for b in (bias, recurrent_bias):
        if b is not None:
            z = xp.add(z, b)
    h, c = init_h, init_c
    hs = []
    for zt in (xp.unstack(z, axis=-2) if steps else ()):
        g = xp.add(zt, xp.matmul(h, recurrent_kernel))
        i, f = xp.sigmoid(g[..., :hid]), xp.sigmoid(g[..., hid:2 * hid])
        cand, o = xp.tanh(g[..., 2 * hid:3 * hid]), xp.sigmoid(g[..., 3 * hid:])
        c = xp.add(xp.multiply(f, c), xp.multiply(i, cand))
        h = xp.multiply(o, xp.tanh(c))
        hs.append(h)
    out = xp.stack(hs, axis=-2) if hs else z[..., :hid]  # T = 0: z is [..., 0, 4H]
    return out, (h, c)


@composed
def multi_head_attention(xp, x, /, *, num_heads, q_proj, k_proj, v_proj, out_proj, context=None,
                         mask=None, q_bias=None, k_bias=None, v_bias=None, out_bias=None,
                         scale=None, is_causal=False, dropout_p=0.0, seed=None):
    """Multi-head attention: project, split into heads, attend, merge, project.

    ``q = linear(x, q_proj, q_bias)``, ``k = linear(context, k_proj, k_bias)``,
    ``v = linear(context, v_proj, v_bias)``; each is split into ``num_heads`` heads along its
    features, :func:`scaled_dot_product_attention` runs per head, and the merged heads go
    through ``linear(., out_proj, out_bias)``. Weights use ``linear``'s ``[out, in]`` layout.

    Args:
        x: queries' input ``[..., Lq, D]``.
        num_heads: positive int dividing the projected sizes ``Dq`` and ``Dv``.
        q_proj: ``[Dq, D]``.  k_proj: ``[Dq, Dc]``.  v_proj: ``[Dv, Dc]``.
        out_proj: ``[Do, Dv]``.
        context: keys' and values' input ``[..., Lk, Dc]`` (None: ``x``, self-attention).
        mask: boolean (True: attend) or additive float mask broadcast against
            ``[..., num_heads, Lq, Lk]``.
        q_bias, k_bias, v_bias, out_bias: optional biases ``[Dq]``, ``[Dq]``, ``[Dv]``, ``[Do]``.
        scale, is_causal, dropout_p, seed: as in :func:`scaled_dot_product_attention`
            (``scale`` None: ``1 / sqrt(Dq / num_heads)``).

    Returns:
        Array ``[..., Lq, Do]``.

    Raises:
        IvyValueError: a weight's shape does not fit, ``num_heads`` does not divide ``Dq`` or
            ``Dv``, or a shape/option error of the attention itself.

    Example:
        >>> import ivy, numpy as np
        >>> eye = np.eye(4)
        >>> y = ivy.multi_head_attention(np.ones((2, 3, 4)), num_heads=2, q_proj=eye, k_proj=eye,
        ...                              v_proj=eye, out_proj=eye)
        >>> y.shape, bool(np.allclose(y, 1.0))
        ((2, 3, 4), True)
    """
    fname = "multi_head_attention"
    ctx = x if context is None else context
    _nn.min_ndim(fname, x, 2, "x", "[..., Lq, D]")
    _nn.min_ndim(fname, ctx, 2, "context", "[..., Lk, Dc]")
    xs, cs = _nn.shape_of(x), _nn.shape_of(ctx)
    if type(num_heads) is not int or num_heads < 1:
        raise _nn.IvyValueError(f"ivy.{fname}: num_heads must be a positive int, got {num_heads!r}")
    dq = _matrix(fname, q_proj, "q_proj", None, xs[-1], "[Dq, D]")[0]
    _matrix(fname, k_proj, "k_proj", dq, cs[-1], "[Dq, Dc]")
    dv = _matrix(fname, v_proj, "v_proj", None, cs[-1], "[Dv, Dc]")[0]
    _matrix(fname, out_proj, "out_proj", None, dv, "[Do, Dv]")
    for d, name in ((dq, "Dq (q_proj's rows)"), (dv, "Dv (v_proj's rows)")):
        if d % num_heads:
            raise _nn.IvyValueError(f"ivy.{fname}: num_heads={num_heads} must divide {name} = {d}")
    batch = _broadcast(fname, (xs[:-2], cs[:-2]), ("x", "context"))
    _nn.broadcasts_into(fname, mask, batch + (num_heads, xs[-2], cs[-2]), "mask")

    def heads(t):  # [..., L, F] -> [..., num_heads, L, F / num_heads]
        s = _nn.shape_of(t)
        return xp.moveaxis(xp.reshape(t, s[:-1] + (num_heads, s[-1] // num_heads)), -2, -3)

    q = heads(xp.linear(x, q_proj, bias=q_bias))
    k = heads(xp.linear(ctx, k_proj, bias=k_bias))
    v = heads(xp.linear(ctx, v_proj, bias=v_bias))
    o = xp.scaled_dot_product_attention(q, k, v, scale=scale, mask=mask, is_causal=is_causal,
                                        dropout_p=dropout_p, seed=seed)
    o = xp.moveaxis(o, -3, -2)  # [..., Lq, num_heads, Dv / num_heads]
    o = xp.reshape(o, _nn.shape_of(o)[:-2] + (dv,))
    return xp.linear(o, out_proj, bias=out_bias)


@composed
def scaled_dot_product_attention(xp, q, k, v, /, *, scale=None, mask=None, is_causal=False,
                                 dropout_p=0.0, seed=None):
    """Attention ``softmax(q @ k.T * scale + mask) @ v`` over the last two axes.

    A boolean ``mask`` keeps the scores where it is True (the others are -inf); a float mask is
    added to the scores. ``is_causal`` also keeps only ``j <= i`` (query ``i``, key ``j``,
    aligned at the top left when ``Lq != Lk``), combined with ``mask`` if both are given. A
    query whose every key is masked out gets zero weights, so its output row is 0 (as
    PyTorch). ``dropout_p`` drops attention weights with :func:`dropout` (``seed`` as there).

    Args:
        q: queries ``[..., Lq, E]``.
        k: keys ``[..., Lk, E]``.
        v: values ``[..., Lk, Ev]`` (batch dimensions of the three broadcast).
        scale: factor of the scores (None: ``1 / sqrt(E)``).
        mask: boolean or real floating array broadcast against ``[..., Lq, Lk]``.
        is_causal: apply the causal (lower-triangular) mask.
        dropout_p: dropout probability of the attention weights, in ``[0, 1]``.
        seed: seed of the dropout mask (None: Ivy's generator).

    Returns:
        Array ``[..., Lq, Ev]`` of the promoted dtype.

    Raises:
        IvyValueError: shapes do not fit (feature sizes, lengths, batch dimensions, mask), or a
            bad ``scale``/``dropout_p``.
        IvyDtypeError: ``mask`` is neither boolean nor real floating.

    Example:
        >>> import ivy, numpy as np
        >>> q, k = np.ones((1, 2)), np.asarray([[1.0, 0.0], [0.0, 1.0]])
        >>> v = np.asarray([[1.0, 0.0], [0.0, 4.0]])
        >>> ivy.scaled_dot_product_attention(q, k, v).tolist()
        [[0.5, 2.0]]
    """
    _, lq, lk, e = attention_args(q, k, v, scale, mask, dropout_p)
    if scale is None:
        scale = 1.0 / math.sqrt(e) if e else 1.0
    s = xp.multiply(xp.matmul(q, xp.matrix_transpose(k)), scale)
    if lk == 0:  # no keys: every row is fully masked, the output is 0 (an empty matmul)
        return xp.matmul(s, v)
    keep = None
    if is_causal:  # made like the scores: their device, also while traced
        keep = xp.tril(xp.ones_like(s, dtype=xp.bool))
    if mask is not None:
        if xp.isdtype(xp.as_ivy_dtype(mask.dtype), "bool"):
            keep = mask if keep is None else xp.logical_and(keep, mask)
        else:
            s = xp.add(s, mask)
    if keep is not None:
        s = xp.where(keep, s, -math.inf)
    # softmax whose fully masked rows (all -inf) give zero weights instead of 0 / 0
    m = xp.max(s, axis=-1, keepdims=True)
    m = xp.where(xp.isfinite(m), m, 0.0)
    e_s = xp.exp(xp.subtract(s, m))
    d = xp.sum(e_s, axis=-1, keepdims=True)
    w = xp.divide(e_s, xp.where(xp.equal(d, 0.0), 1.0, d))
    if dropout_p:
        w = xp.dropout(w, dropout_p, seed=seed)
    return xp.matmul(w, v)
