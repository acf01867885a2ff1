from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass
class TrainConfig:
    learning_rate: float = 1e-2
    weight_decay: float = 1e-4
    momentum: float = 0.9


@partial(jax.jit, static_argnames="config")
def momentum_step(params, velocity, grads, config):
    velocity = config.momentum * velocity + grads + config.weight_decay * params
    params = params - config.learning_rate * velocity
    return params, velocity


config = TrainConfig(learning_rate=3e-3)
params = jnp.linspace(-1.0, 1.0, 6)
velocity = jnp.zeros_like(params)
for _ in range(3):
    grads = jax.grad(lambda p: jnp.sum(p**4))(params)
    params, velocity = momentum_step(params, velocity, grads, config=config)
print(params)
