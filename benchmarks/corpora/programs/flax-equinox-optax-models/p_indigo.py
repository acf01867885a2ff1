"""Top-k and nucleus filtering of logits before sampling."""

import jax
import jax.numpy as jnp


def top_k_filter(logits, fraction=0.5):
    k = max(1, int(logits.shape[-1] * fraction))
    values, _ = jax.lax.top_k(logits, k)
    return jnp.where(logits >= values[..., -1:], logits, -jnp.inf)


def nucleus_filter(logits, top_p):
    probs = jax.nn.softmax(logits)
    order = jnp.argsort(-probs)
    sorted_probs = probs[order]
    cumulative = jnp.cumsum(sorted_probs)
    keep_sorted = (cumulative - sorted_probs) < top_p
    keep = jnp.zeros_like(keep_sorted).at[order].set(keep_sorted)
    return jnp.where(keep, logits, -jnp.inf)


@jax.jit
def sample(key, logits, top_p=0.9):
    batch, vocab = logits.shape
    keys = jax.random.split(key, batch)
    filtered = jax.vmap(nucleus_filter, in_axes=(0, None))(top_k_filter(logits), top_p)
    best = jnp.argsort(filtered, axis=-1)[:, vocab - 2 :]
    return jax.vmap(jax.random.categorical)(keys, filtered), best


logits = jnp.array([[2.0, 1.0, 0.5, -1.0, -3.0, 0.3], [0.1, 0.2, 3.0, 0.0, -0.5, 1.2]])
tokens, best = sample(jax.random.key(0), logits)
print(tokens, best.shape)
