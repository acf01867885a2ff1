"""Stochastic gradient descent on random minibatches of a fixed dataset."""
import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd_step(w, key, x, y, batch_size, lr):
    n = x.shape[0]
    idx = jax.random.randint(key, (batch_size,), 0, n)
    xb, yb = x[idx], y[idx]
    g = jax.grad(loss_fn)(w, xb, yb)
    return w - lr * g


def fit(x, y, steps=50, batch_size=16, lr=0.1, seed=0):
    w = jnp.zeros(x.shape[1])
    key = jax.random.key(seed)
    for _ in range(steps):
        key, sub = jax.random.split(key)
        w = sgd_step(w, sub, x, y, batch_size, lr)
    return w


key = jax.random.key(1)
x = jax.random.normal(key, (200, 4))
y = x @ jnp.array([0.5, -1.0, 2.0, 0.0])
w = fit(x, y)
print("weights", w)
print("loss", float(loss_fn(w, x, y)))
