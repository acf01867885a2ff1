import jax
import jax.numpy as jnp


@jax.jit
def augment_sequence(key, seq):
    seq_len, dim = seq.shape
    positions = jnp.arange(seq_len)
    ramp = jnp.linspace(0.0, 1.0, num=seq_len)
    noise = 0.01 * jax.random.normal(key, (seq_len, dim))
    bias = jnp.zeros(dim)
    n_pairs = len(seq) // 2
    pairs = seq[: 2 * n_pairs].reshape(n_pairs, 2 * dim)
    weights = ramp[:, None] * (positions[:, None] % 2 == 0)
    return seq + noise + bias + weights, pairs


key = jax.random.PRNGKey(0)
sequence = jax.random.normal(key, (9, 4))
augmented, pairs = augment_sequence(key, sequence)
print(augmented.shape, pairs.shape)
