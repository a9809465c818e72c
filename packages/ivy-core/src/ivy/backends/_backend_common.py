"""Small kernels every backend needs in the same form, made from one definition per backend.

- :func:`dtype_lookup`: ``native_dtype`` and the default-dtype functions over one backend's
  table of native dtypes (keyed by Ivy dtypes, their names and the native spellings).
- :func:`norm_axes`: an ``axis`` argument as a tuple of non-negative axes, checked.
- :func:`meshgrid_kernel`: the standard's ``meshgrid`` (a list, ``indexing`` checked) around the
  framework's own.
- :func:`specialise`: a copy of a module-level kernel template with its own globals (the binary
  wrappers: closure-free, so the public function runs their code, see ``_api.bind``).
"""

import types

from .. import dtypes as _dt
from .._source import SCOPES
from ..errors import IvyValueError


def dtype_lookup(native, what):
    """``(native_dtype, default_float, default_int, default_complex)`` reading the dict
    ``native`` (Ivy dtype name -> native dtype; native spellings may be keys too); ``what`` names
    the native dtype type in ``native_dtype``'s docstring.

    Example:
        >>> import numpy as np
        >>> native_dtype, default_float, _, _ = dtype_lookup({"float32": np.dtype("float32"),
        ...     "float64": np.dtype("float64")}, "NumPy dtype")
        >>> native_dtype("float32"), native_dtype(None)
        (dtype('float32'), None)
    """
    get = native.get

    def native_dtype(dtype):
        if dtype is None:
            return None
        d = get(dtype)
        return d if d is not None else native[str(_dt.as_ivy_dtype(dtype))]

    def default_float():
        return native[str(_dt.default_float_dtype())]

    def default_int():
        return native[str(_dt.default_int_dtype())]

    def default_complex():
        return native[str(_dt.default_complex_dtype())]

    native_dtype.__doc__ = f"{what} for an Ivy dtype / name / native dtype (None stays None)."
    return native_dtype, default_float, default_int, default_complex


def numpy_dtype(name):
    """The NumPy dtype of the Ivy dtype ``name``; ``bfloat16`` is ``ml_dtypes``'s (the extension
    dtype JAX and TensorFlow use, an ivy-core dependency; imported when a backend needs it).

    Example:
        >>> numpy_dtype("bfloat16").name, numpy_dtype("float16").itemsize
        ('bfloat16', 2)
    """
    import numpy as np  # noqa: PLC0415 - backends only

    if name == "bfloat16":
        import ml_dtypes  # noqa: PLC0415 - loaded with the first backend that needs it

        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype(name)


def norm_axes(axis, ndim):
    """Tuple of non-negative axes for ``axis`` (None = all axes; int or tuple; negatives allowed)."""
    if axis is None:
        return tuple(range(ndim))
    if type(axis) is int:
        axis = (axis,)
    out = []
    n = max(ndim, 1)
    for a in axis:
        a = int(a)
        if not -n <= a < n:
            raise IvyValueError(f"axis {a} is out of bounds for an array of {ndim} dimensions")
        out.append(a % n)
    if len(set(out)) != len(out):
        raise IvyValueError(f"repeated axis in {tuple(axis)}")
    return tuple(out)


_INDEXING = ("xy", "ij")


def meshgrid_kernel(native_meshgrid):
    """The standard's ``meshgrid`` around ``native_meshgrid(*arrays, indexing=...)``: a list
    (NumPy 2 and TensorFlow return tuples), ``[]`` for no arrays, a bad ``indexing`` refused."""

    def meshgrid(*arrays, indexing="xy"):
        if indexing not in _INDEXING:
            raise IvyValueError(
                f"ivy.meshgrid: indexing must be 'xy' or 'ij', got {indexing!r}")
        if not arrays:
            return []
        return list(native_meshgrid(*arrays, indexing=indexing))

    return meshgrid


def specialise(template, name, **values):
    """A copy of the module-level function ``template``, called ``name``, whose globals are its
    module's (as they are now) plus ``values``: a factory's kernels (one per binary function)
    made without a closure, so that ivy's public function can run their code itself
    (``functional/_api.bind``) instead of calling them (one frame less per call).

    Example:
        >>> def scale(x):
        ...     return x * _factor
        >>> double = specialise(scale, "double", _factor=2)
        >>> double.__name__, double(4)
        ('double', 8)
    """
    g = dict(template.__globals__)
    g.update(values)
    # no module name: torch.compile's Dynamo reads the globals of a dict that names a module
    # through that module (every copy would read the first copy's values)
    del g["__name__"]
    SCOPES.add(id(g))
    code = template.__code__.replace(co_name=name, co_qualname=name)
    fn = types.FunctionType(code, g, name, template.__defaults__)
    fn.__kwdefaults__ = template.__kwdefaults__
    fn.__qualname__ = name
    fn.__module__ = template.__module__
    return fn
