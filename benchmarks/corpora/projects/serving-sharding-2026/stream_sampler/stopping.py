"""Stop criteria for the generation loop."""
from __future__ import annotations

import jax
import jax.numpy as jnp


def update_done(done: jax.Array, new_tokens: jax.Array, eos_id: int) -> jax.Array:
    return jnp.logical_or(done, new_tokens == eos_id)


def should_continue(done: jax.Array, step: jax.Array, max_steps: int) -> jax.Array:
    """True while some sequence is unfinished and the step budget is not exhausted."""
    if jnp.all(done):
        return False
    return step < max_steps
