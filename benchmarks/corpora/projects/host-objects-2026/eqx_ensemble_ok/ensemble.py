"""Constructing and evaluating a stacked ensemble with eqx.filter_vmap."""
import equinox as eqx
import jax
import numpy as np

from .layers import TemperedMLP


def make_ensemble(cfg):
    keys = jax.random.split(jax.random.key(cfg.seed, impl="rbg"), cfg.n_members)
    temps = np.asarray(cfg.temperatures, np.float32)

    @eqx.filter_vmap
    def build(key, temperature):
        return TemperedMLP(cfg.in_size, cfg.hidden, cfg.out_size, temperature, key=key)

    return build(keys, temps)


def predict(models, x):
    @eqx.filter_vmap
    def one(model):
        return jax.vmap(model)(x)

    return one(models)
