"""Gaussian-process regression with RBF kernel hyperparameters fit by gradient descent."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

SETTINGS = {"n_train": 40, "noise": 0.1, "lr": 0.05, "n_iters": 60, "verbose": True}


class Hypers(NamedTuple):
    log_length: jnp.ndarray
    log_amp: jnp.ndarray
    log_noise: jnp.ndarray


def rbf(x1, x2, h):
    d2 = (x1[:, None] - x2[None, :]) ** 2
    return jnp.exp(2 * h.log_amp) * jnp.exp(-0.5 * d2 / jnp.exp(2 * h.log_length))


def neg_log_marginal(h, x, y):
    n = x.shape[0]
    K = rbf(x, x, h) + (jnp.exp(2 * h.log_noise) + 1e-6) * jnp.eye(n)
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    nll = 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * jnp.log(2 * jnp.pi)
    if SETTINGS["verbose"]:
        print(f"  nll during trace: {nll:.3f}")
    return nll


def predict(h, x, y, xs):
    K = rbf(x, x, h) + jnp.exp(2 * h.log_noise) * jnp.eye(x.shape[0])
    Ks = rbf(xs, x, h)
    mean = Ks @ jnp.linalg.solve(K, y)
    var = jnp.exp(2 * h.log_amp) - jnp.sum(Ks * jnp.linalg.solve(K, Ks.T).T, axis=1)
    return mean, var


def fit(h, x, y):
    step = jax.jit(jax.value_and_grad(neg_log_marginal))
    for it in range(SETTINGS["n_iters"]):
        val, g = step(h, x, y)
        h = jax.tree_util.tree_map(lambda p, gp: p - SETTINGS["lr"] * gp, h, g)
        if it % 20 == 0:
            print(f"iter {it}: nll={float(val):.3f}")
    return h


def main():
    key = jax.random.PRNGKey(4)
    kx, ky = jax.random.split(key)
    x = jnp.sort(jax.random.uniform(kx, (SETTINGS["n_train"],), minval=-3, maxval=3))
    y = jnp.sin(2 * x) + SETTINGS["noise"] * jax.random.normal(ky, x.shape)
    h = fit(Hypers(jnp.array(0.0), jnp.array(0.0), jnp.array(-1.0)), x, y)
    xs = jnp.linspace(-3, 3, 7)
    mean, var = predict(h, x, y, xs)
    for a, m, v in zip(xs.tolist(), mean.tolist(), var.tolist()):
        print(f"x={a:+.2f}  mean={m:+.3f}  sd={max(v, 0.0) ** 0.5:.3f}")


if __name__ == "__main__":
    main()
