import jax
import jax.numpy as jnp


def two_moons(key, n, noise=0.05):
    k1, k2 = jax.random.split(key)
    theta = jax.random.uniform(k1, (n,)) * jnp.pi
    upper = jnp.arange(n) % 2 == 0
    x = jnp.where(upper, jnp.cos(theta), 1.0 - jnp.cos(theta))
    y = jnp.where(upper, jnp.sin(theta), 0.5 - jnp.sin(theta))
    pts = jnp.stack([x, y], axis=-1)
    return pts + noise * jax.random.normal(k2, pts.shape)


def flow_matching_batch(key, x1):
    k0, kt = jax.random.split(key)
    x0 = jax.random.normal(k0, x1.shape)
    t = jax.random.uniform(kt, (x1.shape[0], 1))
    xt = (1.0 - t) * x0 + t * x1
    return xt, t, x1 - x0
