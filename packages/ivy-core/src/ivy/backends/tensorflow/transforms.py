"""TensorFlow kernels: function transformations.

``vmap`` is ``tf.vectorized_map`` over axis 0 of the mapped arrays (the unmapped ones are in
``func``'s closure); it traces ``func`` into a graph (``pfor``), falling back to a ``tf.while_loop``
for operations it cannot vectorise. An error raised by ``func`` while it is traced comes out as
itself (not autograph's rewrapping). Reverse-mode Jacobians come from
``tf.GradientTape.jacobian``, forward-mode ones from ``tf.autodiff.ForwardAccumulator`` with the
basis tangents of each input vectorised by ``tf.vectorized_map``; Hessians from nested tapes (the
outer tape's Jacobian of the inner tape's gradient).
"""

import tensorflow as tf

_ZERO = tf.UnconnectedGradients.ZERO


def _dense(g):
    return g if isinstance(g, tf.Tensor) else tf.convert_to_tensor(g)


def hessian(func, xs, /, *, nested):
    with tf.GradientTape(persistent=True, watch_accessed_variables=False) as outer:
        outer.watch(xs)
        with tf.GradientTape(watch_accessed_variables=False) as inner:
            inner.watch(xs)
            y = func(xs)
        grads = [_dense(g) for g in inner.gradient(y, xs, unconnected_gradients=_ZERO)]
    return [[_dense(h) for h in outer.jacobian(g, xs, unconnected_gradients=_ZERO)]
            for g in grads]


def _forward_jacobian(func, xs):
    """Per input, one forward pass per element (vectorised): the columns of the Jacobian."""
    cols = []  # cols[j][o]: [n_j, *O_o]
    for j, x in enumerate(xs):
        n = x.shape.num_elements()  # static (also inside tf.function)
        if n == 0:  # no tangent to push: zero columns shaped like the outputs
            cols.append([tf.zeros((0, *o.shape), dtype=o.dtype) for o in func(xs)])
            continue
        basis = tf.reshape(tf.eye(n, dtype=x.dtype), (n, *x.shape))

        def jvp(t, j=j):
            tangents = [t if i == j else tf.zeros_like(p) for i, p in enumerate(xs)]
            with tf.autodiff.ForwardAccumulator(xs, tangents) as acc:
                outs = func(xs)
            return [_dense(g) for g in acc.jvp(outs, unconnected_gradients=_ZERO)]

        cols.append(tf.vectorized_map(jvp, basis))
    jacs = []
    for o in range(len(cols[0])):
        row = []
        for j, x in enumerate(xs):
            c = cols[j][o]  # [n_j, *O]
            nd = len(c.shape)
            c = tf.transpose(c, [*range(1, nd), 0])
            row.append(tf.reshape(c, (*c.shape[:-1], *x.shape)))
        jacs.append(row)
    return jacs


def jacobian(func, xs, mode, /, *, nested):
    if mode == "forward":
        return _forward_jacobian(func, xs)
    with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
        tape.watch(xs)
        outs = func(xs)
    return [[_dense(g) for g in tape.jacobian(o, xs, unconnected_gradients=_ZERO)] for o in outs]


def vmap(func, xs, size, /):
    raised = []

    def fn(elems):
        try:
            return func(list(elems))
        except Exception as e:
            raised.append(e)
            raise

    try:
        return tf.vectorized_map(fn, list(xs))
    except Exception:
        if raised:  # func's own error, not autograph's rewrapping of it (a StagingError)
            raise raised[0] from None
        # pfor's own failure (an output that is an unmapped eager input: "Tensor.op is
        # undefined when eager execution is enabled"): the per-example loop (None) instead
        return None
