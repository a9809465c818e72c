"""Kernels that do the guard's work themselves, so that ``ivy.<name>`` runs their code directly.

With a backend set, a function whose kernel is a Python function costs two frames: the guard
(``type(x) in ok_types``, ``try``) and the kernel. A kernel that checks its first array argument
itself and explains its own errors carries ``checks_first_array = True``: it is left unguarded,
and ``functional/_api.bind`` *adopts* it (``ivy.sum`` runs the kernel's code: one frame). Such a
kernel is written as::

    def sum(x, /, *, axis=None, dtype=None, keepdims=False):
        try:
            if not isinstance(x, T):  # the guard's slow path
                first_array(x, "torch", "sum")
            ...                       # the kernel
        except Exception as e:        # the guard's error path
            failed(e, "sum", (x,))    # the values of the spec's array parameters, in order
            raise

and marked with :func:`self_checking`. Only hot kernels are written this way (reductions,
``squeeze``, ``concat`` / ``stack``, gather / scatter): the guard stays the rule.
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


def self_checking(*kernels):
    """Mark ``kernels`` as checking their first array argument themselves (see the module)."""
    for k in kernels:
        k.checks_first_array = True
