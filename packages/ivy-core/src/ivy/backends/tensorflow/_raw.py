"""TensorFlow's generated op functions for the hot kernels, with shapes and axes as cached tensors.

Measured with TensorFlow 2.21 on CPU (eager, 1e4-element float32 arrays, quiet machine): the
public ``tf.*`` functions pay their dispatch decorators on every call (``tf.reduce_sum(x)`` 26 µs,
the ``Sum`` op with an axes tensor 9 µs; ``tf.cast`` 19 µs, ``Cast`` 9.5 µs), and a shape, axes or
permutation given as a Python tuple or list fails the C fast path of eager op execution and is
converted in Python (``tf.reshape(x, (100, 100))`` 48 µs; with an int32 tensor 10 µs). The hot
kernels call the ops below instead (the functions ``tf.raw_ops`` exports, without their
keyword-only wrapper; always called with keywords, so either form works) and pass shapes and axes
through :func:`ints`: a constant made once per tuple while executing eagerly, the tuple itself
while tracing (a graph folds it into a constant, as XLA requires). Gradients are unchanged: they
are registered per op name, the same ops the public functions run.
"""

import tensorflow as tf

_I32, _I64 = tf.int32, tf.int64
_executing_eagerly = tf.executing_eagerly


def gen(name, public=None):
    """The generated function of op ``name`` (the same op as ``tf.raw_ops``', one frame less,
    positional arguments allowed); where this TensorFlow does not expose it, ``public`` (an
    elementwise kernel's public function), else ``tf.raw_ops``' own (keywords only)."""
    f = getattr(tf.raw_ops, name, None)
    wrapped = getattr(f, "__wrapped__", None)
    if wrapped is not None:
        return wrapped
    if public is not None:
        return public
    if f is None:
        raise AttributeError(f"this TensorFlow has no op {name!r}")
    return f


ArgMax, ArgMin, Cast, ConcatV2, Fill = (gen(n) for n in ("ArgMax", "ArgMin", "Cast", "ConcatV2",
                                                          "Fill"))
MatMul, Max, Mean, Min, Pack, Prod = (gen(n) for n in ("MatMul", "Max", "Mean", "Min", "Pack",
                                                       "Prod"))
FFT, IFFT = gen("FFT"), gen("IFFT")
GatherNd, GatherV2, ScatterNd = (gen(n) for n in ("GatherNd", "GatherV2", "ScatterNd"))
Reshape, Squeeze, Sum, Transpose = (gen(n) for n in ("Reshape", "Squeeze", "Sum", "Transpose"))


_INTS: dict = {}
_INTS64: dict = {}
_MAX_CACHED = 4096  # distinct shapes kept (a program uses a few dozen; the rest are made per call)
RANGES = tuple(tuple(range(r)) for r in range(33))  # every axis of an array of rank r
FLAT = (-1,)


def ints(t, dtype=None):
    """``t`` (a tuple of ints: a shape, axes, a permutation) as the op's integer input.

    Eager: an int32 tensor (int64 for values beyond int32, or when ``dtype`` is tf.int64, for
    ops whose shape input matches another input's dtype), made once per tuple and kept on the
    host (TF reads shape inputs from host memory on every device). Tracing: the tuple.

    Example:
        >>> import tensorflow as tf
        >>> Reshape(tensor=tf.zeros((2, 3)), shape=ints((3, 2))).shape
        TensorShape([3, 2])
    """
    for v in t:  # a tensor, None, a float...: the tuple as it is (the op converts or refuses it)
        if type(v) is not int:
            return t
    cache = _INTS if dtype is None or dtype is _I32 else _INTS64
    if not _executing_eagerly():
        return t
    c = cache.get(t)
    if c is not None:
        return c
    wide = cache is _INTS64 or any(v >= 2**31 or v < -2**31 for v in t)
    with tf.device("/device:CPU:0"):
        c = tf.constant(t, _I64 if wide else _I32)
    if len(cache) < _MAX_CACHED:
        cache[t] = c
    return c


def every_axis(x):
    """Every axis of ``x`` as a reduction op's axes input (see :func:`ints`)."""
    r = x.shape.rank
    if r is None:  # tracing an array of unknown rank
        return tf.range(tf.rank(x))
    return ints(RANGES[r] if r < len(RANGES) else tuple(range(r)))
