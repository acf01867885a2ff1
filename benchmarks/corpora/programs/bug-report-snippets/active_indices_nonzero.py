import jax
import jax.numpy as jnp


def first_active_features(feature_row, k=3):
    """Return the indices of the first k nonzero features of one example."""
    (idx,) = jnp.nonzero(feature_row)
    padded = jnp.concatenate([idx, jnp.full((k,), -1, dtype=idx.dtype)])
    return padded[:k]


key = jax.random.PRNGKey(7)
features = jax.random.bernoulli(key, 0.3, (8, 20)).astype(jnp.float32)
batched = jax.vmap(first_active_features)
print(batched(features))
