"""Band-limited causal attention mask: keep the lower triangle shifted by a lookahead."""
import jax
import jax.numpy as jnp


@jax.jit
def causal_scores(scores, lookahead):
    banded = jnp.tril(scores, k=lookahead)
    neg = jnp.finfo(scores.dtype).min
    return jnp.where(banded == 0, neg, banded)


def attention_weights(scores):
    return jax.nn.softmax(scores, axis=-1)


key = jax.random.key(0)
scores = jax.random.uniform(key, (6, 6), minval=0.1, maxval=1.0)
masked = causal_scores(scores, 1)
weights = attention_weights(masked)
print(weights.round(3))
print("row sums:", weights.sum(axis=-1))
