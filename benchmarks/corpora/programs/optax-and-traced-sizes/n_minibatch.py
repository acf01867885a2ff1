"""Stochastic gradient descent on random minibatches of a fixed dataset."""
from functools import partial

import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@partial(jax.jit, static_argnames=("batch_size",))
def sgd_step(w, key, x, y, n_valid, lr, batch_size):
    k_idx, k_noise = jax.random.split(key)
    idx = jax.random.randint(k_idx, (batch_size,), 0, n_valid)
    xb, yb = x[idx], y[idx]
    noise_keys = jax.random.split(k_noise, xb.shape[0])
    jitter = jax.vmap(lambda k: 1e-3 * jax.random.normal(k, (x.shape[1],)))(noise_keys)
    g = jax.grad(loss_fn)(w, xb + jitter, yb)
    return w - lr * g


def fit(x, y, n_valid, steps=50, batch_size=16, lr=0.1, seed=0):
    w = jnp.zeros(x.shape[1])
    key = jax.random.key(seed)
    for _ in range(steps):
        key, sub = jax.random.split(key)
        w = sgd_step(w, sub, x, y, n_valid, lr, batch_size=batch_size)
    return w


key = jax.random.key(1)
x = jax.random.normal(key, (200, 4))
y = x @ jnp.array([0.5, -1.0, 2.0, 0.0])
w = fit(x, y, n_valid=jnp.int32(180))
print("weights", w)
print("loss", float(loss_fn(w, x, y)))
