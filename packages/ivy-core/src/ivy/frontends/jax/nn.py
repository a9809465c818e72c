"""``jax.nn`` of the frontend: activations, ``softmax`` / ``log_softmax`` / ``logsumexp``,
``one_hot``, ``standardize``, ``dot_product_attention`` on Ivy, with JAX's defaults (``gelu`` is
the tanh approximation unless ``approximate=False``; ``leaky_relu``'s slope is 0.01).

Integer inputs of the floating-point activations are computed in float32 as JAX does.
``dot_product_attention``'s ``implementation=`` (``"xla"``, ``"cudnn"``) is accepted and ignored;
its sequence-length and local-window options are not supported (they raise).
"""

from __future__ import annotations

import ivy

from .. import _common
from .._common import kind_of, reject_option
from .array import _is_weak, native, scalar_like, wrap
from .numpy.creation import _dt as _jnp_dt
from .numpy.math import _arr, _inexact

UNSUPPORTED = {
    "scaled_dot_general": "block-scaled (fp8 / fp4) matmuls are not in Ivy",
    "scaled_matmul": "block-scaled (fp8 / fp4) matmuls are not in Ivy",
    "get_scaled_dot_general_config": "block-scaled (fp8 / fp4) matmuls are not in Ivy",
}
COMPOSED = frozenset({"relu6", "log_sigmoid", "celu", "glu", "hard_tanh", "hard_sigmoid",
                      "hard_silu", "hard_swish", "soft_sign", "squareplus", "sparse_plus",
                      "sparse_sigmoid", "log1mexp", "logmeanexp", "logsumexp", "standardize",
                      "softplus", "dot_product_attention", "mish", "leaky_relu"})


def _f(x):
    return _inexact(_arr(x))


def _c(d, v):
    return scalar_like(d, v, d.dtype)


def identity(x):
    return wrap(_arr(x), _is_weak(x))


def relu(x):
    d = _arr(x)
    return wrap(ivy.maximum(d, _c(d, 0)), _is_weak(x))


def relu6(x):
    d = _f(x)
    return wrap(ivy.minimum(ivy.maximum(d, _c(d, 0)), _c(d, 6)), _is_weak(x))


def sigmoid(x):
    return wrap(ivy.sigmoid(_f(x)), _is_weak(x))


def silu(x):
    return wrap(ivy.silu(_f(x)), _is_weak(x))


swish = silu


def tanh(x, /):
    return wrap(ivy.tanh(_f(x)), _is_weak(x))


def gelu(x, approximate=True):
    return wrap(ivy.gelu(_f(x), approximate=approximate), _is_weak(x))


def softplus(x):
    d = _f(x)
    return wrap(ivy.logaddexp(d, _c(d, 0.0)), _is_weak(x))


def log_sigmoid(x):
    d = _f(x)
    return wrap(ivy.negative(ivy.logaddexp(ivy.negative(d), _c(d, 0.0))), _is_weak(x))


def elu(x, alpha=1.0):
    d = _f(x)
    safe = ivy.where(ivy.greater(d, 0), _c(d, 0.0), d)
    return wrap(ivy.where(ivy.greater(d, 0), d, ivy.multiply(ivy.expm1(safe), alpha)))


def celu(x, alpha=1.0):
    d = _f(x)
    safe = ivy.minimum(d, _c(d, 0.0))
    return wrap(ivy.where(ivy.greater(d, 0), d, ivy.multiply(ivy.expm1(ivy.divide(safe, alpha)),
                                                               alpha)))


def selu(x):
    return wrap(ivy.selu(_f(x)))


def leaky_relu(x, negative_slope=0.01):
    d = _f(x)
    return wrap(ivy.where(ivy.greater_equal(d, 0), d, ivy.multiply(d, negative_slope)))


def hard_tanh(x):
    d = _arr(x)
    return wrap(ivy.clip(d, -1, 1) if kind_of(d.dtype) != "float" else
                ivy.minimum(ivy.maximum(d, _c(d, -1.0)), _c(d, 1.0)))


def hard_sigmoid(x):
    d = _f(x)
    return wrap(ivy.divide(relu6(ivy.add(d, 3.0))._data, 6.0))


def hard_silu(x):
    d = _f(x)
    return wrap(ivy.multiply(d, hard_sigmoid(d)._data))


hard_swish = hard_silu


def soft_sign(x):
    d = _f(x)
    return wrap(ivy.divide(d, ivy.add(ivy.abs(d), 1.0)))


