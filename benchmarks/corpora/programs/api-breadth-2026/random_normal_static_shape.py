"""Draw unit-norm Gaussian latents; batch size and width are static arguments."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("batch", "latent_dim"))
def sample_latents(key, batch, latent_dim):
    z = jax.random.normal(key, (batch, latent_dim))
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def check_unit_norm(z):
    norms = jnp.linalg.norm(z, axis=-1)
    return bool(jnp.allclose(norms, 1.0, atol=1e-5))


key = jax.random.key(42)
latents = sample_latents(key, batch=8, latent_dim=16)
print("latents:", latents.shape)
print("unit norm:", check_unit_norm(latents))
