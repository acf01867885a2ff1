"""Inject Gaussian noise into a variable number of latent dimensions."""

import jax
import jax.numpy as jnp


def noisy_latent(key, z, n_noisy):
    noise = jax.random.normal(key, (n_noisy,))
    return z.at[:3].add(noise[:3])


@jax.jit
def perturb(key, z, n_noisy):
    return noisy_latent(key, z, n_noisy)


if __name__ == "__main__":
    key = jax.random.PRNGKey(5)
    z = jnp.zeros(8)
    print(perturb(key, z, 3))
