"""One loss factory, two settings, both trained through the same jitted-gradient helper.

Fixed: the margin test on the (traced) loss is a jnp.where, not a Python `if`.
"""

import jax
import jax.numpy as jnp


def make_loss(margin):
    def loss(w, x, y):
        err = jnp.mean((x @ w - y) ** 2)
        if margin is not None:
            err = jnp.where(err > margin, err - margin, err)
        return err

    return loss


def fit(loss_fn, w, x, y):
    grad_fn = jax.jit(jax.grad(loss_fn))
    for _ in range(3):
        w = w - 0.1 * grad_fn(w, x, y)
    return w


x = jnp.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
y = jnp.array([1.0, 2.0, 3.0])
print(fit(make_loss(None), jnp.zeros(2), x, y))
print(fit(make_loss(0.5), jnp.zeros(2), x, y))
