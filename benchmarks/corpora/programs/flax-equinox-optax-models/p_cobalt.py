"""Nucleus (top-p) sampling from a batch of logits."""

import jax
import jax.numpy as jnp


def nucleus_filter(logits, top_p):
    probs = jax.nn.softmax(logits)
    order = jnp.argsort(-probs)
    cumulative = jnp.cumsum(probs[order])
    cutoff = jnp.sum(cumulative < top_p)
    keep = order[: cutoff + 1]
    filtered = jnp.full_like(logits, -jnp.inf)
    return filtered.at[keep].set(logits[keep])


@jax.jit
def sample(key, logits, top_p=0.9):
    keys = jax.random.split(key, logits.shape[0])
    filtered = jax.vmap(nucleus_filter, in_axes=(0, None))(logits, top_p)
    return jax.vmap(jax.random.categorical)(keys, filtered)


logits = jnp.array([[2.0, 1.0, 0.5, -1.0, -3.0], [0.1, 0.2, 3.0, 0.0, -0.5]])
tokens = sample(jax.random.key(0), logits)
print(tokens)
