"""`num_samples` is static, so the noise shape is known while tracing."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num_samples",))
def noisy_targets(key, targets, num_samples):
    noise = jax.random.normal(key, (num_samples,))
    return targets[:, None] + 0.1 * noise[None, :]


noisy_targets(jax.random.key(0), jnp.arange(3.0), num_samples=4)
