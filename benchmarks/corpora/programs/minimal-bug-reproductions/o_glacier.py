import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("batch_size",))
def sample_batch(key, data, labels, batch_size):
    idx = jax.random.choice(key, data.shape[0], shape=(batch_size,), replace=False)
    return data[idx], labels[idx]


@jax.jit
def shuffle(key, data):
    return jax.random.permutation(key, data, axis=0)


@functools.partial(jax.jit, static_argnames=("num_samples",))
def sample_tokens(key, logits, temperature, num_samples):
    return jax.random.categorical(key, logits / temperature, shape=(num_samples,))


data = jnp.arange(20.0).reshape(10, 2)
labels = jnp.arange(10) % 2
keys = jax.random.split(jax.random.key(0), 3)
xb, yb = sample_batch(keys[0], data, labels, batch_size=4)
print(xb.shape, yb)
print(shuffle(keys[1], data)[:3])
logits = jnp.array([0.1, 2.0, -1.0, 0.5])
toks = sample_tokens(keys[2], logits, 0.7, num_samples=16)
print(jnp.bincount(toks, length=4))
