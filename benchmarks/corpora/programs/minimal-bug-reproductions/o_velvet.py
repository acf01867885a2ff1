import jax
import jax.numpy as jnp


@jax.jit
def batch_vocab_stats(token_ids, pad_id):
    real = jnp.where(token_ids == pad_id, -1, token_ids)
    distinct = jnp.unique(real)
    num_distinct = (distinct >= 0).sum()
    coverage = num_distinct / token_ids.size
    return num_distinct, coverage


tokens = jnp.array([
    [5, 9, 9, 2, 0, 0],
    [7, 5, 3, 3, 3, 0],
    [1, 2, 5, 8, 6, 4],
])
n, cov = batch_vocab_stats(tokens, 0)
print(int(n), float(cov))
