import jax
import jax.numpy as jnp


@jax.jit
def pad_sequence(seq, target_len, pad_value):
    missing = target_len - seq.shape[0]
    padding = jnp.full((missing, seq.shape[1]), pad_value)
    return jnp.concatenate([seq, padding], axis=0)


def collate(sequences, pad_value=-1.0):
    target_len = max(s.shape[0] for s in sequences)
    padded = [pad_sequence(s, target_len, pad_value) for s in sequences]
    lengths = jnp.array([s.shape[0] for s in sequences])
    return jnp.stack(padded), lengths


key = jax.random.key(0)
seqs = [jax.random.normal(k, (n, 3)) for k, n in zip(jax.random.split(key, 3), (4, 6, 5))]
batch, lengths = collate(seqs)
print(batch.shape, lengths)
print((batch[:, :, 0] == -1.0).sum(axis=1))
