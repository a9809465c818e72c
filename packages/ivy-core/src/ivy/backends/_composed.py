"""A mixed kernel's way back to the composed definition.

A backend kernel named like a ``@composed`` function replaces its composition on that backend.
Where the native op covers only some calls (one dtype, one option value, trailing axes), the kernel
takes its fast path for those and hands the others to :func:`composition`, which runs the one
composed definition against this backend's kernel namespace ``xp``.
"""

from .._backend import get_backend
from .._rules.specs import SPECS
from ..errors import IvyException


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


def xp_of(backend):
    """The kernel namespace of ``backend``: a kernel whose native call does not cover a call runs
    the composition on it (called at run time; the namespace is still being built while the
    kernel modules are imported)."""
    return get_backend(backend).xp


def jit_composition(qualname, static_argnums=(), static_argnames=()):
    """JAX: the composed definition of ``qualname`` compiled by XLA as one program (per shapes,
    dtypes and values of the static arguments) instead of one compiled operation per step.

    The checks of the definition run while tracing, so errors stay Ivy's; a static argument that
    cannot be hashed (and so cannot be a compile-time constant) runs the composition eagerly,
    which names a bad value.
    """
    import jax  # noqa: PLC0415 - only the JAX backend calls this

    eager = composition("jax", qualname)
    compiled = jax.jit(eager, static_argnums=static_argnums, static_argnames=static_argnames)

    def kernel(*args, **kwargs):
        try:
            return compiled(*args, **kwargs)
        except (ValueError, TypeError) as e:
            if "hashable" not in str(e) or isinstance(e, IvyException):
                raise
        return eager(*args, **kwargs)

    kernel.__name__ = qualname
    return kernel


def scan_kernel(backend, qualname, scan, self_dtypes):
    """``cumsum`` / ``cumprod`` on ``backend``: ``scan(x, axis)`` (the framework's one scan) when
    Ivy's options are unused, the dtype is its own accumulator (in ``self_dtypes``) and ``axis``
    is a valid int; the composed definition for every other call."""
    composed = composition(backend, qualname)

    def kernel(x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
        if (not exclusive and not reverse and dtype is None and x.dtype in self_dtypes
                and type(axis) is int and -x.ndim <= axis < x.ndim):
            return scan(x, axis)
        return composed(x, axis, exclusive=exclusive, reverse=reverse, dtype=dtype)

    kernel.__name__ = kernel.__qualname__ = qualname
    return kernel
