"""`static_argnums=1` keeps the shape a Python tuple."""

import jax
import jax.numpy as jnp

sample_noise = jax.jit(jax.random.normal, static_argnums=1)

batch = jnp.ones((8, 3))
noise = sample_noise(jax.random.key(0), batch.shape)
