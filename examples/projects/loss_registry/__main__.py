"""Train for a few steps with the default config."""

import jax.numpy as jnp

import loss_registry.losses  # noqa: F401  (registers the losses)
from loss_registry.train import Config, make_step

step = make_step(Config())
w = jnp.zeros(3)
x = jnp.arange(18.0).reshape(6, 3) / 10
y = x @ jnp.array([0.5, -1.0, 2.0])
for _ in range(3):
    w, loss = step(w, x, y)
print(float(loss))
