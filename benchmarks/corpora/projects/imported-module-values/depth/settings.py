import jax.numpy as jnp

ROUNDS = 3
SCALE = jnp.float32(0.5)
THRESHOLD = jnp.array(0.25)
