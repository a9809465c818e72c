"""The per-dimension convolution and pooling kernels of a backend, generated from its two
n-dimensional ones (``conv(n, name, ...)``, ``conv_t(n, name, ...)``; ``avg(n, name, ...)``,
``max(n, name, ...)``) so that no backend repeats the six wrappers of each family. The signatures
are those of ``ivy/functional/convolutions.py`` and ``pooling.py``."""


def conv_kernels(conv, conv_t):
    """``conv1d`` ... ``conv3d_transpose`` (a name -> kernel dict) over ``conv`` and ``conv_t``."""
    out = {}
    for n in (1, 2, 3):
        out[f"conv{n}d"] = _named(_conv(conv, n, f"conv{n}d"), f"conv{n}d")
        out[f"conv{n}d_transpose"] = _named(_conv_t(conv_t, n, f"conv{n}d_transpose"),
                                            f"conv{n}d_transpose")
    return out


def pool_kernels(avg, max_):
    """``avg_pool1d`` ... ``max_pool3d`` (a name -> kernel dict) over ``avg`` and ``max_``."""
    out = {}
    for n in (1, 2, 3):
        out[f"avg_pool{n}d"] = _named(_avg(avg, n, f"avg_pool{n}d"), f"avg_pool{n}d")
        out[f"max_pool{n}d"] = _named(_max(max_, n, f"max_pool{n}d"), f"max_pool{n}d")
    return out


def _named(f, name):
    f.__name__ = f.__qualname__ = name
    return f


def _conv(conv, n, name):
    def kernel(x, filters, strides, padding, /, *, data_format="channel_last", dilations=1,
               groups=1, bias=None):
        return conv(n, name, x, filters, strides, padding, data_format, dilations, groups, bias)

    return kernel


def _conv_t(conv_t, n, name):
    def kernel(x, filters, strides, padding, /, *, output_shape=None, output_padding=0,
               data_format="channel_last", dilations=1, groups=1, bias=None):
        return conv_t(n, name, x, filters, strides, padding, output_shape, output_padding,
                      data_format, dilations, groups, bias)

    return kernel


def _avg(avg, n, name):
    def kernel(x, kernel, strides, padding, /, *, data_format="channel_last",
               count_include_pad=False, ceil_mode=False):
        return avg(n, name, x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)

    return kernel


def _max(max_, n, name):
    def kernel(x, kernel, strides, padding, /, *, data_format="channel_last", dilations=1,
               ceil_mode=False):
        return max_(n, name, x, kernel, strides, padding, data_format, dilations, ceil_mode)

    return kernel


def transpose_filters(w, n, groups):
    """A transposed convolution's filters ``[*k, Co/g, Ci]`` (a NumPy or JAX array) as the
    filters of the equivalent forward convolution: ``[*k flipped, Ci/g, Co]``."""
    k, cog, ci = w.shape[:n], w.shape[n], w.shape[n + 1]
    w = w.reshape(*k, cog, groups, ci // groups)
    w = w.transpose(*range(n), n + 2, n + 1, n).reshape(*k, ci // groups, groups * cog)
    return w[(slice(None, None, -1),) * n]
