"""Clear errors for bad inputs, worked out on the error path only.

The public functions (the dispatchers, guards and binary wrappers made in ``functional/_api.py``
and the backends' ``_helpers.py``) call a kernel inside ``try`` (free in Python 3.11 when nothing
is raised). When the kernel raises, :func:`diagnose` looks at the arguments and raises the Ivy
error that says what was wrong -- the function the user called, the argument, what it got
(shortened) and what to do -- chained to the original exception; when it finds nothing to add, the
caller re-raises the original. :func:`check` runs on the paths that already handle an argument of
an unexpected type (a guard's type-cache miss, a dispatcher's inference), so a correct call with
arrays pays nothing for either.
"""

from __future__ import annotations

import reprlib
import sys

from ._rules.owners import _owner as owner
from .errors import (
    IvyBackendMismatchError,
    IvyDtypeError,
    IvyException,
    IvyIndexError,
    IvyTypeError,
    IvyUnsupportedError,
    IvyValueError,
    framework_message,
)

# values that are never an array (an optional array parameter, default None, may take None)
_NEVER = {type(None): "None", str: "a str", bytes: "bytes", dict: "a dict", set: "a set"}
# the standard's array parameters: a list / tuple there is not an array (ivy.asarray makes one)
_ARRAY_ONLY = frozenset({"x", "x1", "x2", "condition"})
_SHORT = reprlib.Repr()
_SHORT.maxlist = _SHORT.maxtuple = 4
_SHORT.maxlevel = 3
_SHORT.maxstring = _SHORT.maxother = 40
# builtin exceptions a kernel raises for a bad argument -> the Ivy class (each derives from it)
_RAW = {TypeError: IvyTypeError, AttributeError: IvyTypeError, ValueError: IvyValueError,
        IndexError: IvyIndexError, KeyError: IvyValueError, RuntimeError: IvyValueError,
        ZeroDivisionError: IvyValueError, OverflowError: IvyValueError,
        NotImplementedError: IvyUnsupportedError}
# NumPy's ufuncs without a loop for the arguments' dtypes (PyTorch's missing kernels say
# "not implemented for 'Bool'": IvyUnsupportedError, as the backends' own dtype gaps)
_NO_DTYPE_KERNEL = "not supported for the input types"
# framework classes of argument errors (TF, MXNet, NumPy's AxisError) -> the Ivy class
_FRAMEWORK_RAW = {"InvalidArgumentError": IvyValueError, "MXNetError": IvyValueError,
                  "AxisError": IvyIndexError, "_LinAlgError": IvyValueError,  # PyTorch's
                  "LinAlgError": IvyValueError}  # NumPy 1.x's (not a ValueError there)


def describe(v):
    """A short description of an argument: type, shape and dtype of an array, a cut repr
    otherwise (never the whole of a large list)."""
    t = type(v)
    shape, dtype = getattr(v, "shape", None), getattr(v, "dtype", None)
    if shape is not None and dtype is not None and not isinstance(v, type):
        try:
            shape = tuple(int(s) for s in shape)
        except (TypeError, ValueError):  # symbolic dimensions while tracing
            pass
        return f"a {t.__module__}.{t.__qualname__} of shape {shape} and dtype {dtype}"
    if t is list or t is tuple:
        return f"a {t.__name__} of length {len(v)}: {_SHORT.repr(v)}"
    return _NEVER.get(t) or f"{_SHORT.repr(v)} ({t.__module__}.{t.__qualname__})"


def check(fname, names, values, required):
    """Raise ``IvyTypeError`` if a value can never be the array its parameter takes (None, a str,
    ...; a list / tuple for the standard's array parameters). ``required``: the names of the array
    parameters without a default."""
    for n, v in zip(names, values):
        t = type(v)
        if t in _NEVER and n in required:
            raise IvyTypeError(f"ivy.{fname}: argument {n} got {_NEVER[t]}; expected an array "
                               f"(a native array of the backend, e.g. from ivy.asarray)")
        if (t is list or t is tuple) and n in _ARRAY_ONLY:
            raise IvyTypeError(f"ivy.{fname}: argument {n} got {describe(v)}; expected an array: "
                               f"convert it first, ivy.asarray({n})")


def refuse_non_data(obj, fname="asarray", arg="obj"):
    """Raise ``IvyTypeError`` for a value that holds no array data (None, a str, a dict, a set):
    ``asarray``'s paths for objects that are not arrays call it (NumPy made an object or str
    array of them, TensorFlow a string tensor). Bytes are a buffer (the standard's input)."""
    t = type(obj)
    if t in _NEVER and t is not bytes:
        raise IvyTypeError(f"ivy.{fname}: argument {arg} got {_NEVER[t]}; expected an array, a "
                           f"Python number, a (nested) sequence of numbers or a buffer")


def _owner(v):
    return owner(type(v))


def _flat(names, values):
    """``(name, value)`` of the arguments, the items of a list / tuple of arrays (concat's
    ``arrays``) as ``name[i]``."""
    for n, v in zip(names, values):
        if type(v) in (list, tuple):
            yield from ((f"{n}[{i}]", a) for i, a in enumerate(v))
        else:
            yield n, v


