"""The temperature only scales the logits: a traced parameter takes the schedule's new
value on every step without compiling again."""

import math

import jax
import jax.numpy as jnp


@jax.jit
def sample(key, logits, temperature):
    return jax.random.categorical(key, logits / temperature)


key = jax.random.PRNGKey(0)
logits = jnp.log(jnp.array([0.1, 0.2, 0.3, 0.4]))
for step in range(4):
    temperature = 0.2 + math.exp(-step / 3)
    key, sub = jax.random.split(key)
    token = sample(sub, logits, temperature=temperature)
