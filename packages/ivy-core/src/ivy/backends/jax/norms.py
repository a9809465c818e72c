"""JAX kernels: normalisation. JAX has no layer/group/batch norm of its own (``jax.nn.standardize``
computes the variance as ``E[x^2] - E[x]^2``, which cancels for large means): each is Ivy's
composition compiled by XLA as one program per shapes and options."""

from .._composed import jit_composition

_batch_norm = jit_composition("batch_norm", static_argnames=("training", "eps", "momentum"))
group_norm = jit_composition("group_norm", static_argnums=(1,), static_argnames=("eps",))
_layer_norm = jit_composition("layer_norm", static_argnums=(1,), static_argnames=("eps",))


def batch_norm(x, mean, variance, /, *, offset=None, scale=None, training=False, eps=1e-5,
               momentum=0.1):
    y, m, v = _batch_norm(x, mean, variance, offset=offset, scale=scale, training=training,
                          eps=eps, momentum=momentum)
    if not training:  # the running statistics themselves, as on every backend
        return y, mean, variance
    return y, m, v


def layer_norm(x, normalized_idxs, /, *, scale=None, offset=None, eps=1e-5):
    if type(normalized_idxs) is list:  # a compile-time constant must be hashable
        normalized_idxs = tuple(normalized_idxs)
    return _layer_norm(x, normalized_idxs, scale=scale, offset=offset, eps=eps)
