"""Network pieces shared by the ensemble members."""
import jax
import jax.numpy as jnp
import numpy as np


def init_member(key, d_in, hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, hidden)) / np.sqrt(d_in),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden,)) / np.sqrt(hidden),
        "b2": jnp.zeros(()),
    }


def feature_stats(h, eps=1e-5):
    mu = h.mean(axis=0)
    sd = jnp.sqrt(h.var(axis=0) + eps)
    return mu, sd


def forward(params, x):
    h = x @ params["w1"] + params["b1"]
    mu, sd = feature_stats(h)
    h = jnp.tanh((h - mu) / sd)
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)
