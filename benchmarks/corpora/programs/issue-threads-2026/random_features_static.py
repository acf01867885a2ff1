"""Random Fourier features with the feature count as a static argument."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n", "d"))
def feature_map(key, sigma, n, d):
    k_w, k_b = jax.random.split(key)
    W = jax.random.normal(k_w, (int(d), n)) / sigma
    b = 2 * jnp.pi * jax.random.uniform(k_b, (d,))
    return W, b


@jax.jit
def approx_kernel(x, y, W, b):
    d = W.shape[0]
    phi = lambda z: jnp.sqrt(2.0 / d) * jnp.cos(z @ W.T + b)
    return phi(x) @ phi(y).T


x = jax.random.normal(jax.random.PRNGKey(1), (5, 3))
exact = jnp.exp(-0.5 * jnp.sum((x[:, None] - x[None]) ** 2, -1))
for num_features in (64, 512):
    W, b = feature_map(jax.random.PRNGKey(0), 1.0, n=x.shape[1], d=num_features)
    err = jnp.max(jnp.abs(approx_kernel(x, x, W, b) - exact))
    print(f"d={num_features:4d} max abs error {float(err):.4f}")
