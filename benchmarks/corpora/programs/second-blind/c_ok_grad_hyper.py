"""Gradient of a regularized loss w.r.t. weights, with a Python step count."""
import jax
import jax.numpy as jnp


def loss(w, x, y, n_terms, alpha):
    pred = sum(w[i] * x ** i for i in range(int(n_terms)))
    penalty = alpha * jnp.sum(w ** 2)
    if alpha > 0.5:
        penalty = penalty * 2
    return jnp.mean((pred - y) ** 2) + penalty


def fit(x, y, n_terms, alpha, steps):
    w = jnp.zeros(n_terms)
    g = jax.grad(loss)
    for _ in range(steps):
        w = w - 0.1 * g(w, x, y, n_terms, alpha)
    return w


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 25)
    y = 1 + 2 * x - x ** 2
    print(fit(x, y, 3, 1e-3, 200))
