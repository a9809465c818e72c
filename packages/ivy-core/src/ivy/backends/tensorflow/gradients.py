"""TensorFlow kernels: gradients through ``tf.GradientTape`` (reverse mode) and
``tf.autodiff.ForwardAccumulator`` (forward mode). Tapes nest by themselves: a tape records the
gradient computations of inner tapes, which gives higher orders. Gradients of gathers
(``tf.IndexedSlices``) come back as dense tensors."""

import tensorflow as tf

from ...errors import IvyDtypeError

_ZERO = tf.UnconnectedGradients.ZERO
_TENSOR = tf.Tensor


def _dense(gs):
    """Gradients as tensors: those of gathers (``tf.IndexedSlices``) made dense, tensors as
    they are (``convert_to_tensor`` on a tensor is a no-op worth a few µs each)."""
    return [g if isinstance(g, _TENSOR) else tf.convert_to_tensor(g) for g in gs]


def execute_with_gradients(func, xs, has_aux, /, *, nested):
    with tf.GradientTape(watch_accessed_variables=False) as tape:
        tape.watch(xs)
        out = func(xs)
    y, aux = out if has_aux else (out, None)
    return y, _dense(tape.gradient(y, xs, unconnected_gradients=_ZERO)), aux


def is_variable(x, /):
    return isinstance(x, tf.Variable)


def jvp(func, xs, tangents, /, *, nested):
    with tf.autodiff.ForwardAccumulator(xs, tangents) as acc:
        outs = func(xs)
    return outs, _dense(acc.jvp(outs, unconnected_gradients=_ZERO))


def stop_gradient(x, /):
    return tf.stop_gradient(x)


def variable(x, /):
    if not (x.dtype.is_floating or x.dtype.is_complex):
        raise IvyDtypeError(f"ivy.variable: only floating arrays can be variables on the "
                            f"'tensorflow' backend, got dtype {x.dtype.name}; cast it first "
                            f"(ivy.astype)")
    return tf.Variable(x)


def vjp(func, xs, /, *, nested):
    tape = tf.GradientTape(persistent=True, watch_accessed_variables=False)
    with tape:
        tape.watch(xs)
        outs = func(xs)

    def vjp_fn(cots, *, nested=False):
        return _dense(tape.gradient(outs, xs, output_gradients=list(cots),
                                    unconnected_gradients=_ZERO))

    return outs, vjp_fn
