"""The overhead benchmark's cases for Ivy's own functions, beyond the standard (issue 5).

Activations, losses, norms, layers, convolutions, pooling, interpolation, gather/scatter, the
creation, manipulation and scan extras, ``linalg.lstsq`` and the random samplers, each against the
call a user of each framework would write for the same result (``torch.nn.functional``,
``jax.nn`` / ``jax.lax``, ``tf.nn`` / ``tf.keras.losses``, ``mxnet.npx`` / ``mxnet.np``, NumPy and
SciPy). ``overhead.py`` appends them to its cases; they run like every other case.

Every (case, backend) is either

* **native**: Ivy binds or wraps the framework's kernel (``ivy.get_backend(b).coverage`` says
  ``"native"``): the call must cost what the native call costs, ratio <= 1.02 (``RATIO_TARGET``);
* **composed**: Ivy's own composition (coverage ``"composed"``, or a kernel that is the composition
  itself: JAX's compiled compositions, see ``_kind``): the ratio is reported, with no target.

Cases marked *option unused* call a function with Ivy's extra options left at their defaults
(``softplus``'s ``beta``/``threshold``, the scans' ``exclusive``/``reverse``, ``split``'s
``with_remainder``, ``argwhere``'s ``size``): the issue's "with an extended option unused, the Ivy
call must cost the same as the native kernel". The standard cases of functions with Ivy extension
parameters (``eye``'s ``batch_shape``, ``linspace``'s ``axis``, ...) join that group.

Where Ivy's layout differs from the framework's (PyTorch and MXNet are channel-first, JAX's
attention is ``[B, T, heads, E]``, PyTorch's multi-head attention sequence-first) the native call
gets its own layout's arrays, converted once outside the timed call, and its result is compared
after moving the axes back (``check``). Random samplers are compared by shape only.
"""

from __future__ import annotations

import re
import statistics
from typing import NamedTuple

import numpy as np

RATIO_TARGET = 1.02  # native-kernel cases: ivy / native per call, at ~1e4 elements
BACKENDS = ("numpy", "torch", "jax", "tensorflow", "mxnet")
CL = "np.moveaxis(r, 1, -1)"  # a channel-first native result in Ivy's channel-last layout


class Meta(NamedTuple):
    qualname: str  # the Ivy function (coverage key)
    unused: bool  # Ivy's extra options left at their defaults
    native_on: frozenset  # backends where the composition is the framework's one kernel here
    composed_on: frozenset  # backends whose "native" kernel runs Ivy's composition for this call
    layout: str  # how the native call's inputs differ (converted outside the timed call)


META: dict[str, Meta] = {}


def _n(numpy=None, torch=None, jax=None, tensorflow=None, mxnet=None):
    return {"numpy": numpy, "torch": torch, "jax": jax, "tensorflow": tensorflow, "mxnet": mxnet}


def _pool(kind, n):
    """Native pooling expressions (window 2, stride 2, VALID) for ``n`` spatial dimensions."""
    arr, arr_c, shp = {1: ("sig", "sig_c", "(4, 250, 2, 5)"), 2: ("img", "img_c",
                                                                   "(1, 25, 2, 25, 2, 4)"),
                       3: ("vol", "vol_c", "(2, 5, 2, 5, 2, 5, 2, 5)")}[n]
    red = {1: "2", 2: "(2, 4)", 3: "(2, 4, 6)"}[n]
    win = "(1, " + "2, " * n + "1)"
    op = "max" if kind == "max" else "mean"
    jax = (f"jax.lax.reduce_window({arr}, -jnp.inf, jax.lax.max, {win}, {win}, 'VALID')"
           if kind == "max" else
           f"jax.lax.reduce_window({arr}, 0.0, jax.lax.add, {win}, {win}, 'VALID') / {2 ** n}")
    k = "(" + ", ".join(["2"] * n) + ("," if n == 1 else "") + ")"
    return _n(numpy=f"{arr}.reshape{shp}.{op}({red})",
              torch=f"F.{kind}_pool{n}d({arr_c}, 2, 2)",
              jax=jax,
              tensorflow=f"tf.nn.{kind}_pool{n}d({arr}, 2, 2, 'VALID')",
              mxnet=f"npx.pooling({arr_c}, kernel={k}, stride={k}, pool_type='{kind}')")


