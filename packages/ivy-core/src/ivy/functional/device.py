"""Devices as Ivy strings (``"cpu"``, ``"gpu:0"``): query, default and transfer (Ivy's own)."""

from ._api import api


@api
def default_device():
    """The device new arrays go to when no ``device`` is given (``"cpu"`` on a CPU-only machine).

    Example:
        >>> import ivy
        >>> ivy.default_device()
        'cpu'
    """


@api
def dev(x, /):
    """The device of ``x`` as an Ivy string: ``"cpu"``, ``"gpu:0"``, ...

    Example:
        >>> import ivy, numpy as np
        >>> ivy.dev(np.zeros(2))
        'cpu'
    """


@api
def to_device(x, device, /, *, stream=None):
    """Return ``x`` on ``device`` (an Ivy device string or a native device); no copy if already there.

    Example:
        >>> import ivy, numpy as np
        >>> ivy.dev(ivy.to_device(np.zeros(2), "cpu"))
        'cpu'
    """
