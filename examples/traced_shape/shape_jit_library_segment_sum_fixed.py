"""`static_argnames="num_segments"` (or `static_argnums=2` for a positional count) keeps
the count a Python int."""

import jax
import jax.numpy as jnp

spend_by_category = jax.jit(jax.ops.segment_sum, static_argnames="num_segments")
spend_positional = jax.jit(jax.ops.segment_sum, static_argnums=2)
amounts = jnp.array([12.5, 3.0, 40.0, 7.25, 9.0])
categories = jnp.array([2, 0, 1, 2, 0])
spend_by_category(amounts, categories, num_segments=3)
spend_positional(amounts, categories, 3)
