import jax.numpy as jnp


def seq_len(pad_mask):
    # longest sequence in the batch
    return pad_mask.sum(axis=-1).max()


def causal_mask(n):
    return jnp.tril(jnp.ones((n, n), dtype=bool))


def decoder_mask(pad_mask):
    n = seq_len(pad_mask)
    keys = pad_mask[:, None, None, :].astype(bool)
    return keys & causal_mask(n)[None, None]
