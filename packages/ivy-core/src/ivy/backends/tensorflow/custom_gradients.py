"""TensorFlow kernels: custom gradients through ``tf.custom_gradient`` and rematerialisation
through ``tf.recompute_grad``. A ``tf.Variable`` argument enters as its value (read on the tape,
so its gradient reaches it); variables that ``fwd`` reads by closure get no gradient.

``tf.recompute_grad`` has no second order (TensorFlow raises "recompute_grad tried to transpose
grad"): inside a gradient computation of Ivy's that is itself differentiated (nested
``ivy.grad``), ``checkpoint`` runs the function unchanged (same values and gradients, no memory
saved). Nested ``tf.GradientTape``s of the caller's own are not seen and raise TensorFlow's error.
"""

import tensorflow as tf

from ..._rules.gradients import _depth

FORWARD_ONLY = False


def _values(xs):
    return [tf.convert_to_tensor(x) if isinstance(x, tf.Variable) else x for x in xs]


def checkpoint(func, xs, /):
    if _depth.n > 1:  # a gradient computation inside another one: second order
        return func(xs)
    return list(tf.recompute_grad(lambda *a: func(list(a)))(*_values(xs)))


def custom_vjp(primal, fwd, bwd, xs, /):
    @tf.custom_gradient
    def f(*a):
        outs, res = fwd(list(a))

        def grad_fn(*cots, variables=None):
            # an output the loss does not use may come as None
            cots = [tf.zeros_like(o) if c is None else c for c, o in zip(cots, outs)]
            grads = bwd(res, cots)
            return (grads, [None] * len(variables)) if variables else grads

        return outs, grad_fn

    return list(f(*_values(xs)))
