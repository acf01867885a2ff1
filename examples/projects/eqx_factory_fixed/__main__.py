"""Fit the gated model for a few steps on random data."""

import jax

from eqx_factory_fixed import model, train

data_key, model_key = jax.random.split(jax.random.key(0))
x = jax.random.normal(data_key, (8, 3))
y = x.sum(axis=1)
train.fit(model.Gated(3, model_key), x, y, 0.1, 3)
