import jax
import jax.numpy as jnp


@jax.jit
def feature_map(n, d, sigma=1.0, seed=123):
    key = jax.random.key(seed)
    k1, k2 = jax.random.split(key)
    W = jax.random.normal(k1, (d, n)) / sigma
    b = 2 * jnp.pi * jax.random.uniform(k2, (d,))
    return W, b


W, b = feature_map(5, 3)
x = jnp.ones(5)
print(jnp.sqrt(2.0 / 3) * jnp.cos(W @ x + b))
