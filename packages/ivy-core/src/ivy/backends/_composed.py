"""A mixed kernel's way back to the composed definition.

A backend kernel named like a ``@composed`` function replaces its composition on that backend.
Where the native op covers only some calls (one dtype, one option value, trailing axes), the kernel
takes its fast path for those and hands the others to :func:`composition`, which runs the one
composed definition against this backend's kernel namespace ``xp``.
"""

from .._backend import get_backend
from ..functional._api import SPECS


def composition(backend, qualname):
    """The composed definition of ``qualname`` as a plain function on ``backend``'s arrays."""
    body = SPECS[qualname].composed
    xp = []  # the backend's kernel namespace, looked up on first use (it is still being built
    # while the kernel modules are imported)

    def composed(*args, **kwargs):
        if not xp:
            xp.append(get_backend(backend).xp)
        return body(xp[0], *args, **kwargs)

    composed.__name__ = f"composed_{qualname}"
    return composed
