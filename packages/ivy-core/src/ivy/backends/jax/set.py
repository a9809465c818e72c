"""JAX kernels: set functions (eager only: the output shape depends on the values). JAX's results
already have the standard's fields; nan values are each distinct; ``inverse_indices`` has x's
shape."""

import jax.numpy as jnp

unique_all = jnp.unique_all
unique_counts = jnp.unique_counts
unique_inverse = jnp.unique_inverse
unique_values = jnp.unique_values
