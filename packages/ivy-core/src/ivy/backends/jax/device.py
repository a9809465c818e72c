"""JAX kernels: devices as Ivy strings (``"cpu"``, ``"gpu:0"``) and transfers (``jax.device_put``)."""

import jax

from ._helpers import ivy_device, native_device


def default_device():
    d = jax.config.jax_default_device
    if d is None:
        d = jax.local_devices()[0]  # this process's (several processes: jax.distributed)
    elif isinstance(d, str):  # the config also takes a platform name
        d = jax.local_devices(backend=d)[0]
    return ivy_device(d)


def dev(x, /):
    try:
        return ivy_device(x.device)
    except AttributeError:  # a tracer (under jax.jit / jax.grad) has no device: the default one
        return default_device()


def to_device(x, device, /, *, stream=None):
    d = native_device(device)
    return x if x.device == d else jax.device_put(x, d)
