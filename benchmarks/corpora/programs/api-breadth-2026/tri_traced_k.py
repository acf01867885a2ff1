"""Causal attention with a lookahead window; the window is passed as a traced argument."""
import jax
import jax.numpy as jnp


@jax.jit
def lookahead_attention(scores, lookahead):
    n = scores.shape[-1]
    allowed = jnp.tri(n, k=lookahead, dtype=bool)
    masked = jnp.where(allowed, scores, -jnp.inf)
    return jax.nn.softmax(masked, axis=-1)


def visible_per_row(weights):
    return (weights > 0).sum(axis=-1).tolist()


key = jax.random.key(0)
scores = jax.random.normal(key, (6, 6))
for lookahead in (0, 2):
    w = lookahead_attention(scores, lookahead)
    print(f"lookahead={lookahead}:", visible_per_row(w))
