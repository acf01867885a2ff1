import jax
import jax.numpy as jnp

MAX_LEN = 6


def position_ids(lengths):
    return jax.vmap(lambda n: jnp.arange(MAX_LEN))(lengths)


def masked_mean(tokens, lengths):
    pos = position_ids(lengths)
    mask = pos < lengths[:, None]
    total = jnp.sum(jnp.where(mask, tokens, 0.0), axis=1)
    return total / lengths


tokens = jnp.arange(4 * MAX_LEN, dtype=jnp.float32).reshape(4, MAX_LEN)
lengths = jnp.array([6, 3, 5, 1])
print("per-sequence means:", masked_mean(tokens, lengths))
