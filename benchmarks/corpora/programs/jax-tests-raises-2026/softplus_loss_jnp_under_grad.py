"""Gradient of a softplus (logistic) loss for a linear classifier.

After tests/api_test.py, test_unwrapped_numpy (written with jax.numpy).
"""
import jax
import jax.numpy as jnp
import numpy as np


def logistic_loss(w, x, y):
    margins = -y * (x @ w)
    losses = jnp.logaddexp(0.0, margins)
    n = np.prod(x.shape[:1])
    return losses.sum() / n


x = jnp.array([[1.0, 0.5], [-0.3, 1.2], [0.8, -1.0], [-1.5, -0.2]])
y = jnp.array([1.0, -1.0, 1.0, -1.0])
w = jnp.zeros(2)
grad_w = jax.grad(logistic_loss)(w, x, y)
print(np.asarray(grad_w))
