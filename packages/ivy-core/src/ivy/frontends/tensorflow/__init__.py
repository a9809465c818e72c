"""TensorFlow's API re-created on Ivy: ``import ivy.frontends.tensorflow as tf``.

TensorFlow code runs eagerly on whichever Ivy backend holds the data (the backend in force when
tensors are made: ``ivy.use`` / ``ivy.set_backend``, else NumPy), with TensorFlow's names,
argument names, defaults and dtype rules: no implicit casting between tensors
(``tf.errors.InvalidArgumentError``), Python numbers converted to the tensor's dtype,
``tf.constant(1)`` int32 and ``tf.constant(1.0)`` float32. Namespaces: ``tf.math``, ``tf.nn``,
``tf.linalg``, ``tf.raw_ops``, ``tf.random``, ``tf.errors``; the array class is ``tf.Tensor``
(shape a ``tf.TensorShape``, dtype printed ``tf.float32``). What is covered:
``docs/frontends/tensorflow.md``.

Example:
    >>> import ivy.frontends.tensorflow as tf
    >>> x = tf.constant([1, 2, 3])
    >>> x.dtype, (x / 2).dtype, int(tf.reduce_sum(x * 2))
    (tf.int32, tf.float64, 12)
"""

from __future__ import annotations

from .. import _common
from . import errors, linalg, math, nn, random, raw_ops  # noqa: E402, I001 - the sub-namespaces
from ._control_flow import *  # noqa: F403
from ._control_flow import COMPOSED as _CF_COMPOSED
from ._creation import *  # noqa: F403
from ._creation import COMPOSED as _C_COMPOSED
from ._dtypes import DTYPES, DType, as_dtype
from ._manipulation import *  # noqa: F403
from ._manipulation import COMPOSED as _M_COMPOSED
from .linalg import einsum, matmul, norm, tensordot  # noqa: F401
from .math import (  # noqa: F401
    abs,
    acos,
    acosh,
    add,
    add_n,
    argmax,
    argmin,
    asin,
    asinh,
    atan,
    atan2,
    atanh,
    ceil,
    cos,
    cosh,
    cumsum,
    divide,
    equal,
    exp,
    floor,
    greater,
    greater_equal,
    less,
    less_equal,
    logical_and,
    logical_not,
    logical_or,
    maximum,
    minimum,
    multiply,
    negative,
    not_equal,
    pow,
    realdiv,
    reduce_all,
    reduce_any,
    reduce_logsumexp,
    reduce_max,
    reduce_mean,
    reduce_min,
    reduce_prod,
    reduce_sum,
    round,
    scalar_mul,
    sigmoid,
    sign,
    sin,
    sinh,
    sqrt,
    square,
    subtract,
    tan,
    tanh,
    truediv,
    truncatediv,
    truncatemod,
)
from .tensor import Tensor, TensorShape

bool = DTYPES["bool"]  # noqa: A001 - TensorFlow's name
uint8, uint16, uint32, uint64 = (DTYPES[n] for n in ("uint8", "uint16", "uint32", "uint64"))
int8, int16, int32, int64 = (DTYPES[n] for n in ("int8", "int16", "int32", "int64"))
float16, bfloat16, float32, float64 = (DTYPES[n] for n in ("float16", "bfloat16", "float32",
                                                          "float64"))
complex64, complex128 = DTYPES["complex64"], DTYPES["complex128"]
half, double = float16, float64
newaxis = None

#: names of ``tf`` the frontend knows it cannot offer, with the reason
UNSUPPORTED: dict = {
    "as_string": "Ivy has no string dtype",
    "load_library": "TensorFlow's plug-in kernels", "load_op_library": "TensorFlow's plug-in kernels",
    "import_graph_def": "TensorFlow GraphDefs run on TensorFlow's runtime",
    "make_tensor_proto": "TensorFlow's protocol buffers", "make_ndarray": "TensorFlow's protocol buffers",
}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED = _C_COMPOSED | _M_COMPOSED | _CF_COMPOSED | (math.COMPOSED & set(dir()))

__all__ = ["DType", "Tensor", "TensorShape", "as_dtype", "errors", "linalg", "math", "nn",
           "random", "raw_ops"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("tf", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.tensorflow' has no attribute {name!r}")


from . import _operators  # noqa: E402, F401 - Tensor's operators, once every namespace is loaded
from .tensor import wrap as _frontend_array  # noqa: E402, F401 - for the tests
