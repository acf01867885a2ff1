"""PCA by deflated power iteration."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from . import utils


def power_iteration(cov, tol=1e-6, max_iter=500):
    v0 = jnp.ones(cov.shape[0]) / jnp.sqrt(cov.shape[0])

    def cond(state):
        i, _, delta = state
        return (i < max_iter) & (delta > tol)

    def body(state):
        i, v, _ = state
        w = cov @ v
        w = w / jnp.linalg.norm(w)
        return i + 1, w, jnp.linalg.norm(w - v)

    _, v, _ = lax.while_loop(cond, body, (0, v0, jnp.inf))
    return v


@partial(jax.jit, static_argnums=(1,))
def fit_pca(x, n_components):
    x = utils.flatten_features(x)
    mean, std = utils.fit_scaler(x)
    z = utils.standardize(x, mean, std)
    cov = z.T @ z / z.shape[0]
    comps = []
    for _ in range(n_components):
        v = power_iteration(cov)
        comps.append(v)
        cov = cov - (v @ cov @ v) * jnp.outer(v, v)
    return {"mean": mean, "std": std, "components": jnp.stack(comps, axis=1)}


def reconstruction_error(pca, x):
    z = utils.standardize(utils.flatten_features(x), pca["mean"], pca["std"])
    recon = (z @ pca["components"]) @ pca["components"].T
    return jnp.sum((z - recon) ** 2, axis=1)
