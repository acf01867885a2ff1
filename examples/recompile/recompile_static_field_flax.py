"""A `flax.struct` field with `pytree_node=False` is static metadata of the pytree: a
temperature annealed there compiles the jitted sampler again on every iteration."""

import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class Sampler:
    logits: jax.Array
    temperature: float = flax.struct.field(pytree_node=False)


@jax.jit
def probabilities(sampler):
    return jax.nn.softmax(sampler.logits / sampler.temperature)


logits = jnp.array([1.0, 2.0, 3.0])
temperature = 2.0
for _ in range(4):
    probs = probabilities(Sampler(logits, temperature=temperature))  # N: jax-recompile
    temperature = temperature * 0.8
