"""A function defined inside the loop is a new function on each iteration (it closes
over that step's temperature): jit compiles each one."""

import jax
import jax.numpy as jnp

logits = jnp.array([1.0, 2.0, 3.0])
for step in range(4):
    temperature = 2.0 / (step + 1)

    def tempered(z):
        return jax.nn.softmax(z / temperature)

    probs = jax.jit(tempered)(logits)  # N: jax-recompile