def _specs():
    """(name, category, ivy expression, natives, options) of every case."""
    S = []

    def add(name, cat, ivy, native, **opt):
        S.append((name, cat, ivy, native, opt))

    # --- activations (xn: standard normal (100, 100) float32) ---------------------------------
    A = "activations"
    add("elu", A, "ivy.elu(xn)", _n(
        "np.where(xn > 0, xn, np.expm1(xn))", "F.elu(xn)", "jax.nn.elu(xn)", "tf.nn.elu(xn)",
        "npx.leaky_relu(xn, act_type='elu', slope=1.0)"))
    add("gelu", A, "ivy.gelu(xn)", _n(
        "0.5 * xn * sps.erfc(xn * -0.7071067811865476)", "F.gelu(xn)",
        "jax.nn.gelu(xn, approximate=False)", "tf.nn.gelu(xn)",
        "npx.leaky_relu(xn, act_type='gelu')"))  # MXNet: native in float32 (its float32 erf form)
    add("gelu[approximate]", A, "ivy.gelu(xn, approximate=True)", _n(
        "0.5 * xn * (1.0 + np.tanh(0.7978845608028654 * (xn + 0.044715 * xn * xn * xn)))",
        "F.gelu(xn, approximate='tanh')", "jax.nn.gelu(xn)", "tf.nn.gelu(xn, approximate=True)",
        "0.5 * xn * (1.0 + mnp.tanh(0.7978845608028654 * (xn + 0.044715 * xn * xn * xn)))"),
        composed_on={"mxnet"})  # MXNet has no tanh-form gelu (its own is the erf form)
    add("hardswish", A, "ivy.hardswish(xn)", _n(
        "xn * np.clip(xn + 3.0, 0.0, 6.0) / 6.0", "F.hardswish(xn)", "jax.nn.hard_swish(xn)",
        "xn * tf.nn.relu6(xn + 3.0) / 6.0", "xn * mnp.clip(xn + 3.0, 0.0, 6.0) / 6.0"))
    add("leaky_relu", A, "ivy.leaky_relu(xn)", _n(
        "np.where(xn > 0, xn, 0.2 * xn)", "F.leaky_relu(xn, 0.2)", "jax.nn.leaky_relu(xn, 0.2)",
        "tf.nn.leaky_relu(xn, 0.2)", "npx.leaky_relu(xn, act_type='leaky', slope=0.2)"))
    add("log_softmax", A, "ivy.log_softmax(xn)", _n(
        "sps.log_softmax(xn, axis=-1)", "torch.log_softmax(xn, -1)", "jax.nn.log_softmax(xn)",
        "tf.nn.log_softmax(xn)", "npx.log_softmax(xn)"))
    add("mish", A, "ivy.mish(xn)", _n(
        "xn * np.tanh(np.logaddexp(0.0, xn))", "F.mish(xn)", "jax.nn.mish(xn)",
        "xn * tf.math.tanh(tf.math.softplus(xn))",
        "xn * mnp.tanh(npx.activation(xn, act_type='softrelu'))"))
    add("relu", A, "ivy.relu(xn)", _n(
        "np.maximum(xn, 0.0)", "torch.relu(xn)", "jax.nn.relu(xn)", "tf.nn.relu(xn)",
        "npx.relu(xn)"))
    add("selu", A, "ivy.selu(xn)", _n(
        "1.0507009873554805 * np.where(xn > 0, xn, 1.6732632423543772 * np.expm1(xn))",
        "torch.selu(xn)", "jax.nn.selu(xn)", "tf.nn.selu(xn)",
        "npx.leaky_relu(xn, act_type='selu')"))
    add("sigmoid", A, "ivy.sigmoid(xn)", _n(
        "sps.expit(xn)", "torch.sigmoid(xn)", "jax.nn.sigmoid(xn)", "tf.math.sigmoid(xn)",
        "npx.sigmoid(xn)"))
    add("silu", A, "ivy.silu(xn)", _n(
        "xn * sps.expit(xn)", "F.silu(xn)", "jax.nn.silu(xn)", "tf.nn.silu(xn)",
        "xn * npx.sigmoid(xn)"))
    add("softmax", A, "ivy.softmax(xn)", _n(
        "sps.softmax(xn, axis=-1)", "torch.softmax(xn, -1)", "jax.nn.softmax(xn)",
        "tf.nn.softmax(xn)", "npx.softmax(xn)"))
    add("softplus", A, "ivy.softplus(xn)", _n(
        "np.logaddexp(0.0, xn)", "F.softplus(xn)", "jax.nn.softplus(xn)", "tf.math.softplus(xn)",
        "npx.activation(xn, act_type='softrelu')"), unused=True)
    add("softplus[beta=2]", A, "ivy.softplus(xn, beta=2.0)", _n(
        "np.logaddexp(0.0, 2.0 * xn) / 2.0", "F.softplus(xn, beta=2.0)",
        "jax.nn.softplus(2.0 * xn) / 2.0", "tf.math.softplus(2.0 * xn) / 2.0",
        "npx.activation(2.0 * xn, act_type='softrelu') / 2.0"),
        composed_on={"jax", "tensorflow"})  # with an option, their kernels run the composition

    # --- losses ((true, pred); the mean over every element / distribution) ---------------------
    L = "losses"
    add("binary_cross_entropy", L, "ivy.binary_cross_entropy(t01, pr)", _n(
        "-np.mean(t01 * np.log(pr) + (1.0 - t01) * np.log1p(-pr))",
        "F.binary_cross_entropy(pr, t01)",
        "-jnp.mean(t01 * jnp.log(pr) + (1.0 - t01) * jnp.log1p(-pr))",
        "tf.reduce_mean(tf.keras.losses.binary_crossentropy(t01, pr))",
        "-mnp.mean(t01 * mnp.log(pr) + (1.0 - t01) * mnp.log1p(-pr))"))
    add("binary_cross_entropy[from_logits]", L,
        "ivy.binary_cross_entropy(t01, xn, from_logits=True)", _n(
            "np.mean(np.logaddexp(0.0, xn) - t01 * xn)",
            "F.binary_cross_entropy_with_logits(xn, t01)",
            "jnp.mean(jax.nn.softplus(xn) - t01 * xn)",
            "tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=t01, logits=xn))",
            "mnp.mean(npx.activation(xn, act_type='softrelu') - t01 * xn)"))
    add("cross_entropy", L, "ivy.cross_entropy(toh, psm)", _n(
        "-np.mean(np.sum(toh * np.log(psm), -1))", "-(toh * torch.log(psm)).sum(-1).mean()",
        "-jnp.mean(jnp.sum(toh * jnp.log(psm), -1))",
        "tf.reduce_mean(tf.keras.losses.categorical_crossentropy(toh, psm))",
        "-mnp.mean(mnp.sum(toh * mnp.log(psm), -1))"))
    add("huber", L, "ivy.huber(x, xn)", _n(
        "np.mean(np.where(np.abs(xn - x) <= 1.0, 0.5 * (xn - x) ** 2, np.abs(xn - x) - 0.5))",
        "F.huber_loss(xn, x)",
        "jnp.mean(jnp.where(jnp.abs(xn - x) <= 1.0, 0.5 * (xn - x) ** 2, jnp.abs(xn - x) - 0.5))",
        "tf.reduce_mean(tf.keras.losses.huber(x, xn))",
        "mnp.mean(mnp.where(mnp.abs(xn - x) <= 1.0, 0.5 * (xn - x) ** 2, mnp.abs(xn - x) - 0.5))"))
    add("kl_div", L, "ivy.kl_div(tsm, psm)", _n(
        "np.mean(np.sum(sps.rel_entr(tsm, psm), -1))",
        "F.kl_div(torch.log(psm), tsm, reduction='batchmean')",
        "jnp.mean(jnp.sum(jsps.rel_entr(tsm, psm), -1))",
        "tf.reduce_mean(tf.keras.losses.kld(tsm, psm))",
        "mnp.mean(mnp.sum(tsm * mnp.log(tsm / psm), -1))"))
    add("mse", L, "ivy.mse(x, xn)", _n(
        "np.mean((xn - x) ** 2)", "F.mse_loss(xn, x)", "jnp.mean((xn - x) ** 2)",
        "tf.reduce_mean(tf.keras.losses.mse(x, xn))", "mnp.mean((xn - x) ** 2)"))
    add("sparse_cross_entropy", L, "ivy.sparse_cross_entropy(lab, psm)", _n(
        "-np.mean(np.log(np.take_along_axis(psm, lab[:, None], -1)))",
        "F.nll_loss(torch.log(psm), lab)",
        "-jnp.mean(jnp.log(jnp.take_along_axis(psm, lab[:, None], -1)))",
        "tf.reduce_mean(tf.keras.losses.sparse_categorical_crossentropy(lab, psm))",
        "-mnp.mean(mnp.log(npx.pick(psm, lab)))"))

    # --- norms ---------------------------------------------------------------------------------
    N = "norms"
    add("batch_norm", N, "ivy.batch_norm(x, rmean, rvar, offset=bet, scale=gam)[0]", _n(
        "(x - rmean) / np.sqrt(rvar + 1e-5) * gam + bet", "F.batch_norm(x, rmean, rvar, gam, bet)",
        "(x - rmean) / jnp.sqrt(rvar + 1e-5) * gam + bet",
        "tf.nn.batch_normalization(x, rmean, rvar, bet, gam, 1e-5)",
        "npx.batch_norm(x, gam, bet, rmean, rvar, eps=1e-5, fix_gamma=False, "
        "use_global_stats=True)"),
        composed_on={"jax"})  # Ivy's composition compiled by XLA (JAX has no batch norm)
    gn = ("(img.reshape(s5) - img.reshape(s5).mean((1, 2, 4), keepdims=True)) / "
          "{m}.sqrt(img.reshape(s5).var((1, 2, 4), keepdims=True) + 1e-5)).reshape(img.shape)")
    add("group_norm", N, "ivy.group_norm(img, 2)", _n(
        "(" + gn.format(m="np"), "F.group_norm(img_c, 2)", "(" + gn.format(m="jnp"),
        "tf.reshape(tf.nn.batch_normalization(tf.reshape(img, s5), *tf.nn.moments("
        "tf.reshape(img, s5), [1, 2, 4], keepdims=True), None, None, 1e-5), img.shape)",
        "n/a: mxnet.np has no group norm (GroupNorm is legacy NDArray only)"),
        check={"torch": CL}, layout="PyTorch: NCHW input")
    add("layer_norm", N, "ivy.layer_norm(x, -1, scale=gam, offset=bet)", _n(
        "(x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5) * gam + bet",
        "F.layer_norm(x, (100,), gam, bet)",
        "(x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5) * gam + bet",
        "tf.nn.batch_normalization(x, *tf.nn.moments(x, [-1], keepdims=True), bet, gam, 1e-5)",
        "npx.layer_norm(x, gam, bet, axis=-1, eps=1e-5)"),
        composed_on={"jax"})

    # --- layers --------------------------------------------------------------------------------
    Y = "layers"
    add("dropout", Y, "ivy.dropout(x, 0.5)", _n(
        "np.where(rng.random(x.shape) >= 0.5, x / 0.5, 0.0)", "F.dropout(x, 0.5)",
        "jnp.where(jax.random.bernoulli(_key, 0.5, x.shape), x / 0.5, 0.0)",
        "tf.nn.dropout(x, 0.5)", "npx.dropout(x, p=0.5, mode='always')"), check="shape")
    fe = "{cat}([{m}.sin(fx[:, None] * fes), {m}.cos(fx[:, None] * fes), fx[:, None]], -1)"
    add("fourier_encode", Y, "ivy.fourier_encode(fx, 10.0)", _n(
        fe.format(cat="np.concatenate", m="np"), fe.format(cat="torch.cat", m="torch"),
        fe.format(cat="jnp.concatenate", m="jnp"), fe.format(cat="tf.concat", m="tf"),
        fe.format(cat="mnp.concatenate", m="mnp")))
    add("linear", Y, "ivy.linear(x, wl, bias=bl)", _n(
        "x @ wl.T + bl", "F.linear(x, wl, bl)", "x @ wl.T + bl",
        "tf.linalg.matmul(x, wl, transpose_b=True) + bl",
        "npx.fully_connected(x, wl, bl, num_hidden=100)"))
    add("lstm_update", Y, "ivy.lstm_update(xs, h0, c0, kern, rkern, bias=lb)[0]", _n(
        "n/a: NumPy has no LSTM",
        "torch.lstm(xs, (h0_1, c0_1), (wih, whh, lb, lb0), True, 1, 0.0, False, False, True)[0]",
        "n/a: JAX has no LSTM function (Flax's is a module; Ivy's kernel is a lax.scan)",
        "n/a: TensorFlow's LSTM is a Keras layer, no function",
        "npx.rnn(data=xs_t, parameters=lstm_p, state=h0_1, state_cell=c0_1, mode='lstm', "
        "state_size=32, num_layers=1)"),
        check={"mxnet": "np.swapaxes(r, 0, 1)"}, composed_on={"jax"},
        layout="PyTorch: [4H, in] weights; MXNet: time-major input, one flat parameter vector")
    add("multi_head_attention", Y,
        "ivy.multi_head_attention(xm, num_heads=4, q_proj=wq, k_proj=wk, v_proj=wv, out_proj=wo)",
        _n("n/a: NumPy has no attention",
           "F.multi_head_attention_forward(xm_t, xm_t, xm_t, 32, 4, None, None, None, None, "
           "False, 0.0, wo, None, training=False, need_weights=False, "
           "use_separate_proj_weight=True, q_proj_weight=wq, k_proj_weight=wk, v_proj_weight=wv)[0]",
           "n/a: JAX has no multi-head attention function (Flax's is a module)",
           "n/a: TensorFlow's multi-head attention is a Keras layer, no function",
           "n/a: mxnet.np has no multi-head attention"),
        check={"torch": "np.swapaxes(r, 0, 1)"}, composed_on={"jax"},
        layout="PyTorch: sequence-first [L, B, E] input")
    add("scaled_dot_product_attention", Y, "ivy.scaled_dot_product_attention(qa, ka, va)", _n(
        "sps.softmax(qa @ ka.swapaxes(-1, -2) * 0.2, axis=-1) @ va",
        "F.scaled_dot_product_attention(qa, ka, va)",
        "jax.nn.dot_product_attention(qa_j, ka_j, va_j)",
        "tf.linalg.matmul(tf.nn.softmax(tf.linalg.matmul(qa, ka, transpose_b=True) * 0.2), va)",
        "mnp.matmul(npx.softmax(mnp.matmul(qa, mnp.swapaxes(ka, -1, -2)) * 0.2), va)"),
        check={"jax": "np.swapaxes(r, 1, 2)"}, composed_on={"jax"},
        layout="JAX: [B, L, heads, E] inputs")

    # --- convolutions (channel-last; PyTorch and MXNet get NCHW inputs and OIHW filters) -------
    C = "convolutions"
    cf = {"torch": CL, "mxnet": CL}
    lay = "PyTorch, MXNet: channel-first input, [O, I, *k] filters"
    dn = {1: "('NWC', 'WIO', 'NWC')", 2: "('NHWC', 'HWIO', 'NHWC')",
          3: "('NDHWC', 'DHWIO', 'NDHWC')"}
    add("conv1d", C, "ivy.conv1d(sig, f1, 1, 'SAME')", _n(
        "np.tensordot(swv(np.pad(sig, ((0, 0), (2, 2), (0, 0))), 5, axis=1), f1, ((2, 3), (1, 0)))",
        "F.conv1d(sig_c, f1_o, padding=2)",
        f"jax.lax.conv_general_dilated(sig, f1, (1,), 'SAME', dimension_numbers={dn[1]})",
        "tf.nn.conv1d(sig, f1, 1, 'SAME')",
        "npx.convolution(sig_c, f1_o, kernel=(5,), pad=(2,), num_filter=8, no_bias=True)"),
        check=cf, layout=lay)
    add("conv1d_transpose", C, "ivy.conv1d_transpose(yt1, f1, 2, 'VALID')", _n(
        "n/a: NumPy has no transposed convolution",
        "F.conv_transpose1d(yt1_c, f1_o, stride=2)",
        f"jax.lax.conv_transpose(yt1, f1, (2,), 'VALID', dimension_numbers={dn[1]}, "
        "transpose_kernel=True)",
        "tf.nn.conv1d_transpose(yt1, f1, (4, 503, 5), 2, 'VALID')",
        "npx.deconvolution(yt1_c, f1_d, kernel=(5,), stride=(2,), num_filter=5, no_bias=True)"),
        check=cf, layout=lay)
    add("conv2d", C, "ivy.conv2d(img, f2, 1, 'SAME')", _n(
        "np.tensordot(swv(np.pad(img, ((0, 0), (1, 1), (1, 1), (0, 0))), (3, 3), axis=(1, 2)), "
        "f2, ((3, 4, 5), (2, 0, 1)))",
        "F.conv2d(img_c, f2_o, padding=1)",
        f"jax.lax.conv_general_dilated(img, f2, (1, 1), 'SAME', dimension_numbers={dn[2]})",
        "tf.nn.conv2d(img, f2, 1, 'SAME')",
        "npx.convolution(img_c, f2_o, kernel=(3, 3), pad=(1, 1), num_filter=8, no_bias=True)"),
        check=cf, layout=lay)
    add("conv2d[channel_first]", C, "ivy.conv2d(img_c, f2, 1, 'SAME', data_format='channel_first')",
        _n("n/a: the channel-last case covers NumPy",
           "F.conv2d(img_c, f2_o, padding=1)",
           "jax.lax.conv_general_dilated(img_c, f2, (1, 1), 'SAME', "
           "dimension_numbers=('NCHW', 'HWIO', 'NCHW'))",
           "n/a: TensorFlow has no channel-first convolution on the CPU",
           "npx.convolution(img_c, f2_o, kernel=(3, 3), pad=(1, 1), num_filter=8, no_bias=True)"),
        layout="PyTorch, MXNet: [O, I, kH, kW] filters (Ivy: [kH, kW, I, O])")
    add("conv2d_transpose", C, "ivy.conv2d_transpose(yt2, f2, 2, 'VALID')", _n(
        "n/a: NumPy has no transposed convolution",
        "F.conv_transpose2d(yt2_c, f2_o, stride=2)",
        f"jax.lax.conv_transpose(yt2, f2, (2, 2), 'VALID', dimension_numbers={dn[2]}, "
        "transpose_kernel=True)",
        "tf.nn.conv2d_transpose(yt2, f2, (1, 51, 51, 4), 2, 'VALID')",
        "npx.deconvolution(yt2_c, f2_d, kernel=(3, 3), stride=(2, 2), num_filter=4, no_bias=True)"),
        check=cf, layout=lay)
    add("conv3d", C, "ivy.conv3d(vol, f3, 1, 'SAME')", _n(
        "np.tensordot(swv(np.pad(vol, ((0, 0), (1, 1), (1, 1), (1, 1), (0, 0))), (3, 3, 3), "
        "axis=(1, 2, 3)), f3, ((4, 5, 6, 7), (3, 0, 1, 2)))",
        "F.conv3d(vol_c, f3_o, padding=1)",
        f"jax.lax.conv_general_dilated(vol, f3, (1, 1, 1), 'SAME', dimension_numbers={dn[3]})",
        "tf.nn.conv3d(vol, f3, (1, 1, 1, 1, 1), 'SAME')",
        "npx.convolution(vol_c, f3_o, kernel=(3, 3, 3), pad=(1, 1, 1), num_filter=8, "
        "no_bias=True)"),
        check=cf, layout=lay)
    add("conv3d_transpose", C, "ivy.conv3d_transpose(yt3, f3, 2, 'VALID')", _n(
        "n/a: NumPy has no transposed convolution",
        "F.conv_transpose3d(yt3_c, f3_o, stride=2)",
        f"jax.lax.conv_transpose(yt3, f3, (2, 2, 2), 'VALID', dimension_numbers={dn[3]}, "
        "transpose_kernel=True)",
        "tf.nn.conv3d_transpose(yt3, f3, (2, 11, 11, 11, 5), (1, 2, 2, 2, 1), 'VALID')",
        "npx.deconvolution(yt3_c, f3_d, kernel=(3, 3, 3), stride=(2, 2, 2), num_filter=5, "
        "no_bias=True)"),
        check=cf, layout=lay)
    add("depthwise_conv2d", C, "ivy.depthwise_conv2d(img, fd, 1, 'SAME')", _n(
        "np.einsum('nhwcij,ijc->nhwc', swv(np.pad(img, ((0, 0), (1, 1), (1, 1), (0, 0))), "
        "(3, 3), axis=(1, 2)), fd)",
        "F.conv2d(img_c, fd_o, padding=1, groups=4)",
        f"jax.lax.conv_general_dilated(img, fd_j, (1, 1), 'SAME', dimension_numbers={dn[2]}, "
        "feature_group_count=4)",
        "tf.nn.depthwise_conv2d(img, fd_t, (1, 1, 1, 1), 'SAME')",
        "npx.convolution(img_c, fd_o, kernel=(3, 3), pad=(1, 1), num_filter=4, num_group=4, "
        "no_bias=True)"),
        check=cf, layout=lay + "; JAX: [kH, kW, 1, C], TensorFlow: [kH, kW, C, 1] filters")

    # --- pooling (window 2, stride 2, VALID; adaptive: 50x50 -> 5x5) ---------------------------
    P = "pooling"
    add("adaptive_avg_pool", P, "ivy.adaptive_avg_pool(img, (5, 5))", _n(
        "img.reshape(1, 5, 10, 5, 10, 4).mean((2, 4))", "F.adaptive_avg_pool2d(img_c, 5)",
        "img.reshape(1, 5, 10, 5, 10, 4).mean((2, 4))", "tf.nn.avg_pool2d(img, 10, 10, 'VALID')",
        "npx.pooling(img_c, kernel=(10, 10), stride=(10, 10), pool_type='avg')"),
        check=cf, layout="PyTorch, MXNet: channel-first input")
    for kind in ("avg", "max"):
        for n in (1, 2, 3):
            add(f"{kind}_pool{n}d", P, f"ivy.{kind}_pool{n}d({('sig', 'img', 'vol')[n - 1]}, 2, 2, "
                "'VALID')", _pool(kind, n), check=cf, layout="PyTorch, MXNet: channel-first input")

    # --- interpolation (50x50 -> 100x100) -------------------------------------------------------
    I = "interpolation"  # noqa: E741
    add("interpolate", I, "ivy.interpolate(img, (100, 100))", _n(
        "n/a: NumPy has no resize", "F.interpolate(img_c, size=(100, 100), mode='bilinear')",
        "jax.image.resize(img, (1, 100, 100, 4), 'linear')", "tf.image.resize(img, (100, 100))",
        "n/a: mxnet.np has no resize (BilinearResize2D is legacy NDArray only)"),
        check={"torch": CL}, layout="PyTorch: channel-first input")
    add("interpolate[nearest]", I, "ivy.interpolate(img, (100, 100), mode='nearest')", _n(
        "n/a: NumPy has no resize", "F.interpolate(img_c, size=(100, 100), mode='nearest')",
        "jax.image.resize(img, (1, 100, 100, 4), 'nearest')",
        "tf.image.resize(img, (100, 100), method='nearest')",
        "n/a: mxnet.np has no resize (BilinearResize2D is legacy NDArray only)"),
        check={"torch": CL}, composed_on={"jax"},  # JAX's nearest rounds half pixels: composed
        layout="PyTorch: channel-first input")

    # --- gather / scatter -----------------------------------------------------------------------
    G = "scatter_gather"
    add("argwhere", G, "ivy.argwhere(xb)", _n(
        "np.argwhere(xb)", "torch.argwhere(xb)", "jnp.argwhere(xb)", "tf.where(xb)",
        "mnp.argwhere(xb)"), unused=True)
    add("gather", G, "ivy.gather(x, gi, axis=1)", _n(
        "np.take(x, gi, axis=1)", "torch.index_select(x, 1, gi)", "jnp.take(x, gi, axis=1)",
        "tf.gather(x, gi, axis=1)", "mnp.take(x, gi, axis=1)"))
    add("gather[batch_dims=1]", G, "ivy.gather(x, idx2, axis=1, batch_dims=1)", _n(
        "np.take_along_axis(x, idx2, 1)", "torch.gather(x, 1, idx2)",
        "jnp.take_along_axis(x, idx2, 1)", "tf.gather(x, idx2, axis=1, batch_dims=1)",
        "mnp.take_along_axis(x, idx2, 1)"))
    add("gather_nd", G, "ivy.gather_nd(x, ind)", _n(
        "x[ind[:, 0], ind[:, 1]]", "x[ind[:, 0], ind[:, 1]]", "x[ind[:, 0], ind[:, 1]]",
        "tf.gather_nd(x, ind)", "npx.gather_nd(x, ind_t)"), layout="MXNet: [K, N] indices")
    add("one_hot", G, "ivy.one_hot(lab, 100)", _n(
        "np.eye(100, dtype=np.float32)[lab]", "F.one_hot(lab, 100).float()",
        "jax.nn.one_hot(lab, 100, dtype=jnp.float32)", "tf.one_hot(lab, 100)",
        "npx.one_hot(lab, 100)"))
    add("scatter_flat", G, "ivy.scatter_flat(sfi, sfu, 10000)", _n(
        "np.bincount(sfi, sfu, 10000)", "torch.zeros(10000).index_add_(0, sfi, sfu)",
        "jnp.zeros(10000, jnp.float32).at[sfi].add(sfu)",
        "tf.math.unsorted_segment_sum(sfu, sfi, 10000)",
        "n/a: mxnet.np has no accumulating scatter"))
    add("scatter_nd", G, "ivy.scatter_nd(ind, upd, (100, 100))", _n(
        "np.bincount(ind[:, 0] * 100 + ind[:, 1], upd, 10000).reshape(100, 100)",
        "torch.zeros(100, 100).index_put_((ind[:, 0], ind[:, 1]), upd, accumulate=True)",
        "jnp.zeros((100, 100), jnp.float32).at[ind[:, 0], ind[:, 1]].add(upd)",
        "tf.scatter_nd(ind, upd, (100, 100))", "n/a: mxnet.np has no accumulating scatter"))

    # --- creation extras ------------------------------------------------------------------------
    K = "creation ext"
    add("eye[batch_shape]", K, "ivy.eye(10, batch_shape=(100,))", _n(
        "np.tile(np.eye(10, dtype=np.float32), (100, 1, 1))", "torch.eye(10).repeat(100, 1, 1)",
        "jnp.broadcast_to(jnp.eye(10, dtype=jnp.float32), (100, 10, 10))",
        "tf.eye(10, batch_shape=(100,))", "mnp.broadcast_to(mnp.eye(10), (100, 10, 10))"),
        infer=False)
    add("linspace[array endpoints]", K, "ivy.linspace(a, b, 100, axis=0)", _n(
        "np.linspace(a, b, 100)", "a + (b - a) * torch.linspace(0.0, 1.0, 100)[:, None]",
        "jnp.linspace(a, b, 100)", "tf.linspace(a, b, 100)",
        "a + (b - a) * mnp.linspace(0.0, 1.0, 100)[:, None]"),
        composed_on={"torch", "tensorflow", "mxnet"})  # NumPy's algorithm in double precision
    add("logspace", K, "ivy.logspace(0.0, 3.0, 10000)", _n(
        "np.logspace(0.0, 3.0, 10000, dtype=np.float32)", "torch.logspace(0.0, 3.0, 10000)",
        "jnp.logspace(0.0, 3.0, 10000, dtype=jnp.float32)",
        "tf.pow(10.0, tf.linspace(0.0, 3.0, 10000))", "mnp.logspace(0.0, 3.0, 10000)"),
        infer=False)
    add("vector_to_skew_symmetric_matrix", K, "ivy.vector_to_skew_symmetric_matrix(v3)", _n(
        "np.cross(np.eye(3, dtype=np.float32), v3[:, None, :])",
        "torch.linalg.cross(torch.eye(3)[None], v3[:, None, :])",
        "jnp.cross(jnp.eye(3, dtype=jnp.float32), v3[:, None, :])",
        "tf.linalg.cross(tf.broadcast_to(tf.eye(3), (3334, 3, 3)), "
        "tf.broadcast_to(v3[:, None, :], (3334, 3, 3)))",
        "n/a: mxnet.np has no cross product"))

    # --- manipulation extras --------------------------------------------------------------------
    M = "manipulation ext"
    add("constant_pad", M, "ivy.constant_pad(x, 2, value=1.0)", _n(
        "np.pad(x, 2, constant_values=1.0)", "F.pad(x, (2, 2, 2, 2), value=1.0)",
        "jnp.pad(x, 2, constant_values=1.0)", "tf.pad(x, ((2, 2), (2, 2)), constant_values=1.0)",
        "n/a: mxnet.np.pad ignores constant_values (pads zeros)"))
    add("pad", M, "ivy.pad(x, 2)", _n(
        "np.pad(x, 2)", "F.pad(x, (2, 2, 2, 2))", "jnp.pad(x, 2)", "tf.pad(x, ((2, 2), (2, 2)))",
        "mnp.pad(x, ((2, 2), (2, 2)))"))
    add("pad[reflect]", M, "ivy.pad(x, 2, mode='reflect')", _n(
        "np.pad(x, 2, mode='reflect')", "F.pad(x[None], (2, 2, 2, 2), mode='reflect')[0]",
        "jnp.pad(x, 2, mode='reflect')", "tf.pad(x, ((2, 2), (2, 2)), mode='REFLECT')",
        "mnp.pad(x, ((2, 2), (2, 2)), mode='reflect')"))
    add("split", M, "ivy.split(x, 4)", _n(
        "np.split(x, 4)", "torch.split(x, 25)", "jnp.split(x, 4)", "tf.split(x, 4)",
        "mnp.split(x, 4)"), out="t", unused=True)
    add("split[sizes]", M, "ivy.split(x, [30, 70])", _n(
        "np.split(x, [30])", "torch.split(x, [30, 70])", "jnp.split(x, [30])",
        "tf.split(x, [30, 70])", "mnp.split(x, [30])"), out="t", unused=True)
    add("swapaxes", M, "ivy.swapaxes(x, 0, 1)", _n(
        "np.swapaxes(x, 0, 1)", "torch.swapaxes(x, 0, 1)", "jnp.swapaxes(x, 0, 1)",
        "tf.transpose(x)", "mnp.swapaxes(x, 0, 1)"))
    add("zero_pad", M, "ivy.zero_pad(x, 2)", _n(
        "np.pad(x, 2)", "F.pad(x, (2, 2, 2, 2))", "jnp.pad(x, 2)", "tf.pad(x, ((2, 2), (2, 2)))",
        "mnp.pad(x, ((2, 2), (2, 2)))"))

    # --- scans and einsum -----------------------------------------------------------------------
    T = "statistical ext"
    scan = {"numpy", "torch", "jax", "mxnet"}  # the composition is the one cumulative kernel
    add("cumsum", T, "ivy.cumsum(x, axis=1)", _n(
        "np.cumsum(x, axis=1)", "torch.cumsum(x, 1)", "jnp.cumsum(x, axis=1)",
        "tf.math.cumsum(x, axis=1)", "mnp.cumsum(x, axis=1)"), unused=True, native_on=scan)
    add("cumsum[exclusive, reverse]", T, "ivy.cumsum(x, axis=1, exclusive=True, reverse=True)", _n(
        "np.flip(np.cumsum(np.flip(x, 1), 1), 1) - x",
        "torch.flip(torch.cumsum(torch.flip(x, (1,)), 1), (1,)) - x",
        "jnp.flip(jnp.cumsum(jnp.flip(x, 1), 1), 1) - x",
        "tf.math.cumsum(x, axis=1, exclusive=True, reverse=True)",
        "mnp.flip(mnp.cumsum(mnp.flip(x, 1), 1), 1) - x"))
    add("cumprod", T, "ivy.cumprod(xp, axis=1)", _n(
        "np.cumprod(xp, axis=1)", "torch.cumprod(xp, 1)", "jnp.cumprod(xp, axis=1)",
        "tf.math.cumprod(xp, axis=1)", "n/a: mxnet.np has no cumprod"),
        unused=True, native_on=scan)
    add("cumprod[exclusive]", T, "ivy.cumprod(xp, axis=1, exclusive=True)", _n(
        "np.concatenate([np.ones((100, 1), np.float32), np.cumprod(xp[:, :-1], 1)], 1)",
        "torch.cat([torch.ones(100, 1), torch.cumprod(xp[:, :-1], 1)], 1)",
        "jnp.concatenate([jnp.ones((100, 1), jnp.float32), jnp.cumprod(xp[:, :-1], 1)], 1)",
        "tf.math.cumprod(xp, axis=1, exclusive=True)", "n/a: mxnet.np has no cumprod"))
    add("einsum", T, "ivy.einsum('ij,jk->ik', x, y)", _n(
        "np.einsum('ij,jk->ik', x, y)", "torch.einsum('ij,jk->ik', x, y)",
        "jnp.einsum('ij,jk->ik', x, y)", "tf.einsum('ij,jk->ik', x, y)",
        "mnp.einsum('ij,jk->ik', x, y)"))

    # --- linalg.lstsq (one tall 1000 x 10 system: NumPy's lstsq takes no stacks) ----------------
    add("linalg.lstsq", "linalg ext", "ivy.linalg.lstsq(la, lsb)[0]", _n(
        "np.linalg.lstsq(la, lsb, rcond=None)[0]",
        "torch.linalg.lstsq(la, lsb, driver='gelsd')[0]", "jnp.linalg.lstsq(la, lsb)[0]",
        "tf.linalg.lstsq(la, lsb)", "mnp.linalg.lstsq(la, lsb, rcond=None)[0]"),
        composed_on={"jax"})  # Ivy's SVD composition compiled by XLA

    # --- random (compared by shape only) --------------------------------------------------------
    R = "random"
    add("bernoulli", R, "ivy.bernoulli(x)", _n(
        "(rng.random(x.shape) < x).astype(np.float32)", "torch.bernoulli(x)",
        "jax.random.bernoulli(_key, x)", "tf.cast(tf.random.uniform(x.shape) < x, tf.float32)",
        "npx.random.bernoulli(prob=x)"), check="shape")
    add("multinomial", R, "ivy.multinomial(100, 100, batch_size=100, probs=psm)", _n(
        "n/a: NumPy's Generator has no batched categorical sampler (choice takes one "
        "distribution)",
        "torch.multinomial(psm, 100, replacement=True)",
        "jax.random.categorical(_key, jnp.log(psm), shape=(100, 100)).T",
        "tf.random.categorical(tf.math.log(psm), 100)",
        "n/a: mxnet.np has no batched categorical sampler"), check="shape")
    add("randint", R, "ivy.randint(0, 100, (100, 100))", _n(
        "rng.integers(0, 100, (100, 100))", "torch.randint(0, 100, (100, 100))",
        "jax.random.randint(_key, (100, 100), 0, 100)",
        "tf.random.uniform((100, 100), 0, 100, tf.int64)", "mnp.random.randint(0, 100, (100, 100))"),
        check="shape", infer=False)
    add("random_normal", R, "ivy.random_normal(shape=(100, 100))", _n(
        "rng.standard_normal((100, 100), dtype=np.float32)", "torch.randn(100, 100)",
        "jax.random.normal(_key, (100, 100), jnp.float32)", "tf.random.normal((100, 100))",
        "mnp.random.normal(size=(100, 100))"), check="shape", infer=False)
    add("random_uniform", R, "ivy.random_uniform(shape=(100, 100))", _n(
        "rng.random((100, 100), dtype=np.float32)", "torch.rand(100, 100)",
        "jax.random.uniform(_key, (100, 100), jnp.float32)", "tf.random.uniform((100, 100))",
        "mnp.random.uniform(size=(100, 100))"), check="shape", infer=False)
    add("shuffle", R, "ivy.shuffle(x)", _n(
        "rng.permutation(x)", "x[torch.randperm(100)]", "jax.random.permutation(_key, x)",
        "tf.random.shuffle(x)", "n/a: mxnet.np's shuffle works in place (it would shuffle the "
        "shared input)"), check="shape")
    return S


