"""Bayesian linear regression on fixed features; labelled points are selected by a 0/1 mask."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax.scipy.linalg import cho_solve


class Posterior(NamedTuple):
    mean: jnp.ndarray
    chol: jnp.ndarray
    noise: jnp.ndarray


@jax.jit
def fit(phi, y, labelled, noise, prior_var):
    w = labelled / noise ** 2
    A = (phi * w[:, None]).T @ phi + jnp.eye(phi.shape[1]) / prior_var
    L = jnp.linalg.cholesky(A)
    mean = cho_solve((L, True), phi.T @ (w * y))
    return Posterior(mean, L, jnp.asarray(noise))


def predictive(post, phi):
    mu = phi @ post.mean
    v = jax.scipy.linalg.solve_triangular(post.chol, phi.T, lower=True)
    var = jnp.sum(v ** 2, axis=0)
    return mu, var
