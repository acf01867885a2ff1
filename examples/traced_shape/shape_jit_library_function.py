"""`jax.jit(jax.random.normal)`: jit traces every argument, the shape too, and a shape
must be static (TypeError at the call)."""

import jax
import jax.numpy as jnp

sample_noise = jax.jit(jax.random.normal)

batch = jnp.ones((8, 3))
noise = sample_noise(jax.random.key(0), batch.shape)  # E: jax-traced-shape
