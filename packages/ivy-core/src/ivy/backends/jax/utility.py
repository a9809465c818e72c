"""JAX kernels: utility functions."""

# ruff: noqa: A001  (standard names shadow builtins on purpose)

import jax.numpy as jnp

all = jnp.all
any = jnp.any
diff = jnp.diff
