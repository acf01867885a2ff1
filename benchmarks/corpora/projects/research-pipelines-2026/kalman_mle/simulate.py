import jax
import jax.numpy as jnp
from jax import lax

from .params import build_model


def sample_ssm(key, model, T):
    k0, k_scan = jax.random.split(key)
    x0 = model.m0 + jnp.linalg.cholesky(model.P0) @ jax.random.normal(k0, model.m0.shape)
    Lq = jnp.linalg.cholesky(model.Q)
    Lr = jnp.linalg.cholesky(model.R)

    def step(x, k):
        kq, kr = jax.random.split(k)
        x = model.A @ x + Lq @ jax.random.normal(kq, x.shape)
        y = model.H @ x + Lr @ jax.random.normal(kr, (model.H.shape[0],))
        return x, (x, y)

    _, (xs, ys) = lax.scan(step, x0, jax.random.split(k_scan, T))
    return xs, ys


def simulate_from_params(key, theta, T):
    return sample_ssm(key, build_model(theta), T)
