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
from ._nn_extra import conv, conv2d_backprop_filter_v2, conv2d_backprop_input_v2  # noqa: F401
from ._space_batch import *  # noqa: F403
from ._utility import *  # noqa: F403
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
    "bitcast": "Ivy has no reinterpretation of an array's bytes as another dtype",
    "check_pinned": "pinned host memory is TensorFlow's GPU runtime",
    "edit_distance": "takes tf.SparseTensor inputs; the frontend has no SparseTensor",
    "eig": linalg.UNSUPPORTED["eig"], "eigvals": linalg.UNSUPPORTED["eigvals"],
    "matrix_square_root": linalg.UNSUPPORTED["sqrtm"],
    "fingerprint": "TensorFlow's Farmhash fingerprints",
    "gradients": "graph mode only (inside tf.function); eager code differentiates with "
                 "ivy.grad / the backend's autodiff",
    "hessians": "graph mode only (inside tf.function); eager code differentiates with "
                "ivy.grad / the backend's autodiff",
    "nondifferentiable_batch_function": "batching calls across sessions is TensorFlow's runtime",
    "ragged_fill_empty_rows": "tf.RaggedTensor is not in the frontend",
    "ragged_fill_empty_rows_grad": "tf.RaggedTensor is not in the frontend",
    "random_index_shuffle": "TensorFlow's Philox-keyed bijection; Ivy's random streams differ",
    "register_tensor_conversion_function": "the frontend converts Python / NumPy values and "
                                           "Tensors only, with no conversion registry",
    "type_spec_from_value": "tf.TypeSpec objects are TensorFlow's",
    "variable_creator_scope": "the frontend has no tf.Variable",
}
#: functions of this namespace written as a composition of several Ivy functions
COMPOSED = _C_COMPOSED | _M_COMPOSED | _CF_COMPOSED | (math.COMPOSED & set(dir())) | frozenset({
    "Assert", "approx_top_k", "batch_to_space", "broadcast_dynamic_shape",
    "clip_by_global_norm", "complex", "custom_gradient", "dynamic_partition", "dynamic_stitch",
    "grad_pass_through", "histogram_fixed_width", "histogram_fixed_width_bins",
    "reverse_sequence", "space_to_batch", "space_to_batch_nd", "unravel_index",
    "assert_equal", "assert_greater", "assert_less", "conv2d_backprop_filter_v2",
    "extract_volume_patches"})

__all__ = ["DType", "Tensor", "TensorShape", "as_dtype", "errors", "linalg", "math", "nn",
           "random", "raw_ops"]


def __getattr__(name):
    if name in UNSUPPORTED:
        return _common.unsupported("tf", name, UNSUPPORTED[name])
    raise AttributeError(f"module 'ivy.frontends.tensorflow' has no attribute {name!r}")


from . import _nn_extra as _nn_more  # noqa: E402, I001
from . import _operators  # noqa: E402, F401 - Tensor's operators, once every namespace is loaded
from . import _space_batch as _space_more  # noqa: E402

# tf.nn's functions written in _nn_extra and _space_batch are built on tf.nn's own argument
# helpers, so tf.nn cannot import them back: they are added to it here, where the package loads
for _name in (*_nn_more.__all__, "space_to_batch", "with_space_to_batch"):
    setattr(nn, _name, getattr(_nn_more, _name, None) or getattr(_space_more, _name))
nn.__all__ += [*_nn_more.__all__, "space_to_batch", "with_space_to_batch"]
from .tensor import wrap as _frontend_array  # noqa: E402, F401 - for the tests
