"""Ivy's exception hierarchy: every error Ivy raises derives from :class:`IvyException`."""

from __future__ import annotations

import re


class IvyException(Exception):
    """Base class of every error raised by Ivy."""


class IvyBackendError(IvyException, ValueError):
    """A backend name is unknown, or a backend cannot be selected."""


class IvyBackendNotInstalledError(IvyBackendError, ImportError):
    """The framework behind a backend is not installed (the message names the pip extra)."""


class IvyBackendMismatchError(IvyException, TypeError):
    """An array of one framework was passed while another backend is in force."""


class IvyUnsupportedError(IvyException, NotImplementedError):
    """The backend cannot do this call (function, dtype or option); the message says what to do."""


class IvyTypeError(IvyException, TypeError):
    """An argument has a type the function cannot take (None, a str, a list where an array goes)."""


class IvyDtypeError(IvyException, TypeError):
    """A dtype is unknown, or two dtypes have no promotion."""


class IvyValueError(IvyException, ValueError):
    """An argument has an invalid value or shape."""


class IvyIndexError(IvyValueError, IndexError):
    """An index is out of range for the axis it indexes (where the backend can check it)."""


_BACKEND_PREFIX = re.compile(r"(?: \([a-z]+ backend\))?: ")
_TF_NODE = re.compile(r"\{\{function_node [^}]*\}\}\s*")
_TF_NAME = re.compile(r"\s*name:\s*$")


def framework_message(e: BaseException, fname: str) -> str:
    """The text of a framework's exception ``e`` raised inside ``ivy.<fname>``, with what only
    the framework's internals mean removed: TensorFlow's ``{{function_node __wrapped__...}}``
    prefix and empty ``name:`` suffix, and an ``ivy.<fname>:`` prefix already there (an Ivy error
    raised by a function Ivy composes), so the final message names the function once."""
    msg = str(getattr(e, "message", None) or e)
    if "{{function_node" in msg:
        msg = _TF_NAME.sub("", _TF_NODE.sub("", msg))
    prefix = f"ivy.{fname}"
    while msg.startswith(prefix):  # "ivy.f: " or "ivy.f (jax backend): " already there
        m = _BACKEND_PREFIX.match(msg, len(prefix))
        if m is None:
            break
        msg = msg[m.end():]
    return msg
