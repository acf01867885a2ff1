import jax
import jax.numpy as jnp


def scaled_normal(depth, stddev=0.02):
    def init(key, shape, dtype=jnp.float32):
        return jax.random.normal(key, shape, dtype) * stddev / jnp.sqrt(2.0 * depth)

    return init


def embed_init(key, shape, dtype=jnp.float32):
    return jax.random.truncated_normal(key, -2.0, 2.0, shape, dtype) * 0.02
