"""Hamiltonian Monte Carlo with divergence tracking for Bayesian logistic regression."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

CFG = {"n_data": 100, "dim": 3, "step": 0.05, "n_leapfrog": 15, "n_samples": 400,
       "divergence_threshold": 100.0, "seed": 13}


class Chain(NamedTuple):
    theta: jnp.ndarray
    key: jnp.ndarray
    n_div: jnp.ndarray


def make_data(key):
    kx, kw, ky = jax.random.split(key, 3)
    X = jax.random.normal(kx, (CFG["n_data"], CFG["dim"]))
    w = jnp.array([1.5, -2.0, 0.5])
    y = jax.random.bernoulli(ky, jax.nn.sigmoid(X @ w)).astype(jnp.float32)
    return X, y, w


def make_potential(X, y):
    def U(theta):
        logits = X @ theta
        ll = jnp.sum(y * logits - jnp.logaddexp(0.0, logits))
        return -(ll - 0.5 * jnp.sum(theta ** 2))

    return U


def integrate(U, q, p, eps, n_steps):
    g = jax.grad(U)

    def cond(c):
        i, _, _ = c
        return i < n_steps

    def body(c):
        i, q, p = c
        p = p - 0.5 * eps * g(q)
        q = q + eps * p
        p = p - 0.5 * eps * g(q)
        return i + 1, q, p

    _, q, p = jax.lax.while_loop(cond, body, (0, q, p))
    return q, p


def transition(U, chain):
    key, k1, k2 = jax.random.split(chain.key, 3)
    p0 = jax.random.normal(k1, chain.theta.shape)
    q1, p1 = integrate(U, chain.theta, p0, CFG["step"], CFG["n_leapfrog"])
    dH = U(q1) + 0.5 * p1 @ p1 - U(chain.theta) - 0.5 * p0 @ p0
    divergent = dH > CFG["divergence_threshold"]

    def on_div(_):
        return chain.theta, chain.n_div + 1

    def regular(_):
        ok = jnp.log(jax.random.uniform(k2)) < -dH
        return jnp.where(ok, q1, chain.theta), chain.n_div

    theta, n_div = jax.lax.cond(divergent, on_div, regular, None)
    return Chain(theta, key, n_div)


@jax.jit
def sample(X, y, key):
    U = make_potential(X, y)

    def step(chain, _):
        chain = transition(U, chain)
        return chain, chain.theta

    init = Chain(jnp.zeros(CFG["dim"]), key, jnp.int32(0))
    return jax.lax.scan(step, init, None, length=CFG["n_samples"])


def main():
    X, y, w_true = make_data(jax.random.PRNGKey(CFG["seed"]))
    final, thetas = sample(X, y, jax.random.PRNGKey(1))
    burn = CFG["n_samples"] // 4
    post = thetas[burn:]
    print("true weights:     ", w_true)
    print("posterior mean:   ", post.mean(axis=0))
    print("posterior std:    ", post.std(axis=0))
    print("divergences:", int(final.n_div))


if __name__ == "__main__":
    main()
