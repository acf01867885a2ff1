"""Optimizer configuration passed to a compiled update as a static argument."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class OptConfig:
    lr: float = 0.05
    weight_decay: float = 1e-4
    nesterov: bool = False


@functools.partial(jax.jit, static_argnums=(3,))
def update(params, velocity, grads, cfg):
    grads = grads + cfg.weight_decay * params
    velocity = 0.9 * velocity + grads
    step = grads + 0.9 * velocity if cfg.nesterov else velocity
    return params - cfg.lr * step, velocity


def loss(p):
    return jnp.sum((p - 3.0) ** 2)


cfg = OptConfig(nesterov=True)
params = jnp.zeros(3)
velocity = jnp.zeros(3)
for _ in range(50):
    params, velocity = update(params, velocity, jax.grad(loss)(params), cfg)
print(params)
