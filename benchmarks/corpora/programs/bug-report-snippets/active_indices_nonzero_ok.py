import jax
import jax.numpy as jnp


def first_active_features(feature_row, k=3):
    """Return the indices of the first k nonzero features of one example."""
    # size= gives the output a static shape; missing entries are padded with -1
    (idx,) = jnp.nonzero(feature_row, size=k, fill_value=-1)
    return idx


key = jax.random.PRNGKey(7)
features = jax.random.bernoulli(key, 0.3, (8, 20)).astype(jnp.float32)
batched = jax.vmap(first_active_features)
print(batched(features))
