"""Fit a linear model in three phases."""

import jax.numpy as jnp

from trainer_class.trainer import Trainer

x = jnp.ones((8, 3))
y = jnp.ones(8)
trainer = Trainer(jnp.zeros(3), 0.1)
for phase in range(3):
    trainer.fit(x, y, phase, 2)
