"""The TensorFlow programs behind ``tests/fixtures/graphs/tensorflow/*.json`` and the script that
writes them.

``python -m ivy.graph._tf_fixtures [DIR]`` (TensorFlow installed) traces each program with
``tf.function``, runs it in TensorFlow on fixed inputs and stores the graph, the inputs,
TensorFlow's outputs and its gradient of ``sum(sum(float output))`` with respect to the first
input. CI sessions without TensorFlow replay the stored graphs on their backend and compare with
these numbers; the tensorflow session checks that a fresh capture still equals the stored graph.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from . import _fixtures

DIR = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "graphs" / "tensorflow"


def examples():
    """``{name: (Keras model or function, inputs)}``: a Keras MLP, a small Keras CNN (conv, relu,
    max pool, flatten, dense), a mix of element-wise ops, slicing, ``concat``, ``where`` and
    reductions, and a ``tf.cond`` on a data-dependent predicate (an ``If`` op)."""
    import tensorflow as tf  # noqa: PLC0415

    keras = tf.keras
    rng = np.random.default_rng(0)

    def init(k):  # seeded initialisers (no global seed is set)
        return {"kernel_initializer": keras.initializers.GlorotUniform(seed=k),
                "bias_initializer": keras.initializers.RandomNormal(seed=k + 100)}

    def ops(x, y):
        z = tf.where(x > 0.5, x * y, -y)
        a = tf.concat([z[:, :2], tf.math.log(tf.exp(z[:, 1:]))], axis=1)
        return (tf.reduce_max(a, axis=0) + tf.reduce_mean(tf.reduce_sum(a, axis=1, keepdims=True)),
                tf.sqrt(tf.abs(y) + 1.0) ** 2)

    def branch(x, y):
        return tf.cond(tf.reduce_sum(x) > tf.reduce_sum(y), lambda: x * y + 1.0,
                       lambda: tf.tanh(x) - y)

    mlp = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="relu", **init(0)),
                            keras.layers.Dense(2, **init(1))])
    cnn = keras.Sequential([keras.Input((8, 8, 3)),
                            keras.layers.Conv2D(4, 3, padding="same", activation="relu", **init(2)),
                            keras.layers.MaxPooling2D(2), keras.layers.Flatten(),
                            keras.layers.Dense(5, **init(3))])
    return {
        "mlp": (mlp, [rng.standard_normal((3, 4)).astype(np.float32)]),
        "cnn": (cnn, [rng.standard_normal((2, 8, 8, 3)).astype(np.float32)]),
        "ops": (ops, [rng.random((3, 4)).astype(np.float32),
                      rng.random((3, 4)).astype(np.float32)]),
        "branch": (branch, [rng.standard_normal((2, 3)).astype(np.float32),
                            rng.standard_normal((2, 3)).astype(np.float32)]),
    }


def run_tf(fn, inputs):
    """TensorFlow's outputs and the gradient of ``sum(sum(float output))`` by the first input."""
    import tensorflow as tf  # noqa: PLC0415

    args = [tf.constant(a) for a in inputs]
    with tf.GradientTape() as tape:
        tape.watch(args[0])
        out = fn(*args)
        outs = list(out) if isinstance(out, (list, tuple)) else [out]
        loss = tf.add_n([tf.reduce_sum(o) for o in outs if o.dtype.is_floating])
    return [o.numpy() for o in outs], tape.gradient(loss, args[0]).numpy()


def build(name):
    """The fixture dict of the example ``name`` (needs TensorFlow)."""
    fn, inputs = examples()[name]
    return _fixtures.captured(name, fn, inputs, "tensorflow", run_tf)


def write(directory=DIR):
    _fixtures.write(directory, list(examples()), build)


if __name__ == "__main__":
    write(*sys.argv[1:])
