"""JAX kernels: losses. JAX has no loss functions: each is Ivy's composition compiled by XLA as
one program (one compilation per shapes and options, then a single fused call)."""

from .._composed import jit_composition

_OPTIONS = ("axis", "epsilon", "reduction")

binary_cross_entropy = jit_composition("binary_cross_entropy",
                                       static_argnames=("from_logits", "epsilon", "reduction"))
cross_entropy = jit_composition("cross_entropy", static_argnames=_OPTIONS)
huber = jit_composition("huber", static_argnames=("delta", "reduction"))
kl_div = jit_composition("kl_div", static_argnames=_OPTIONS)
mse = jit_composition("mse", static_argnames=("reduction",))
sparse_cross_entropy = jit_composition("sparse_cross_entropy", static_argnames=_OPTIONS)
