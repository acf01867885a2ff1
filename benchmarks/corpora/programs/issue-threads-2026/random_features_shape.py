"""Random Fourier features for an RBF kernel, sampled inside jit."""
import jax
import jax.numpy as jnp


def feature_map(key, n, d, sigma):
    k_w, k_b = jax.random.split(key)
    W = jax.random.normal(k_w, (d, n)) / sigma
    b = 2 * jnp.pi * jax.random.uniform(k_b, (d,))
    return W, b


def features(x, W, b):
    d = W.shape[0]
    return jnp.sqrt(2.0 / d) * jnp.cos(x @ W.T + b)


def approx_kernel(x, y, W, b):
    return features(x, W, b) @ features(y, W, b).T


sample_features = jax.jit(feature_map)
x = jax.random.normal(jax.random.PRNGKey(1), (5, 3))
W, b = sample_features(jax.random.PRNGKey(0), 3, 512, 1.0)
K = approx_kernel(x, x, W, b)
exact = jnp.exp(-0.5 * jnp.sum((x[:, None] - x[None]) ** 2, -1))
print("max abs error:", jnp.max(jnp.abs(K - exact)))
