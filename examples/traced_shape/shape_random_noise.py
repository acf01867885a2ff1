"""Gaussian noise of a traced length: `jax.random.normal` needs a static shape."""

import jax
import jax.numpy as jnp


@jax.jit
def noisy_targets(key, targets, num_samples):
    noise = jax.random.normal(key, (num_samples,))  # E: jax-traced-shape
    return targets[:, None] + 0.1 * noise[None, :]


noisy_targets(jax.random.key(0), jnp.arange(3.0), 4)
