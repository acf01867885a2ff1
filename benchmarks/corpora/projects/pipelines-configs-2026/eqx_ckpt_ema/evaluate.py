"""Evaluation helpers."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


@eqx.filter_jit
def predict(model, x):
    return jax.vmap(model)(x)


def mse(model, x, y):
    pred = np.asarray(predict(model, x))
    return float(np.mean((pred - y) ** 2))


def r2(model, x, y):
    pred = np.asarray(predict(model, x))
    ss_res = np.sum((pred - y) ** 2)
    ss_tot = np.sum((y - y.mean()) ** 2)
    return float(1.0 - ss_res / ss_tot)
