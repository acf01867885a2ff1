"""Draw a batch of Gaussian noise vectors for a latent space of configurable width."""
import jax
import jax.numpy as jnp


@jax.jit
def sample_latents(key, batch, latent_dim):
    z = jax.random.normal(key, (batch, latent_dim))
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def check_unit_norm(z):
    norms = jnp.linalg.norm(z, axis=-1)
    return bool(jnp.allclose(norms, 1.0, atol=1e-5))


key = jax.random.key(42)
latents = sample_latents(key, 8, 16)
print("latents:", latents.shape)
print("unit norm:", check_unit_norm(latents))
