import jax
import jax.numpy as jnp


@jax.jit
def shuffled_batches(key, data, labels, num_rows):
    perm = jax.random.permutation(key, num_rows)
    data, labels = data[perm], labels[perm]
    n_batches = data.shape[0] // 4
    xb = data[: n_batches * 4].reshape(n_batches, 4, -1)
    yb = labels[: n_batches * 4].reshape(n_batches, 4)
    return xb, yb


data = jnp.arange(24.0).reshape(12, 2)
labels = jnp.arange(12) % 3
key = jax.random.key(0)
for epoch in range(2):
    key, sub = jax.random.split(key)
    xb, yb = shuffled_batches(sub, data, labels, data.shape[0])
    print(epoch, xb.shape, yb[0])
