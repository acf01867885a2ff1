"""RMS normalisation with a default epsilon."""

import jax
import jax.numpy as jnp


@jax.jit
def rms_norm(x, scale, eps=1e-6, center=False):
    if center:
        x = x - x.mean(axis=-1, keepdims=True)
    if eps > 0:
        x = x / jnp.sqrt(jnp.mean(x**2, axis=-1, keepdims=True) + eps)
    return x * scale


x = jax.random.normal(jax.random.PRNGKey(0), (4, 8))
scale = jnp.ones(8)
print(rms_norm(x, scale).std())
print(rms_norm(x, 2.0 * scale).std())
print(jnp.abs(rms_norm(x, scale) - x).max())
