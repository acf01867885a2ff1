"""Top-k sampling filter for next-token logits with k supplied per call."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def top_k_filter(logits, k):
    values, _ = lax.top_k(logits, k)
    threshold = values[..., -1:]
    return jnp.where(logits < threshold, -jnp.inf, logits)


def sample(key, filtered):
    return jax.random.categorical(key, filtered, axis=-1)


key = jax.random.key(3)
logits = jax.random.normal(key, (2, 10))
filtered = top_k_filter(logits, 3)
print("kept per row:", jnp.isfinite(filtered).sum(axis=-1))
print("samples:", sample(jax.random.key(4), filtered))
