"""The per-dimension convolution and pooling kernels of a backend, each made from one of its four
n-dimensional functions (``conv(n, name, ...)``, ``conv_t(n, name, ...)``; ``avg(n, name, ...)``,
``max(n, name, ...)``) so that no backend repeats the twelve wrappers. A backend binds each kernel
by name, one line each (``conv2d = conv_kernel(_conv, 2, "conv2d")``). The signatures are those of
``ivy/functional/convolutions.py`` and ``pooling.py``."""


def conv_kernel(conv, n, name):
    """The kernel ``name`` (``conv{n}d``): ``conv(n, name, ...)`` with Ivy's signature."""

    def kernel(x, filters, strides, padding, /, *, data_format="channel_last", dilations=1,
               groups=1, bias=None):
        return conv(n, name, x, filters, strides, padding, data_format, dilations, groups, bias)

    return _named(kernel, name)


def conv_transpose_kernel(conv_t, n, name):
    """The kernel ``name`` (``conv{n}d_transpose``): ``conv_t(n, name, ...)`` with Ivy's
    signature."""

    def kernel(x, filters, strides, padding, /, *, output_shape=None, output_padding=0,
               data_format="channel_last", dilations=1, groups=1, bias=None):
        return conv_t(n, name, x, filters, strides, padding, output_shape, output_padding,
                      data_format, dilations, groups, bias)

    return _named(kernel, name)


def avg_pool_kernel(avg, n, name):
    """The kernel ``name`` (``avg_pool{n}d``): ``avg(n, name, ...)`` with Ivy's signature."""

    def kernel(x, kernel, strides, padding, /, *, data_format="channel_last",
               count_include_pad=False, ceil_mode=False):
        return avg(n, name, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)

    return _named(kernel, name)


def max_pool_kernel(max_, n, name):
    """The kernel ``name`` (``max_pool{n}d``): ``max_(n, name, ...)`` with Ivy's signature."""

    def kernel(x, kernel, strides, padding, /, *, data_format="channel_last", dilations=1,
               ceil_mode=False):
        return max_(n, name, x, kernel, strides, padding, data_format, dilations, ceil_mode)

    return _named(kernel, name)


def _named(f, name):
    f.__name__ = f.__qualname__ = name
    return f


def transpose_filters(w, n, groups):
    """A transposed convolution's filters ``[*k, Co/g, Ci]`` (a NumPy or JAX array) as the
    filters of the equivalent forward convolution: ``[*k flipped, Ci/g, Co]``."""
    k, cog, ci = w.shape[:n], w.shape[n], w.shape[n + 1]
    w = w.reshape(*k, cog, groups, ci // groups)
    w = w.transpose(*range(n), n + 2, n + 1, n).reshape(*k, ci // groups, groups * cog)
    return w[(slice(None, None, -1),) * n]
