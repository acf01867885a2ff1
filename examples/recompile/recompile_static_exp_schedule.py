"""A sampling temperature from an exponential schedule of the step, passed by keyword to a
static parameter: a new float on every step, so every step compiles `sample` again."""

import functools
import math

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("temperature",))
def sample(key, logits, temperature):
    return jax.random.categorical(key, logits / temperature)


key = jax.random.PRNGKey(0)
logits = jnp.log(jnp.array([0.1, 0.2, 0.3, 0.4]))
for step in range(4):
    temperature = 0.2 + math.exp(-step / 3)
    key, sub = jax.random.split(key)
    token = sample(sub, logits, temperature=temperature)  # N: jax-recompile
