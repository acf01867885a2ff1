"""Linear SVM trained with a hinge loss."""

import jax
import jax.numpy as jnp


def hinge(margin):
    return max(0.0, 1.0 - margin)


def svm_loss(w, x, y, lam=1e-2):
    margins = y * (x @ w)
    losses = jax.vmap(hinge)(margins)
    return jnp.mean(losses) + lam * jnp.sum(w**2)


@jax.jit
def step(w, x, y):
    return w - 0.1 * jax.grad(svm_loss)(w, x, y)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (40, 2))
    y = jnp.sign(x[:, 0] - x[:, 1])
    w = jnp.zeros(2)
    for _ in range(30):
        w = step(w, x, y)
    print(w)
