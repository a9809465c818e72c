"""JAX kernels: indexing functions. Negative indices count from the end; out-of-bounds indices
follow JAX (filled, not raised: JAX cannot raise from compiled code)."""

import jax.numpy as jnp

take = jnp.take
take_along_axis = jnp.take_along_axis
