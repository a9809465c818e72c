"""The first-argument check and error path of kernels that explain their own errors.

The dispatchers (``ivy/dispatch/``) guard every call and explain its errors. A few hot PyTorch
kernels (reductions, ``squeeze``, ``concat`` / ``stack``, ``where``, gather / scatter, ``matmul``,
``linear``) also check their first array argument and explain their errors themselves, because
they are reached as raw kernels too (``backend.xp.sum`` from compositional code, with whatever
that code passes: a tuple or generator of arrays for ``concat``) and some errors need the
kernel's own arguments to be explained (an axis out of range). Such a kernel is written as::

    def sum(x, /, *, axis=None, dtype=None, keepdims=False):
        try:
            if not isinstance(x, T):  # not a tensor: the clear error for what it is
                first_array(x, "torch", "sum")
            ...                       # the kernel
        except Exception as e:
            failed(e, "sum", (x,))    # the values of the spec's array parameters, in order
            raise
"""

from .. import _backend, _diagnose


def first_array(x, backend, fname):
    """The guard's check of a first array argument that is not the backend's array type: an
    ``IvyTypeError`` for a value that is never an array, ``IvyBackendMismatchError`` for another
    framework's array; anything else is left to the kernel (and its error path)."""
    spec = _backend._specs()[fname]
    _diagnose.check(fname, spec.array_params[:1], (x,), spec.required)
    _backend.check_foreign(x, backend, fname)


def failed(e, fname, values):
    """The guard's error path: raise the Ivy error explaining ``e`` (``values``: the call's values
    of ``ivy.<fname>``'s array parameters, in the spec's order); return to re-raise ``e``."""
    spec = _backend._specs()[fname]
    _diagnose.diagnose(e, fname, tuple(spec.array_params), values, tuple(sorted(spec.required)))
