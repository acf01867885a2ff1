"""Minibatch SGD with explicit PRNG key plumbing."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def sample_batch(key, data, batch_size):
    idx = jax.random.choice(key, data.shape[0], (batch_size,), replace=False)
    return data[idx]


def loss(w, batch):
    x, y = batch[:, :-1], batch[:, -1]
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd(w, batch):
    return w - 0.05 * jax.grad(loss)(w, batch)


def run(key, data, steps=100, batch_size=16):
    w = jnp.zeros(data.shape[1] - 1)
    for _ in range(steps):
        key, sub = jax.random.split(key)
        w = sgd(w, sample_batch(sub, data, batch_size))
    return w


key = jax.random.PRNGKey(0)
kx, krun = jax.random.split(key)
x = jax.random.normal(kx, (256, 3))
data = jnp.concatenate([x, (x @ jnp.array([1.0, 2.0, -1.0]))[:, None]], axis=1)
print(run(krun, data))
