"""One loss factory, two settings, both trained through the same jitted-gradient helper."""

import jax
import jax.numpy as jnp


def make_loss(margin):
    def loss(w, x, y):
        err = jnp.mean((x @ w - y) ** 2)
        if margin is not None:
            if err > margin:  # E: jax-traced-bool
                err = err - margin
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