def cases(case_type):
    """The cases, as ``overhead.Case`` (``case_type``) objects; fills ``META``."""
    out = []
    for name, cat, ivy_expr, native, opt in _specs():
        qualname = re.match(r"ivy\.([\w.]+)\(", ivy_expr).group(1)
        META[name] = Meta(qualname, opt.get("unused", False), frozenset(opt.get("native_on", ())),
                          frozenset(opt.get("composed_on", ())), opt.get("layout", ""))
        out.append(case_type(name, cat, ivy_expr, native, out=opt.get("out", "a"),
                             infer=opt.get("infer", True), check=opt.get("check")))
    return out


# --- inputs and names the native expressions use ------------------------------------------------
def inputs_numpy():
    """The cases' own inputs (NumPy arrays, ~1e4 elements; Python objects), seeded."""
    rng = np.random.default_rng(1)
    f32 = np.float32

    def normal(*shape):
        return rng.standard_normal(shape).astype(f32)

    def softmax_rows(z):
        e = np.exp(z - z.max(-1, keepdims=True))
        return (e / e.sum(-1, keepdims=True)).astype(f32)

    def cf(a):  # channel-last -> channel-first copy (the layout PyTorch/MXNet users hold)
        return np.ascontiguousarray(np.moveaxis(a, -1, 1))

    def oi(f):  # [*k, I, O] filters -> [O, I, *k]
        n = f.ndim - 2
        return np.ascontiguousarray(f.transpose(n + 1, n, *range(n)))

    lab = rng.integers(0, 100, 100)
    d = {
        "xn": normal(100, 100), "t01": (rng.random((100, 100)) < 0.5).astype(f32),
        "pr": rng.uniform(0.05, 0.95, (100, 100)).astype(f32), "lab": lab,
        "psm": softmax_rows(normal(100, 100)), "tsm": softmax_rows(normal(100, 100)),
        "toh": np.eye(100, dtype=f32)[lab],
        "gam": rng.uniform(0.5, 1.5, 100).astype(f32), "bet": normal(100),
        "rmean": normal(100), "rvar": rng.uniform(0.5, 2.0, 100).astype(f32),
        "wl": normal(100, 100) * f32(0.1), "bl": normal(100),
        "fx": rng.uniform(-1, 1, 1000).astype(f32),
        "fes": (np.pi * 5.0 ** (np.arange(4) / 3)).astype(f32),
        "img": normal(1, 50, 50, 4), "sig": normal(4, 500, 5), "vol": normal(2, 10, 10, 10, 5),
        "f1": normal(5, 5, 8), "f2": normal(3, 3, 4, 8), "f3": normal(3, 3, 3, 5, 8),
        "fd": normal(3, 3, 4), "yt1": normal(4, 250, 8), "yt2": normal(1, 25, 25, 8),
        "yt3": normal(2, 5, 5, 5, 8), "s5": (1, 50, 50, 2, 2),
        "qa": normal(2, 4, 50, 25), "ka": normal(2, 4, 50, 25), "va": normal(2, 4, 50, 25),
        "xm": normal(4, 50, 32), "xs": normal(4, 50, 50) * f32(0.5),
        "kern": normal(50, 128) * f32(0.1), "rkern": normal(32, 128) * f32(0.1),
        "lb": normal(128) * f32(0.1), "h0": np.zeros((4, 32), f32), "c0": np.zeros((4, 32), f32),
        "gi": rng.integers(0, 100, 100), "ind": rng.integers(0, 100, (5000, 2)),
        "upd": normal(5000), "sfi": rng.integers(0, 10000, 10000), "sfu": normal(10000),
        "la": normal(1000, 10), "lsb": normal(1000, 1),
    }
    for w in ("wq", "wk", "wv", "wo"):
        d[w] = normal(32, 32) * f32(0.2)
    for k in ("img", "sig", "vol", "yt1", "yt2", "yt3"):
        d[k + "_c"] = cf(d[k])
    for k in ("f1", "f2", "f3"):
        d[k + "_o"] = oi(d[k])
        # the same values for MXNet's deconvolution: its MKLDNN convolution caches a reordered
        # layout in a weight array, which its deconvolution then refuses
        d[k + "_d"] = d[k + "_o"].copy()
    fd = d["fd"]
    d.update(fd_o=np.ascontiguousarray(fd.transpose(2, 0, 1)[:, None]), fd_j=fd[:, :, None, :],
             fd_t=fd[..., None], ind_t=np.ascontiguousarray(d["ind"].T))
    for k in ("qa", "ka", "va"):
        d[k + "_j"] = np.ascontiguousarray(d[k].swapaxes(1, 2))
    d["xm_t"] = np.ascontiguousarray(d["xm"].swapaxes(0, 1))
    d["xs_t"] = np.ascontiguousarray(d["xs"].swapaxes(0, 1))
    wih, whh = np.ascontiguousarray(d["kern"].T), np.ascontiguousarray(d["rkern"].T)
    d.update(wih=wih, whh=whh, lb0=np.zeros(128, f32), h0_1=d["h0"][None], c0_1=d["c0"][None])
    d["lstm_p"] = np.concatenate([wih.ravel(), whh.ravel(), d["lb"], d["lb0"]])
    return d


