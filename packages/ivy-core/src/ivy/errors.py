"""Ivy's exception hierarchy: every error Ivy raises derives from :class:`IvyException`."""


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
