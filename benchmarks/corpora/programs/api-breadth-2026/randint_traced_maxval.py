"""Sample negative item ids for each user, bounded by that user's catalog size."""
import jax
import jax.numpy as jnp


def sample_negatives(key, catalog_size):
    return jax.random.randint(key, (4,), minval=0, maxval=catalog_size)


@jax.jit
def negatives_for_users(key, catalog_sizes):
    keys = jax.random.split(key, catalog_sizes.shape[0])
    return jax.vmap(sample_negatives)(keys, catalog_sizes)


sizes = jnp.array([5, 50, 500], dtype=jnp.int32)
negs = negatives_for_users(jax.random.key(0), sizes)
print(negs)
assert bool((negs < sizes[:, None]).all()) and bool((negs >= 0).all())