def env(backend, env_):
    """Module names the native expressions use (``F``, ``npx``, ``sps``, ...) and the JAX key."""
    out = {}
    if backend == "numpy":
        from numpy.lib.stride_tricks import sliding_window_view  # noqa: PLC0415

        out.update(swv=sliding_window_view, rng=np.random.default_rng(0))
        try:
            import scipy.special  # noqa: PLC0415 - optional: its cases say so if missing

            out["sps"] = scipy.special
        except ImportError:
            pass
    elif backend == "torch":
        out["F"] = env_["torch"].nn.functional
    elif backend == "jax":
        import jax.scipy.special  # noqa: PLC0415

        out.update(jsps=jax.scipy.special, _key=env_["jax"].random.key(0))
    elif backend == "mxnet":
        out["npx"] = env_["mx"].npx
    return out


# --- native or composed, and the summary --------------------------------------------------------
def _kernel(backend, qualname):
    import ivy  # noqa: PLC0415

    obj = ivy.get_backend(backend).xp
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def _kind(name, backend, qualname):
    """"native" or "composed" for one case on one backend (see the module docstring)."""
    import ivy  # noqa: PLC0415

    meta = META.get(name)
    if meta is not None and backend in meta.native_on:
        return "native"
    if meta is not None and backend in meta.composed_on:
        return "composed"
    if ivy.get_backend(backend).coverage.get(qualname) != "native":
        return "composed"
    code = getattr(_kernel(backend, qualname), "__code__", None)
    if code is not None and code.co_filename.endswith("_composed.py"):
        return "composed"  # a kernel that is the composition itself (JAX's jit_composition)
    return "native"


