"""Gradient of a softplus (logistic) loss for a linear classifier.

After tests/api_test.py, test_unwrapped_numpy.
"""
import jax
import jax.numpy as jnp
import numpy as np


def logistic_loss(w, x, y):
    margins = -y * (x @ w)
    losses = np.log1p(np.exp(margins))
    return losses.mean()


x = jnp.array([[1.0, 0.5], [-0.3, 1.2], [0.8, -1.0], [-1.5, -0.2]])
y = jnp.array([1.0, -1.0, 1.0, -1.0])
w = jnp.zeros(2)
grad_w = jax.grad(logistic_loss)(w, x, y)
print(grad_w)
