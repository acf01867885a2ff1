"""Masked mean and variance over ragged sequences."""
import jax
import jax.numpy as jnp


@jax.jit
def masked_moments(x, mask):
    m = mask.astype(x.dtype)
    count = jnp.maximum(m.sum(axis=1), 1.0)
    mean = (x * m).sum(axis=1) / count
    var = (((x - mean[:, None]) ** 2) * m).sum(axis=1) / count
    return mean, var


def ragged_to_padded(seqs):
    max_len = max(len(s) for s in seqs)
    x = jnp.zeros((len(seqs), max_len))
    mask = jnp.zeros((len(seqs), max_len), dtype=bool)
    for i, s in enumerate(seqs):
        x = x.at[i, : len(s)].set(jnp.asarray(s))
        mask = mask.at[i, : len(s)].set(True)
    return x, mask


if __name__ == "__main__":
    seqs = [[1.0, 2.0, 3.0], [4.0], [5.0, 6.0, 7.0, 8.0, 9.0]]
    x, mask = ragged_to_padded(seqs)
    mean, var = masked_moments(x, mask)
    print(mean, var)
