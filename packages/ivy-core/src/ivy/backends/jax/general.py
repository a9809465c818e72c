"""JAX kernels: general helpers (inplace_update is declared unsupported in the package)."""


def to_native_shape(shape, /):
    return tuple(int(s) for s in shape)
