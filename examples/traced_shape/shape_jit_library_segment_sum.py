"""`jax.jit(jax.ops.segment_sum)` traces every argument: `num_segments`, given by
keyword as a Python int, is traced too, yet it sizes the result."""

import jax
import jax.numpy as jnp

spend_by_category = jax.jit(jax.ops.segment_sum)
amounts = jnp.array([12.5, 3.0, 40.0, 7.25, 9.0])
categories = jnp.array([2, 0, 1, 2, 0])
spend_by_category(amounts, categories, num_segments=3)  # E: jax-traced-shape
