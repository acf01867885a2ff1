"""Length-aware pooling of padded sequences, jitted over a whole batch."""
import jax
import jax.numpy as jnp


def mean_pool(seq, length):
    return jnp.mean(seq[:length], axis=0)


def max_pool(seq, length):
    valid = jnp.arange(seq.shape[0])[:, None] < length
    return jnp.max(jnp.where(valid, seq, -jnp.inf), axis=0)


@jax.jit
def pool_batch(batch):
    means = jax.vmap(mean_pool)(batch.frames, batch.lengths)
    maxes = jax.vmap(max_pool)(batch.frames, batch.lengths)
    return jnp.concatenate([means, maxes], axis=-1)
