"""TensorFlow kernels: control flow on ``tf.cond``, ``tf.switch_case`` and ``tf.while_loop``.

In eager mode these run as Python (TensorFlow's own behaviour); inside ``tf.function`` they are
``If`` / ``Case`` / ``While`` ops of the graph: the loop body appears once, whatever the trip
count. ``scan`` is a ``tf.while_loop`` writing each step's outputs into ``tf.TensorArray``s; its
first step runs before the loop, which tells the arrays their dtypes and shapes.
"""

import tensorflow as tf

from ... import _nest


def cond(pred, true_fn, false_fn):
    if tf.executing_eagerly():
        return true_fn() if bool(pred) else false_fn()
    branches, trees = _flat_branches([true_fn, false_fn])
    return _rebuild(tf.cond(tf.cast(pred, tf.bool), *branches), trees)


def fori_loop(xp, lower, upper, body_fn, init):
    static = isinstance(lower, int) and isinstance(upper, int)
    if static and upper <= lower:
        return init
    dtype = tf.int64
    i0 = tf.constant(lower, dtype) if isinstance(lower, int) else tf.cast(lower, dtype)
    hi = tf.constant(upper, dtype) if isinstance(upper, int) else tf.cast(upper, dtype)

    def body(i, *val):
        return (i + 1, *body_fn(i, list(val)))

    out = tf.while_loop(lambda i, *_: i < hi, body, (i0, *init),
                        maximum_iterations=upper - lower if static else None)
    return list(out[1:])


def scan(xp, f, init, xs, length, reverse, y_like):
    if length == 0:
        ys, tree = _nest.flatten(y_like())
        return init, tree.unflatten([tf.zeros((0, *y.shape), dtype=y.dtype) for y in ys])
    first = length - 1 if reverse else 0
    carry, y = f(init, [x[first] for x in xs])
    y0, tree = _nest.flatten(y)
    arrays = [tf.TensorArray(y.dtype, size=length, element_shape=y.shape).write(first, y)
              for y in y0]

    def body(k, carry, arrays):
        i = length - 1 - k if reverse else k
        carry, y = f(carry, [tf.gather(x, i) for x in xs])
        ys, t = _nest.flatten(y)
        if not _nest.same(t, tree):
            raise ValueError("scan: f returned outputs y of different structures in two steps")
        return k + 1, carry, [a.write(i, y) for a, y in zip(arrays, ys)]

    if length > 1:
        _, carry, arrays = tf.while_loop(lambda k, *_: k < length, body,
                                         (tf.constant(1), list(carry), arrays),
                                         maximum_iterations=length - 1)
    return list(carry), tree.unflatten([a.stack() for a in arrays])


def switch(index, branches):
    if tf.executing_eagerly():
        return branches[min(max(int(index), 0), len(branches) - 1)]()
    index = tf.clip_by_value(tf.cast(index, tf.int32), 0, len(branches) - 1)
    flat, trees = _flat_branches(branches)
    return _rebuild(tf.switch_case(index, flat), trees)


def while_loop(cond_fn, body_fn, init):
    out = tf.while_loop(lambda *val: cond_fn(list(val)), lambda *val: tuple(body_fn(list(val))),
                        tuple(init))
    return list(out)


def _flat_branches(branches):
    """Branches returning leaf lists (``tf.cond`` / ``tf.switch_case`` take flat lists); the
    structures they returned land in ``trees``."""
    trees = []

    def make(fn):
        def flat():
            leaves, tree = _nest.flatten(fn())
            trees.append(tree)
            return leaves

        return flat

    return [make(fn) for fn in branches], trees


def _rebuild(out, trees):
    for t in trees[1:]:
        if not _nest.same(t, trees[0]):
            raise ValueError("the branches return different structures; every branch must "
                             "return the same structure")
    leaves = list(out) if isinstance(out, (list, tuple)) else [out]
    return trees[0].unflatten(leaves)
