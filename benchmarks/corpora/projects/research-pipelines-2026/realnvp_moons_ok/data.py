import jax
import jax.numpy as jnp


def two_moons(key, n, noise):
    k_side, k_t, k_n = jax.random.split(key, 3)
    side = jax.random.bernoulli(k_side, 0.5, (n,))
    t = jax.random.uniform(k_t, (n,), maxval=jnp.pi)
    upper = jnp.stack([jnp.cos(t), jnp.sin(t)], -1)
    lower = jnp.stack([1.0 - jnp.cos(t), 0.5 - jnp.sin(t)], -1)
    x = jnp.where(side[:, None], upper, lower)
    x = x + noise * jax.random.normal(k_n, x.shape)
    return (x - jnp.array([0.5, 0.25])) / 0.8