def _standard_extended():
    """Table names of the standard cases whose function has Ivy extension parameters, by
    qualname (``eye``'s ``batch_shape`` ...): called without them, they are option-unused cases."""
    from ivy.functional._api import SPECS  # noqa: PLC0415

    return {q for q, s in SPECS.items() if s.extensions}


def annotate(records):
    """Add ``kind`` ("native"/"composed") and ``unused`` to the records of these cases and of the
    standard cases of functions with Ivy extension parameters; return the annotated ones."""
    ext = _standard_extended()
    out = []
    for r in records:
        meta = META.get(r["function"])
        if meta is not None:
            q, unused = meta.qualname, meta.unused
        elif r["function"] in ext:
            q, unused = r["function"], True
        else:
            continue
        try:
            r["kind"] = _kind(r["function"], r["backend"], q)
        except Exception:  # noqa: BLE001 - a backend that did not load
            r["kind"] = "?"
        r["unused"] = unused
        r["superset"] = meta is not None
        out.append(r)
    return out


def _median(v):
    return statistics.median(v) if v else None


def summarize(records, modes):
    """Per backend and mode: the native-kernel cases' median ratio vs ``RATIO_TARGET``, the
    option-unused native ones', and the composed cases' median ratio."""
    out = []
    for b in dict.fromkeys(r["backend"] for r in records):
        for mode in modes:
            rs = [r for r in records if r["backend"] == b and r["mode"] == mode and "kind" in r]
            if not rs:
                continue
            sup = [r for r in rs if r["superset"]]
            ok = [r for r in rs if r["status"] == "ok" and r["ratio"] is not None]
            nat = [r["ratio"] for r in ok if r["kind"] == "native" and r["superset"]]
            unused = [r["ratio"] for r in ok if r["kind"] == "native" and r["unused"]]
            comp = [r["ratio"] for r in ok if r["kind"] == "composed" and r["superset"]]
            worst = max((r for r in ok if r["kind"] == "native" and r["superset"]),
                        key=lambda r: r["ratio"], default=None)
            med = _median(nat)
            out.append({
                "backend": b, "mode": mode, "native": len(nat), "native_median_ratio": med,
                "native_within_target": sum(v <= RATIO_TARGET for v in nat),
                "native_worst": worst and f"{worst['function']} {worst['ratio']:.2f}",
                "target": RATIO_TARGET, "meets_target": None if med is None else med <= RATIO_TARGET,
                "unused": len(unused), "unused_median_ratio": _median(unused),
                "composed": len(comp), "composed_median_ratio": _median(comp),
                "n/a": sum(r["status"] == "n/a" for r in sup),
                "errors": sum(r["status"] == "error" for r in sup),
                "differs": sum("differs" in (r["note"] or "") for r in sup)})
    return out


