"""A `flax.struct.dataclass` data field is traced: `int()` of it fails inside jit."""

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
    progress = int(state.step) / state.warmup_steps  # E: jax-traced-conversion
    return jnp.asarray(1e-3 * min(progress, 1.0))


learning_rate(TrainState(jnp.ones(3), jnp.array(10), warmup_steps=100))
