from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray


def noisy_sine(key: PRNGKeyArray, length: int, spike_at: int) -> Float[Array, "t"]:
    t = jnp.linspace(0.0, 8.0 * jnp.pi, length)
    x = jnp.sin(t) + 0.1 * jax.random.normal(key, (length,))
    return x.at[spike_at].add(4.0)
