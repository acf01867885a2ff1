"""Write the tokens into a buffer of the final length, with a mask of those written: one
shape, one compilation."""

import jax
import jax.numpy as jnp

STEPS = 4


@jax.jit
def next_logits(embed, tokens, filled):
    weights = filled / filled.sum()
    return (embed[tokens] * weights[:, None]).sum(axis=0) @ embed.T


embed = jax.random.normal(jax.random.PRNGKey(0), (11, 5))
tokens = jnp.zeros(3 + STEPS, dtype=jnp.int32).at[:3].set(jnp.array([1, 2, 3]))
for step in range(STEPS):
    logits = next_logits(embed, tokens, jnp.arange(3 + STEPS) < 3 + step)
    tokens = tokens.at[3 + step].set(jnp.argmax(logits))
