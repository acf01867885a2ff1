"""vmap leaves an unmapped `num_classes` alone, but an outer jit still traces it."""

import jax
import jax.numpy as jnp

encode = jax.jit(jax.vmap(jax.nn.one_hot, in_axes=(0, None)))
encode(jnp.array([[0, 1], [1, 2]]), 3)  # E: jax-traced-shape
