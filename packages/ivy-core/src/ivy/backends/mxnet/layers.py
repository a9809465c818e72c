"""MXNet kernel: ``linear`` as MXNet's own dense layer, ``npx.fully_connected(x, weight, bias,
flatten=False)`` (the operator of Gluon's ``Dense``: one FullyConnected op instead of transpose,
dot and add) for float32 and float64 ``x`` with no zero dimension in ``x`` or ``weight`` (MXNet's
CPU FullyConnected has no float16 or integer kernel, and oneDNN refuses empty arrays: errors that
would only surface asynchronously). MXNet checks the rest as it builds the op, before it runs:
another dtype in ``weight`` or ``bias`` (MXNet does not promote), a weight that is not ``[out,
in]``, a bias that is not ``[out]``; those calls go to the composition, which promotes or names
the bad shape. The other layer functions are composed."""

import numpy as np
from mxnet import npx
from mxnet.base import MXNetError

from .._composed import composition

_linear = composition("mxnet", "linear")
_FLOATS = frozenset((np.dtype("float32"), np.dtype("float64")))


def linear(x, weight, /, *, bias=None):
    x_shape, w_shape = x.shape, weight.shape
    if (x.dtype in _FLOATS and len(w_shape) == 2 and x_shape and 0 not in x_shape
            and 0 not in w_shape):
        try:
            return npx.fully_connected(x, weight, bias, num_hidden=w_shape[0],
                                       no_bias=bias is None, flatten=False)
        except MXNetError:  # refused while inferring dtypes and shapes (nothing ran)
            pass
    return _linear(x, weight, bias=bias)
