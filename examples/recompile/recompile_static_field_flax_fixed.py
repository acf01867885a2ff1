"""Keep the annealed temperature an ordinary (data) field: a new value is a new leaf, not
a new structure."""

import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class Sampler:
    logits: jax.Array
    temperature: float


@jax.jit
def probabilities(sampler):
    return jax.nn.softmax(sampler.logits / sampler.temperature)


logits = jnp.array([1.0, 2.0, 3.0])
temperature = 2.0
for _ in range(4):
    probs = probabilities(Sampler(logits, temperature=temperature))
    temperature = temperature * 0.8
