"""Regression loss normalised by the number of prediction entries."""
import jax
import jax.numpy as jnp
import numpy as np


def _predict(w, x):
    return jnp.tanh(x @ w)


def _normaliser(pred):
    return 1.0 / np.sqrt(np.prod(pred.shape))


def _penalty(pred, weights):
    return 0.01 * jnp.sum(weights * pred ** 2) * _normaliser(pred)


def loss(w, x, y, weights):
    pred = _predict(w, x)
    return jnp.mean((pred - y) ** 2) + _penalty(pred, weights)


@jax.jit
def sgd_step(w, x, y):
    weights = np.linspace(0.5, 1.5, x.shape[0]).astype(np.float32)
    g = jax.grad(loss)(w, x, y, weights)
    return w - 0.1 * g


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(8, 4)), dtype=jnp.float32)
    y = jnp.asarray(rng.normal(size=(8,)), dtype=jnp.float32)
    w = jnp.zeros(4)
    for _ in range(3):
        w = sgd_step(w, x, y)
    print(w)
