"""Regression loss with a norm penalty on predictions."""
import jax
import jax.numpy as jnp
import numpy as np


def _predict(w, x):
    return jnp.tanh(x @ w)


def _penalty(pred):
    return 0.01 * np.linalg.norm(pred)


def loss(w, x, y):
    pred = _predict(w, x)
    return jnp.mean((pred - y) ** 2) + _penalty(pred)


@jax.jit
def sgd_step(w, x, y):
    g = jax.grad(loss)(w, x, y)
    return w - 0.1 * g


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(8, 4)), dtype=jnp.float32)
    y = jnp.asarray(rng.normal(size=(8,)), dtype=jnp.float32)
    w = jnp.zeros(4)
    for _ in range(3):
        w = sgd_step(w, x, y)
    print(w)
