"""Fit the model for a few steps on random data."""

import jax

from mlp_trainer_fixed import model, train

data_key, init_key = jax.random.split(jax.random.key(0))
x = jax.random.normal(data_key, (32, 4))
y = x.sum(axis=1, keepdims=True)
params = train.fit(model.init(init_key, 4, 16, 1), x, y, steps=5)
