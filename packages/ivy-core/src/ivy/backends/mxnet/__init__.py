"""MXNet backend (``mxnet.np`` / ``mxnet.npx``, MXNet 1.9): kernels in one module per category,
mirroring ``ivy/functional``.

Importing this package switches on MXNet's NumPy semantics (``npx.set_np()``), the one global
setting Ivy makes (MXNet asks every ``mxnet.np`` user to make it): without it MXNet treats 0-d and
zero-size shapes as "unknown" and cannot make ``zeros(())`` or ``zeros((0, 3))``, which the
standard needs everywhere. The shape semantics
are switched on process-wide (not only in the importing thread), since ``ivy.use`` may run a
backend in any thread; array semantics (Gluon making ``mxnet.np`` arrays) follow MXNet's own
thread-local rule.

MXNet has no int16, uint16, uint32, uint64, bfloat16 or complex dtypes: they are missing from
``DTYPES`` and every call that would need one raises ``IvyUnsupportedError`` naming the function
and the dtype.
Legacy ``mxnet.nd.NDArray`` arrays are refused with an error saying to call ``.as_np_ndarray()``.
"""

import logging

import mxnet as mx
from mxnet import np as mnp
from mxnet import npx

from ...errors import IvyBackendMismatchError, IvyTypeError

# set_np() logs through logging.info() on the root logger, which (no handler there) would run
# logging.basicConfig() and leave a handler on the user's root logger: a NullHandler stands
# there for the call, then goes
_root = logging.getLogger()
_quiet = logging.NullHandler()
if not _root.handlers:
    _root.addHandler(_quiet)
try:
    npx.set_np()
finally:
    _root.removeHandler(_quiet)
mx.util.set_np_shape(2)  # 2: NumPy shape semantics for every thread (MXNet's C API "GlobalOn")

DTYPES = ("bool", "int8", "int32", "int64", "uint8", "float32", "float64", "float16")
CAPABILITIES = {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 32}

_NO_COMPLEX = "MXNet has no complex dtypes"
UNSUPPORTED = {
    "fft.fft": _NO_COMPLEX, "fft.fftn": _NO_COMPLEX, "fft.hfft": _NO_COMPLEX + " (complex input)",
    "fft.ifft": _NO_COMPLEX, "fft.ifftn": _NO_COMPLEX, "fft.ihfft": _NO_COMPLEX,
    "fft.irfft": _NO_COMPLEX + " (complex input)", "fft.irfftn": _NO_COMPLEX + " (complex input)",
    "fft.rfft": _NO_COMPLEX, "fft.rfftn": _NO_COMPLEX,
}

# Functions computed on the host through NumPy (no MXNet operator gives the result): each is
# non-differentiable and data-dependent.
HOST_ROUND_TRIP = ()


def array_types():
    """Native array types of this backend (``mxnet.numpy.ndarray``)."""
    return (mnp.ndarray,)


def devices():
    """Devices as Ivy strings: ``"cpu"`` and ``"gpu:N"`` for each GPU MXNet sees."""
    return ["cpu"] + [f"gpu:{i}" for i in range(mx.context.num_gpus())]


def admit(x, fname=None):
    """Refuse arrays of MXNet's legacy API (``mxnet.nd.NDArray``, sparse arrays): called by Ivy's
    backend machinery on the first sight of an mxnet type that is not ``mxnet.numpy.ndarray``."""
    if not isinstance(x, mnp.ndarray):
        t = type(x)
        where = f"ivy.{fname}" if fname else "ivy"
        if t.__module__ == "numpy":  # a NumPy scalar (NumPy's 0-d results), met as x1
            raise IvyTypeError(f"{where}: got a NumPy scalar ({t.__module__}.{t.__qualname__}), "
                               "which the mxnet backend's kernels do not take; pass x.item() (a "
                               "Python number) or an mxnet.numpy array")
        raise IvyBackendMismatchError(
            f"{where}: got a {t.__module__}.{t.__qualname__}, an array of MXNet's legacy API; the "
            "mxnet backend takes mxnet.numpy arrays: convert it with x.as_np_ndarray()")
