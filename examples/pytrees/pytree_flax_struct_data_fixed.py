"""The warmup factor stays a jnp computation on the traced step."""

import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class TrainState:
    params: jax.Array
    step: jax.Array
    warmup_steps: int = struct.field(pytree_node=False)


@jax.jit
def learning_rate(state):
    if state.warmup_steps == 0:
        return jnp.asarray(1e-3)
    progress = state.step / state.warmup_steps
    return 1e-3 * jnp.minimum(progress, 1.0)


learning_rate(TrainState(jnp.ones(3), jnp.array(10), warmup_steps=100))