def mish(x):
    d = _f(x)
    return wrap(ivy.multiply(d, ivy.tanh(softplus(d)._data)))


def squareplus(x, b=4):
    d = _f(x)
    return wrap(ivy.divide(ivy.add(d, ivy.sqrt(ivy.add(ivy.square(d), float(b)))), 2.0))


def sparse_plus(x):
    d = _f(x)
    mid = ivy.divide(ivy.square(ivy.add(d, 1.0)), 4.0)
    return wrap(ivy.where(ivy.less_equal(d, -1.0), _c(d, 0.0),
                          ivy.where(ivy.greater_equal(d, 1.0), d, mid)))


def sparse_sigmoid(x):
    d = _f(x)
    return wrap(ivy.clip(ivy.divide(ivy.add(d, 1.0), 2.0), 0.0, 1.0))


def log1mexp(x):
    d = _f(x)
    small = ivy.less(d, 0.6931471805599453)
    a = ivy.log(ivy.negative(ivy.expm1(ivy.negative(d))))
    b = ivy.log1p(ivy.negative(ivy.exp(ivy.negative(d))))
    return wrap(ivy.where(small, a, b))


def glu(x, axis=-1):
    d = _arr(x)
    n = int(d.shape[axis])
    a, b = ivy.split(d, num_or_size_splits=[n // 2, n - n // 2], axis=axis)
    return wrap(ivy.multiply(a, ivy.sigmoid(_inexact(b))))


def _axis(axis):
    return axis if axis is None or isinstance(axis, int) else tuple(axis)


def softmax(x, axis=-1, where=None, initial=None):
    d = _f(x)
    if where is None:
        return wrap(ivy.softmax(d, axis=axis) if isinstance(axis, int) else
                    _softmax_axes(d, _axis(axis)))
    w = native(where)
    m = ivy.max(ivy.where(w, d, _c(d, float("-inf"))), axis=_axis(axis), keepdims=True)
    e = ivy.where(w, ivy.exp(ivy.subtract(d, ivy.stop_gradient(m))), _c(d, 0.0))
    return wrap(ivy.divide(e, ivy.sum(e, axis=_axis(axis), keepdims=True)))


def _softmax_axes(d, axis):
    m = ivy.stop_gradient(ivy.max(d, axis=axis, keepdims=True))
    e = ivy.exp(ivy.subtract(d, m))
    return ivy.divide(e, ivy.sum(e, axis=axis, keepdims=True))


def log_softmax(x, axis=-1, where=None, initial=None):
    d = _f(x)
    if where is None and isinstance(axis, int):
        return wrap(ivy.log_softmax(d, axis=axis))
    w = None if where is None else native(where)
    masked = d if w is None else ivy.where(w, d, _c(d, float("-inf")))
    m = ivy.stop_gradient(ivy.max(masked, axis=_axis(axis), keepdims=True))
    shifted = ivy.subtract(d, m)
    e = ivy.exp(shifted) if w is None else ivy.where(w, ivy.exp(shifted), _c(d, 0.0))
    out = ivy.subtract(shifted, ivy.log(ivy.sum(e, axis=_axis(axis), keepdims=True)))
    return wrap(out if w is None else ivy.where(w, out, _c(d, float("-inf"))))


def logsumexp(a, axis=None, b=None, keepdims=False, return_sign=False, where=None):
    d = _f(a)
    ax = _axis(axis)
    if where is not None:
        d = ivy.where(native(where), d, _c(d, float("-inf")))
    m = ivy.max(d, axis=ax, keepdims=True)
    m = ivy.stop_gradient(ivy.where(ivy.isfinite(m), m, ivy.zeros_like(m)))
    e = ivy.exp(ivy.subtract(d, m))
    if b is not None:
        e = ivy.multiply(e, _inexact(_arr(b)))
    s = ivy.sum(e, axis=ax, keepdims=True)
    sign = ivy.sign(s)
    out = ivy.add(ivy.log(ivy.abs(s)), m)
    if not keepdims:
        squeeze_axes = tuple(range(len(d.shape))) if ax is None else ax
        out = ivy.squeeze(out, axis=squeeze_axes)
        sign = ivy.squeeze(sign, axis=squeeze_axes)
    if return_sign:
        return wrap(out), wrap(sign)
    if b is not None:  # a negative sum has no real log
        out = ivy.where(ivy.less(sign, 0), _c(out, float("nan")), out)
    return wrap(out)


def logmeanexp(x, axis=None, where=None, keepdims=False):
    d = _f(x)
    ax = _axis(axis)
    lse = logsumexp(d, ax, keepdims=keepdims, where=where)._data
    if where is None:
        n = 1
        for i in (range(len(d.shape)) if ax is None else ([ax] if isinstance(ax, int) else ax)):
            n *= int(d.shape[i])
        return wrap(ivy.subtract(lse, ivy.log(_c(lse, float(n)))))
    cnt = ivy.sum(ivy.astype(native(where), d.dtype), axis=ax, keepdims=keepdims)
    return wrap(ivy.subtract(lse, ivy.log(cnt)))


def one_hot(x, num_classes, *, dtype=None, axis=-1):
    d = _arr(x)
    dt = "float32" if dtype is None else str(_dt(dtype))
    valid = ivy.logical_and(ivy.greater_equal(d, 0), ivy.less(d, num_classes))
    idx = ivy.where(valid, d, ivy.zeros_like(d))
    out = ivy.one_hot(ivy.astype(idx, "int64"), num_classes, axis=axis, dtype=dt)
    # JAX gives all zeros for an out-of-range class (Ivy's one_hot would wrap or raise)
    return wrap(ivy.multiply(out, ivy.astype(ivy.expand_dims(valid, axis=axis), dt)))


def _dt(dtype):
    return _jnp_dt(dtype)


def standardize(x, axis=-1, mean=None, variance=None, epsilon=1e-05, where=None, *,
                algorithm="fast"):
    if where is not None:
        reject_option("jax.nn", "standardize", "where", "<array>")
    d = _f(x)
    ax = _axis(axis)
    m = ivy.mean(d, axis=ax, keepdims=True) if mean is None else native(mean)
    if variance is None:
        variance = ivy.mean(ivy.square(ivy.abs(ivy.subtract(d, m))), axis=ax, keepdims=True)
    else:
        variance = native(variance)
    return wrap(ivy.multiply(ivy.subtract(d, m), ivy.reciprocal(ivy.sqrt(ivy.add(variance,
                                                                                 epsilon)))))


def dot_product_attention(query, key, value, bias=None, mask=None, *, scale=None,
                          is_causal=False, query_seq_lengths=None, key_value_seq_lengths=None,
                          local_window_size=None, implementation=None, return_residual=False):
    for name, v in (("query_seq_lengths", query_seq_lengths),
                    ("key_value_seq_lengths", key_value_seq_lengths),
                    ("local_window_size", local_window_size)):
        if v is not None:
            reject_option("jax.nn", "dot_product_attention", name, v)
    q, k, v = _f(query), _f(key), _f(value)
    squeeze = len(q.shape) == 3
    if squeeze:
        q, k, v = (ivy.expand_dims(t, axis=0) for t in (q, k, v))
    n_q, n_kv = int(q.shape[-2]), int(k.shape[-2])
    if n_kv != n_q:  # grouped-query attention: repeat the key / value heads
        k = ivy.repeat(k, n_q // n_kv, axis=-2)
        v = ivy.repeat(v, n_q // n_kv, axis=-2)
    h = int(q.shape[-1])
    s = (1.0 / h ** 0.5) if scale is None else scale
    logits = ivy.multiply(ivy.einsum("btnh,bsnh->bnts", q, k), s)
    if bias is not None:
        b = native(bias)
        logits = ivy.add(logits, b if len(b.shape) == 4 or not squeeze else ivy.expand_dims(b, axis=0))
    t, sk = int(q.shape[1]), int(k.shape[1])
    keep = None
    if mask is not None:
        keep = ivy.astype(native(mask), "bool")
        if squeeze and len(keep.shape) == 3:
            keep = ivy.expand_dims(keep, axis=0)
    if is_causal:
        causal = ivy.astype(ivy.tril(ivy.ones((t, sk), dtype="int32", device=ivy.dev(q))), "bool")
        keep = causal if keep is None else ivy.logical_and(keep, causal)
    if keep is not None:
        big = float(ivy.finfo(logits.dtype).min) * 0.7
        logits = ivy.where(keep, logits, _c(logits, big))
    w = ivy.softmax(logits, axis=-1)
    out = ivy.einsum("bnts,bsnh->btnh", w, v)
    if squeeze:
        out = ivy.squeeze(out, axis=0)
    return wrap(out)


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("jax.nn", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.jax.nn' has no attribute {name!r}")
