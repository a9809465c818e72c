"""The standard's inspection API: ``ivy.__array_namespace_info__()``."""

from ._api import composed

_NARROW = {"int64": "int32", "float64": "float32", "complex128": "complex64"}


def _available(xp):
    """The dtype names the backend has now (JAX without 64-bit mode has no 64-bit dtypes)."""
    now = getattr(xp._pkg, "available_dtypes", None)
    return xp._pkg.DTYPES if now is None else now()


class Info:
    """What the backend in force offers: capabilities, devices, default and supported dtypes."""

    __slots__ = ("_xp",)

    def __init__(self, xp):
        self._xp = xp

    def capabilities(self):
        """``{"boolean indexing", "data-dependent shapes", "max dimensions"}`` of this backend."""
        return dict(self._xp._pkg.CAPABILITIES)

    def default_device(self):
        """The default device, as an Ivy string."""
        return self._xp.default_device()

    def default_dtypes(self, *, device=None):
        """Ivy's default dtypes (the same on every backend; their 32-bit kind on JAX while its
        64-bit mode is off)."""
        xp = self._xp
        have = _available(xp)
        out = {"real floating": xp.default_float_dtype(), "complex floating": xp.default_complex_dtype(),
               "integral": xp.default_int_dtype(), "indexing": xp.int64}
        return {k: getattr(xp, _NARROW[str(d)]) if str(d) not in have and str(d) in _NARROW else d
                for k, d in out.items()}

    def devices(self):
        """Every device this backend can place arrays on, as Ivy strings."""
        return list(self._xp._pkg.devices())

    def dtypes(self, *, device=None, kind=None):
        """Supported dtypes by name, optionally only those of ``kind`` (as in ``isdtype``)."""
        xp = self._xp
        names = _available(xp)
        out = {n: getattr(xp, n) for n in names}
        if kind is None:
            return out
        return {n: d for n, d in out.items() if xp.isdtype(d, kind)}

    def __repr__(self):
        return f"<ivy array namespace info: {self._xp.name}>"


@composed
def __array_namespace_info__(xp):
    """Return the standard's inspection object for the backend in force.

    Example:
        >>> import ivy
        >>> ivy.__array_namespace_info__().default_dtypes()["integral"]
        ivy.int64
    """
    return Info(xp)