SUMMARY_HEAD = ["backend", "mode", "native cases", "median ratio", f"≤ {RATIO_TARGET}",
                "met", "worst", "option unused", "median ratio", "composed cases", "median ratio",
                "n/a", "errors", "differs"]


def _f(v, nd=3):
    return "" if v is None else f"{v:.{nd}f}"


def summary_rows(summary):
    return [[s["backend"], s["mode"], s["native"], _f(s["native_median_ratio"]),
             f"{s['native_within_target']}/{s['native']}",
             {True: "yes", False: "NO", None: ""}[s["meets_target"]], s["native_worst"] or "",
             s["unused"], _f(s["unused_median_ratio"]), s["composed"],
             _f(s["composed_median_ratio"]), s["n/a"], s["errors"], s["differs"]]
            for s in summary]


def kind_rows(records, backend, modes):
    """One row per case on ``backend``: kind, option unused, the ratio per mode, layout, note."""
    by = {}
    for r in records:
        if r["backend"] == backend and r.get("superset") is not None:
            by.setdefault(r["function"], {})[r["mode"]] = r
    rows = []
    for fn, per in by.items():
        first = next(iter(per.values()))
        meta = META.get(fn)
        ratios = [(_f(per[m]["ratio"], 2) if per[m]["status"] == "ok" else per[m]["status"])
                  if m in per else "" for m in modes]
        notes = list(dict.fromkeys(per[m]["note"] for m in modes if m in per and per[m]["note"]))
        rows.append([fn, first["category"], first["kind"], "yes" if first["unused"] else "",
                     *ratios, meta.layout if meta else "(standard case)", "; ".join(notes)])
    return rows


def kind_head(modes):
    return (["function", "category", "kind", "option unused"] + [f"ratio ({m})" for m in modes]
            + ["native layout", "note"])


def markdown(records, modes, summary, md_table):
    """The markdown section of these cases (``md_table(head, rows)`` formats a table)."""
    parts = ["## Functions beyond the standard (issue 5)", "",
             f"*native*: Ivy binds or wraps the framework's kernel, target ratio ≤ {RATIO_TARGET}; "
             "*composed*: Ivy's composition (no target); *option unused*: Ivy's extra options left "
             "at their defaults (standard functions with Ivy extension parameters included), "
             "native ones only. Medians of ratio = Ivy / native per call.", "",
             md_table(SUMMARY_HEAD, summary_rows(summary)), ""]
    mode_list = [m for m in modes if m != "jit"]
    for b in dict.fromkeys(r["backend"] for r in records if "kind" in r):
        parts += [f"### {b}: beyond the standard", "",
                  md_table(kind_head(mode_list), kind_rows(records, b, mode_list)), ""]
    return parts
