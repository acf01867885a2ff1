"""Gradient of a ridge objective with a per-call parameter dump."""

import jax
import jax.numpy as jnp

trace = []


def ridge(w, x, y, lam=0.1):
    trace.append(w.tolist())
    r = x @ w - y
    return r @ r / x.shape[0] + lam * w @ w


def fit(x, y, steps=20):
    w = jnp.zeros(x.shape[1])
    g = jax.grad(ridge)
    for _ in range(steps):
        w = w - 0.1 * g(w, x, y)
    return w


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(0), (30, 2))
    y = x @ jnp.array([1.5, -0.5])
    print(fit(x, y), len(trace))
