import jax
import jax.numpy as jnp


@jax.jit
def batch_vocab_stats(token_ids, pad_id):
    real = jnp.where(token_ids == pad_id, -1, token_ids)
    distinct = jnp.unique(real, size=token_ids.size, fill_value=-1)
    num_distinct = (distinct >= 0).sum()
    return num_distinct, num_distinct / token_ids.size


@jax.jit
def first_positions(mask):
    (rows,) = jnp.nonzero(mask.any(axis=1), size=mask.shape[0], fill_value=-1)
    coords = jnp.argwhere(mask, size=mask.size, fill_value=-1)
    return rows, coords[:3]


@jax.jit
def expand_segments(values, lengths):
    total = 12
    return jnp.repeat(values, lengths, total_repeat_length=total)


tokens = jnp.array([[5, 9, 9, 2, 0, 0], [7, 5, 3, 3, 3, 0]])
n, cov = batch_vocab_stats(tokens, 0)
print(int(n), float(cov))
rows, coords = first_positions(tokens == 3)
print(rows, coords.tolist())
print(expand_segments(jnp.array([1.0, 2.0, 3.0]), jnp.array([2, 4, 3])))
