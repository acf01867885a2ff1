import jax
import jax.numpy as jnp

from . import logutil


def power_iteration(w, iters=5):
    v = jnp.ones((w.shape[1],)) / jnp.sqrt(w.shape[1])
    for _ in range(iters):
        u = w @ v
        u = u / jnp.linalg.norm(u)
        v = w.T @ u
        v = v / jnp.linalg.norm(v)
    return u @ w @ v


def spectral(w, name=None):
    s = power_iteration(w)
    if name is not None:
        logutil.record(name, s)
    return s


def frobenius(w):
    return jnp.sqrt(jnp.sum(w**2))


def exact_spectral(w):
    return jax.numpy.linalg.svd(w, compute_uv=False)[0]
