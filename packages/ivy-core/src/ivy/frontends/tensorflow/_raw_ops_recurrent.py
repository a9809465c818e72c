"""``tf.raw_ops`` of recurrent layers beyond ``_raw_ops_nn``: the gradients of the fused LSTM
over a sequence, ``BlockLSTMGrad`` (gates ``i, c, f, o``) and ``BlockLSTMGradV2`` (``i, f, c, o``,
Keras' order). Keyword-only as TensorFlow's raw ops.

Backpropagation through time from the forward values (``i, cs, f, o, ci, co, h`` of every step,
as ``BlockLSTM`` returns them): from step ``seq_len_max - 1`` down to 0, the step's gradient of
``LSTMBlockCellGrad`` with the state gradients flowing back from the later step added to the
incoming ones, and the weights' gradients summed over the steps.
"""

from __future__ import annotations

import numpy as np

import ivy

from ._promotion import FLOATING, check_kind, convert
from ._raw_ops_nn import _sigmoid_grad, _tanh_grad
from .tensor import wrap

#: raw ops of this module written as a composition of several Ivy functions
COMPOSED = frozenset({"BlockLSTMGrad", "BlockLSTMGradV2"})


def _block_lstm_grad(op, seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b, i, cs, f, o, ci,
                     co, h, cs_grad, h_grad, use_peephole, layout):
    xs = check_kind(op, convert(x), FLOATING)
    cs0, h0, w, b = (convert(v) for v in (cs_prev, h_prev, w, b))
    i, cs, f, o, ci, co, h = (convert(v) for v in (i, cs, f, o, ci, co, h))
    cs_g, h_g = convert(cs_grad), convert(h_grad)
    peep = tuple(convert(v) for v in (wci, wcf, wco))
    steps = int(np.asarray(ivy.to_numpy(convert(seq_len_max))).reshape(-1)[0])
    t_max, n_in = int(xs.shape[0]), int(xs.shape[2])
    dcs_next = ivy.zeros_like(cs0)  # d cs_prev of the later step
    dh_next = ivy.zeros_like(h0)
    w_grad, b_grad = ivy.zeros_like(w), ivy.zeros_like(b)
    peep_grads = [ivy.zeros_like(p) for p in peep]
    x_grads = [ivy.zeros_like(xs[0])] * t_max
    wt = ivy.matrix_transpose(w)
    for t in range(steps - 1, -1, -1):
        cp = cs0 if t == 0 else cs[t - 1]
        hp = h0 if t == 0 else h[t - 1]
        hg = ivy.add(h_g[t], dh_next)
        do = ivy.multiply(ivy.multiply(hg, co[t]), _sigmoid_grad(o[t]))
        dcs = ivy.add(ivy.add(ivy.multiply(ivy.multiply(hg, o[t]), _tanh_grad(co[t])), cs_g[t]),
                      dcs_next)
        if use_peephole:
            dcs = ivy.add(dcs, ivy.multiply(do, peep[2]))
        dci = ivy.multiply(ivy.multiply(dcs, i[t]), _tanh_grad(ci[t]))
        df = ivy.multiply(ivy.multiply(dcs, cp), _sigmoid_grad(f[t]))
        di = ivy.multiply(ivy.multiply(dcs, ci[t]), _sigmoid_grad(i[t]))
        dcs_next = ivy.multiply(dcs, f[t])
        if use_peephole:
            dcs_next = ivy.add(dcs_next, ivy.add(ivy.multiply(di, peep[0]),
                                                 ivy.multiply(df, peep[1])))
            for k, (g, v) in enumerate(((di, cp), (df, cp), (do, cs[t]))):
                peep_grads[k] = ivy.add(peep_grads[k], ivy.sum(ivy.multiply(g, v), axis=0))
        part = {"i": di, "c": dci, "f": df, "o": do}
        gates = ivy.concat([part[g] for g in layout], axis=1)
        xh_grad = ivy.matmul(gates, wt)
        x_grads[t] = xh_grad[:, :n_in]
        dh_next = xh_grad[:, n_in:]
        xh = ivy.concat([xs[t], hp], axis=1)
        w_grad = ivy.add(w_grad, ivy.matmul(ivy.matrix_transpose(xh), gates))
        b_grad = ivy.add(b_grad, ivy.sum(gates, axis=0))
    return tuple(wrap(v) for v in (ivy.stack(x_grads, axis=0), dcs_next, dh_next, w_grad,
                                   *peep_grads, b_grad))


def BlockLSTMGrad(*, seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b, i, cs, f, o, ci,  # noqa: N802
                  co, h, cs_grad, h_grad, use_peephole, name=None):
    """``(x_grad, cs_prev_grad, h_prev_grad, w_grad, wci_grad, wcf_grad, wco_grad, b_grad)``
    of ``BlockLSTM`` (steps past ``seq_len_max``: zero gradients)."""
    return _block_lstm_grad("BlockLSTMGrad", seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco,
                            b, i, cs, f, o, ci, co, h, cs_grad, h_grad, use_peephole, "icfo")


def BlockLSTMGradV2(*, seq_len_max, x, cs_prev, h_prev, w, wci, wcf, wco, b, i, cs, f, o,  # noqa: N802
                    ci, co, h, cs_grad, h_grad, use_peephole, name=None):
    return _block_lstm_grad("BlockLSTMGradV2", seq_len_max, x, cs_prev, h_prev, w, wci, wcf,
                            wco, b, i, cs, f, o, ci, co, h, cs_grad, h_grad, use_peephole, "ifco")


__all__ = sorted(n for n, v in dict(globals()).items()
                 if n[:1].isupper() and callable(v) and getattr(v, "__module__", "") == __name__)