def _caller():
    """`` (called by <library>.<function>)`` for the outermost function of an Ivy library
    (``ivy_mech``, ``ivy_vision``, ...) on the stack, else ``""``: a user who called the library
    learns which of its functions met the mixed arrays (the error path only)."""
    frame, found = sys._getframe(2), ""
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module.startswith("ivy_") and not frame.f_code.co_name.startswith("_"):
            found = f"{module.partition('.')[0]}.{frame.f_code.co_name}"
        frame = frame.f_back
    return f" (called by {found})" if found else ""


def diagnose(e, fname, names, values, required):
    """Raise the Ivy error explaining ``e`` (raised by ``ivy.<fname>``'s kernel for the arguments
    ``names`` = ``values``), chained to ``e``; return when there is nothing to add."""
    if isinstance(e, IvyException) and str(e).startswith(f"ivy.{fname}"):
        return  # already clear (and the cheapest case to leave)
    check(fname, names, values, required)
    for n, v in zip(names, values):  # a sequence of arrays (concat's) holding a non-array
        if type(v) in (list, tuple) and n not in _ARRAY_ONLY:
            for i, a in enumerate(v):
                if type(a) in _NEVER:
                    raise IvyTypeError(f"ivy.{fname}: argument {n}[{i}] got {_NEVER[type(a)]}; "
                                       f"expected an array") from e
    owners = [(n, o) for n, o in ((n, _owner(v)) for n, v in _flat(names, values))
              if o is not None]
    for n, o in owners[1:]:
        first, fo = owners[0]
        if o != fo:
            raise IvyBackendMismatchError(
                f"ivy.{fname}{_caller()}: argument {n} is a {o} array while {first} is a {fo} "
                f"array; convert it with ivy.to_backend({n}, {fo!r})"
                + (f" ({fo}'s kernels take no NumPy arrays; JAX's and TensorFlow's convert them)"
                   if o == "numpy" and fo in ("torch", "mxnet") else "")) from e
    _scalars_only(e, fname, names, values, owners)
    if isinstance(e, IvyException):  # raised by a function Ivy composes: say which one was called
        msg = framework_message(e, fname)
        if msg.startswith("this function"):
            msg = msg[len("this function"):].lstrip(": ")
        raise _same(e, f"ivy.{fname}: {msg}") from e
    cls = _RAW.get(type(e))
    if cls is None:
        cls = _FRAMEWORK_RAW.get(type(e).__name__)
    if cls is None and type(e).__module__.partition(".")[0] == "numpy":  # NumPy's own subclasses
        cls = next((_RAW[c] for c in type(e).__mro__ if c in _RAW), None)
    if cls is None:
        return  # a framework's own error class (tracing, ...): left as it is
    msg = framework_message(e, fname).strip()
    msg = msg.splitlines()[0] if msg else type(e).__name__
    if len(msg) > 300:
        msg = msg[:300] + "..."
    if cls is IvyTypeError and _NO_DTYPE_KERNEL in msg:  # the kernel has no loop for the dtypes
        dts = ", ".join(f"{n} of dtype {v.dtype}" for n, v in zip(names, values)
                        if hasattr(v, "dtype") and hasattr(v, "shape"))
        raise IvyDtypeError(f"ivy.{fname}: no kernel for {dts} ({msg}); cast with ivy.astype to "
                            f"a dtype the function takes (its docstring lists them)") from e
    args = ", ".join(f"{n}={describe(v)}" for n, v in zip(names, values))
    raise cls(f"ivy.{fname}: {msg} (arguments: {args})") from e


_NUMBERS = (bool, int, float, complex)


def _scalars_only(e, fname, names, values, owners):
    """Raise the error for scalars where the kernel needed its backend's arrays: a NumPy scalar
    (``numpy.float32``, what NumPy's 0-d results are) beside another framework's array or with
    another backend set, or only Python numbers (the standard takes them beside an array)."""
    flat = list(_flat(names, values))
    backend = owners[0][1] if owners else _backend_set()
    for n, v in flat if backend in ("torch", "mxnet") else ():  # (JAX's, TF's kernels take them)
        t = type(v)
        if t.__module__ == "numpy" and t not in _NUMBERS and hasattr(v, "dtype"):
            where = (f"beside {owners[0][0]}, a {backend} array" if owners else
                     f"with the {backend} backend set")
            raise IvyTypeError(f"ivy.{fname}: argument {n} is a NumPy scalar "
                               f"({t.__module__}.{t.__qualname__}) {where}; pass {n}.item() (a "
                               f"Python number) or an array of that backend") from e
    given = [(n, v) for n, v in flat if v is not None]
    if not owners and given and all(type(v) in _NUMBERS and n in _ARRAY_ONLY for n, v in given):
        args = ", ".join(f"{n}={v!r}" for n, v in given)
        raise IvyTypeError(f"ivy.{fname}: no argument is an array ({args}); with this backend "
                           f"set, pass at least one of its arrays (ivy.asarray): the standard "
                           f"takes a Python number only beside an array") from e


def _backend_set():
    """The name of the backend set for the calling thread, or None (inferring)."""
    from ._backend import chosen, scoped_backend  # noqa: PLC0415 - _backend imports this module

    b = chosen.backend if not chosen.scopes else scoped_backend()
    return None if b is None else b.name


def _same(e, msg):
    try:
        return type(e)(msg)
    except Exception:  # noqa: BLE001 - an exception class with another constructor
        return IvyValueError(msg)
