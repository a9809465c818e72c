"""Layers: ``Module``s holding the variables of Ivy's layer functions (``ivy.linear``,
``ivy.layer_norm``, ``ivy.batch_norm``, ``ivy.dropout``, ``ivy.lstm_update``,
``ivy.multi_head_attention``) and calling them. Shapes and layouts are those functions' (batch
dimensions lead, features last; projection weights ``[out, in]``). Convolution and pooling layers
are in ``conv_layers``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Unpack

from ..errors import IvyValueError
from ..functional import creation as _creation
from ..functional import device as _device
from ..functional import gradients as _gradients
from ..functional import indexing as _indexing
from ..functional import layers as _layers
from ..functional import manipulation as _manipulation
from ..functional import norms as _norms
from .initializers import GlorotUniform, Initializer, Ones, RandomNormal, Zeros
from .module import Module, ModuleOptions

_MODULE_CALL = Module.__call__


def _positive(layer, **sizes):
    for name, n in sizes.items():
        if type(n) is not int or n < 1:
            raise IvyValueError(f"ivy.{layer}: {name} must be a positive int, got {n!r}")


class Linear(Module):
    """Affine layer ``y = x @ w.T + b`` (``ivy.linear``): ``x`` ``[..., in]`` -> ``[..., out]``.

    Variables: ``w`` ``[out, in]`` (``weight_initializer``, Glorot uniform), ``b`` ``[out]``
    (``bias_initializer``, zeros) unless ``with_bias=False``.

    Example:
        >>> import ivy, numpy as np
        >>> layer = ivy.Linear(3, 2)
        >>> layer(np.ones((4, 3), dtype="float32")).shape, layer.v.w.shape
        ((4, 2), (2, 3))
    """

    def __init__(self, input_channels: int, output_channels: int, *, with_bias: bool = True,
                 weight_initializer: Initializer | None = None,
                 bias_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        _positive("Linear", input_channels=input_channels, output_channels=output_channels)
        self._in, self._out, self._with_bias = input_channels, output_channels, with_bias
        self._w_init = weight_initializer or GlorotUniform()
        self._b_init = bias_initializer or Zeros()
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        v = {"w": self._w_init((self._out, self._in), fan_in=self._in, fan_out=self._out,
                               dtype=dtype, device=device)}
        if self._with_bias:
            v["b"] = self._b_init((self._out,), fan_in=self._in, fan_out=self._out, dtype=dtype,
                                  device=device)
        return v

    def _forward(self, x):
        v = self._v
        try:  # the variables' own dict: no attribute or key-chain look-up per call
            w = dict.__getitem__(v, "w")
            b = dict.__getitem__(v, "b") if self._with_bias else None
        except (KeyError, TypeError):  # missing: the Container's error names its keys
            w, b = self.v.w, (self.v.b if self._with_bias else None)
        return _layers.linear(x, w, bias=b)


class Embedding(Module):
    """Lookup table: integer ids ``[...]`` -> rows of ``w`` ``[..., embedding_dim]``.

    Variables: ``w`` ``[vocab_size, embedding_dim]`` (``weight_initializer``, standard normal).

    Example:
        >>> import ivy, numpy as np
        >>> emb = ivy.Embedding(10, 4)
        >>> emb(np.array([[1, 2, 3]])).shape
        (1, 3, 4)
    """

    def __init__(self, vocab_size: int, embedding_dim: int, *,
                 weight_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        _positive("Embedding", vocab_size=vocab_size, embedding_dim=embedding_dim)
        self._vocab, self._dim = vocab_size, embedding_dim
        self._w_init = weight_initializer or RandomNormal(0.0, 1.0)
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        return {"w": self._w_init((self._vocab, self._dim), dtype=dtype, device=device)}

    def _forward(self, ids):
        shape = tuple(int(s) for s in ids.shape)
        rows = _indexing.take(self.v.w, _manipulation.reshape(ids, (-1,)), axis=0)
        return _manipulation.reshape(rows, shape + (self._dim,))


class Dropout(Module):
    """Dropout (``ivy.dropout``) in training mode, the identity in eval mode.

    Example:
        >>> import ivy, numpy as np
        >>> d = ivy.Dropout(0.5).eval()
        >>> d(np.ones(3)).tolist()
        [1.0, 1.0, 1.0]
    """

    def __init__(self, prob: float, *, scale: bool = True, **kwargs: Unpack[ModuleOptions]):
        if not isinstance(prob, (int, float)) or not 0 <= prob <= 1:
            raise IvyValueError(f"ivy.Dropout: prob must be a number in [0, 1], got {prob!r}")
        self._prob, self._scale = prob, scale
        super().__init__(**kwargs)

    def _forward(self, x):
        return _layers.dropout(x, self._prob, scale=self._scale, training=self.training)


class Sequential(Module):
    """Modules (or any callables, e.g. ``ivy.relu``) applied one after another; their variables
    sit under ``layers/0``, ``layers/1``, ...

    Example:
        >>> import ivy, numpy as np
        >>> net = ivy.Sequential(ivy.Linear(3, 4), ivy.relu, ivy.Linear(4, 1))
        >>> net(np.ones((2, 3), dtype="float32")).shape, net.v.key_chains()[:2]
        ((2, 1), ['layers/0/w', 'layers/0/b'])
    """

    def __init__(self, *layers: Callable[..., Any], **kwargs: Unpack[ModuleOptions]):
        for i, layer in enumerate(layers):
            if not callable(layer):
                raise IvyValueError(f"ivy.Sequential: layer {i} is a {type(layer).__name__}, "
                                    f"not a callable")
        self.layers = list(layers)
        super().__init__(**kwargs)

    def _forward(self, x):
        for layer in self.layers:
            # a built Module that keeps Module.__call__: its _forward directly (what __call__
            # does without ``v``, one frame and its argument packing less)
            if type(layer).__call__ is _MODULE_CALL and layer._built:
                x = layer._forward(x)
            else:
                x = layer(x)
        return x


class LayerNorm(Module):
    """Layer normalisation (``ivy.layer_norm``) over the last ``len(normalized_shape)`` axes.

    Variables (``elementwise_affine``): ``scale`` (ones) and ``offset`` (zeros), both
    ``normalized_shape``.

    Example:
        >>> import ivy, numpy as np
        >>> ln = ivy.LayerNorm(2, eps=0.0)
        >>> ln(np.array([[1.0, 3.0]], dtype="float32")).tolist()
        [[-1.0, 1.0]]
    """

    def __init__(self, normalized_shape: int | Sequence[int], *, eps: float = 1e-5,
                 elementwise_affine: bool = True, **kwargs: Unpack[ModuleOptions]):
        shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
        if not shape or any(type(n) is not int or n < 1 for n in shape):
            raise IvyValueError(f"ivy.LayerNorm: normalized_shape must be a positive int or a "
                                f"non-empty tuple of them, got {normalized_shape!r}")
        self._shape, self._eps, self._affine = shape, eps, elementwise_affine
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        if not self._affine:
            return {}
        return {"scale": Ones()(self._shape, dtype=dtype, device=device),
                "offset": Zeros()(self._shape, dtype=dtype, device=device)}

    def _forward(self, x):
        axes = tuple(range(-len(self._shape), 0))
        if self._affine:
            return _norms.layer_norm(x, axes, scale=self.v.scale, offset=self.v.offset,
                                   eps=self._eps)
        return _norms.layer_norm(x, axes, eps=self._eps)


class BatchNorm(Module):
    """Batch normalisation (``ivy.batch_norm``) over every axis but the last (channels).

    Training mode normalises with the batch statistics and updates the running ones (buffers
    ``running_mean``, zeros, and ``running_var``, ones, with ``momentum``); eval mode uses the
    running statistics. Variables (``affine``): ``scale`` (ones) and ``offset`` (zeros), ``[C]``.

    Example:
        >>> import ivy, numpy as np
        >>> bn = ivy.BatchNorm(1, eps=0.0)
        >>> bn(np.array([[1.0], [3.0]], dtype="float32")).tolist(), bn.buffers.running_mean.tolist()
        ([[-1.0], [1.0]], [0.20000000298023224])
    """

    def __init__(self, num_features: int, *, eps: float = 1e-5, momentum: float = 0.1,
                 affine: bool = True, **kwargs: Unpack[ModuleOptions]):
        _positive("BatchNorm", num_features=num_features)
        self._c, self._eps, self._momentum, self._affine = num_features, eps, momentum, affine
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        if not self._affine:
            return {}
        return {"scale": Ones()((self._c,), dtype=dtype, device=device),
                "offset": Zeros()((self._c,), dtype=dtype, device=device)}

    def _create_buffers(self, device, dtype):
        return {"running_mean": Zeros()((self._c,), dtype=dtype, device=device),
                "running_var": Ones()((self._c,), dtype=dtype, device=device)}

    def _forward(self, x):
        b = self._own_buffers
        y, mean, var = _norms.batch_norm(
            x, b.running_mean, b.running_var, offset=self.v.offset if self._affine else None,
            scale=self.v.scale if self._affine else None, training=self.training, eps=self._eps,
            momentum=self._momentum)
        if self.training:
            b = b.copy()
            b.running_mean, b.running_var = _gradients.stop_gradient(mean), _gradients.stop_gradient(var)
            self.__dict__["_own_buffers"] = b
        return y


class LSTM(Module):
    """A stack of ``num_layers`` LSTMs (``ivy.lstm_update``): ``x`` ``[..., T, in]`` ->
    ``(hs, states)`` with ``hs`` ``[..., T, H]`` (the last layer's) and ``states`` a list of
    ``(h, c)`` per layer, each ``[..., H]``.

    Variables per layer ``i`` (under ``layer<i>``): ``kernel`` ``[in_i, 4H]`` and
    ``recurrent_kernel`` ``[H, 4H]`` (Glorot uniform), ``bias`` ``[4H]`` (zeros); gates in the
    order input, forget, cell candidate, output.

    Example:
        >>> import ivy, numpy as np
        >>> lstm = ivy.LSTM(3, 5)
        >>> hs, [(h, c)] = lstm(np.ones((2, 7, 3), dtype="float32"))
        >>> hs.shape, h.shape
        ((2, 7, 5), (2, 5))
    """

    def __init__(self, input_channels: int, output_channels: int, *, num_layers: int = 1,
                 weight_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        _positive("LSTM", input_channels=input_channels, output_channels=output_channels,
                  num_layers=num_layers)
        self._in, self._h, self._n = input_channels, output_channels, num_layers
        self._w_init = weight_initializer or GlorotUniform()
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        v, h4 = {}, 4 * self._h
        for i in range(self._n):
            n_in = self._in if i == 0 else self._h
            v[f"layer{i}"] = {
                "kernel": self._w_init((n_in, h4), fan_in=n_in, fan_out=h4, dtype=dtype,
                                       device=device),
                "recurrent_kernel": self._w_init((self._h, h4), fan_in=self._h, fan_out=h4,
                                                 dtype=dtype, device=device),
                "bias": Zeros()((h4,), dtype=dtype, device=device)}
        return v

    def _forward(self, x, initial_state=None):
        """``initial_state``: a list of ``(h, c)`` per layer (None: zeros)."""
        batch = tuple(int(s) for s in x.shape[:-2])
        states = []
        for i in range(self._n):
            p = self.v[f"layer{i}"]
            if initial_state is None:
                h0 = _creation.zeros(batch + (self._h,), dtype=x.dtype, device=_device.dev(x))
                c0 = h0
            else:
                h0, c0 = initial_state[i]
            x, state = _layers.lstm_update(x, h0, c0, p.kernel, p.recurrent_kernel, bias=p.bias)
            states.append(state)
        return x, states


class MultiHeadAttention(Module):
    """Multi-head attention (``ivy.multi_head_attention``): ``x`` ``[..., Lq, embed_dim]`` attends
    to ``context`` ``[..., Lk, context_dim]`` (``x`` itself by default) -> ``[..., Lq, out_dim]``.

    Variables: ``q_proj`` ``[E, E]``, ``k_proj`` and ``v_proj`` ``[E, context_dim]``, ``out_proj``
    ``[out_dim, E]`` (Glorot uniform) and, with ``with_bias``, their biases (zeros).

    Example:
        >>> import ivy, numpy as np
        >>> mha = ivy.MultiHeadAttention(8, num_heads=2)
        >>> mha(np.ones((3, 5, 8), dtype="float32")).shape
        (3, 5, 8)
    """

    def __init__(self, embed_dim: int, *, num_heads: int = 8, context_dim: int | None = None,
                 out_dim: int | None = None, with_bias: bool = True, dropout: float = 0.0,
                 weight_initializer: Initializer | None = None, **kwargs: Unpack[ModuleOptions]):
        _positive("MultiHeadAttention", embed_dim=embed_dim, num_heads=num_heads)
        if embed_dim % num_heads:
            raise IvyValueError(f"ivy.MultiHeadAttention: num_heads={num_heads} must divide "
                                f"embed_dim={embed_dim}")
        self._e, self._heads = embed_dim, num_heads
        self._c = embed_dim if context_dim is None else context_dim
        self._o = embed_dim if out_dim is None else out_dim
        self._with_bias, self._dropout = with_bias, dropout
        self._w_init = weight_initializer or GlorotUniform()
        super().__init__(**kwargs)

    def _create_variables(self, device, dtype):
        shapes = {"q": (self._e, self._e), "k": (self._e, self._c), "v": (self._e, self._c),
                  "out": (self._o, self._e)}
        v = {}
        for name, s in shapes.items():
            v[f"{name}_proj"] = self._w_init(s, dtype=dtype, device=device)
            if self._with_bias:
                v[f"{name}_bias"] = Zeros()((s[0],), dtype=dtype, device=device)
        return v

    def _forward(self, x, context=None, mask=None, is_causal=False):
        v = self.v
        biases = {f"{n}_bias": v[f"{n}_bias"] for n in ("q", "k", "v", "out")} \
            if self._with_bias else {}
        return _layers.multi_head_attention(
            x, num_heads=self._heads, q_proj=v.q_proj, k_proj=v.k_proj, v_proj=v.v_proj,
            out_proj=v.out_proj, context=context, mask=mask, is_causal=is_causal,
            dropout_p=self._dropout if self.training else 0.0, **biases)
