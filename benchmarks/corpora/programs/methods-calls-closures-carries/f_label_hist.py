"""Label frequencies of a minibatch, normalised."""
import jax
import jax.numpy as jnp


@jax.jit
def label_freq(labels):
    counts = jnp.bincount(labels)
    return counts / labels.shape[0]


labels = jnp.array([0, 2, 2, 1, 0, 2])
print(label_freq(labels))
