"""JAX kernels: layers. ``lstm_update`` is a ``lax.scan`` over time (one compiled step, whatever
the sequence length); ``linear``, the attentions and the Fourier encoding are Ivy's compositions
compiled by XLA as one program per shapes and options. Calls that draw random numbers (dropout,
attention dropout) run eagerly: compiled, Ivy's random key would be frozen into the program."""

import jax
import jax.numpy as jnp
from jax import lax

from ..._rules.layers import lstm_args
from .._composed import composition, jit_composition

fourier_encode = jit_composition("fourier_encode", static_argnums=(1,),
                                 static_argnames=("num_bands", "linear", "concat", "flip"))
linear = jit_composition("linear")
_attention = composition("jax", "scaled_dot_product_attention")
_attention_jit = jit_composition("scaled_dot_product_attention",
                                 static_argnames=("scale", "is_causal", "dropout_p", "seed"))
_mha = composition("jax", "multi_head_attention")
_mha_jit = jit_composition("multi_head_attention",
                           static_argnames=("num_heads", "scale", "is_causal", "dropout_p", "seed"))


@jax.jit
def _lstm(x, h, c, kernel, recurrent_kernel, bias, recurrent_bias):
    z = jnp.matmul(x, kernel)
    for b in (bias, recurrent_bias):
        if b is not None:
            z = z + b
    hid = recurrent_kernel.shape[0]

    def step(carry, zt):
        h, c = carry
        g = zt + jnp.matmul(h, recurrent_kernel)
        i, f = jax.nn.sigmoid(g[..., :hid]), jax.nn.sigmoid(g[..., hid:2 * hid])
        cand, o = jnp.tanh(g[..., 2 * hid:3 * hid]), jax.nn.sigmoid(g[..., 3 * hid:])
        c = f * c + i * cand
        h = o * jnp.tanh(c)
        return (h, c), h

    d = jnp.result_type(z, h, c, recurrent_kernel)  # the states take every argument's dtype
    (h, c), hs = lax.scan(step, (h.astype(d), c.astype(d)), jnp.moveaxis(z, -2, 0))
    return jnp.moveaxis(hs, 0, -2), (h, c)


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, *, bias=None, recurrent_bias=None):
    lstm_args(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
    return _lstm(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)


def multi_head_attention(x, /, *, num_heads, q_proj, k_proj, v_proj, out_proj, context=None,
                         mask=None, q_bias=None, k_bias=None, v_bias=None, out_bias=None,
                         scale=None, is_causal=False, dropout_p=0.0, seed=None):
    f = _mha if dropout_p else _mha_jit
    return f(x, num_heads=num_heads, q_proj=q_proj, k_proj=k_proj, v_proj=v_proj,
             out_proj=out_proj, context=context, mask=mask, q_bias=q_bias, k_bias=k_bias,
             v_bias=v_bias, out_bias=out_bias, scale=scale, is_causal=is_causal,
             dropout_p=dropout_p, seed=seed)


def scaled_dot_product_attention(q, k, v, /, *, scale=None, mask=None, is_causal=False,
                                 dropout_p=0.0, seed=None):
    f = _attention if dropout_p else _attention_jit
    return f(q, k, v, scale=scale, mask=mask, is_causal=is_causal, dropout_p=dropout_p, seed=seed)
