"""Gradient descent on a quadratic bowl driven by a config record."""
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class TrainConfig:
    lr: float = 0.1
    momentum: float = 0.9


def loss(p):
    return jnp.sum((p - 3.0) ** 2)


@jax.jit
def step(p, v, cfg):
    g = jax.grad(loss)(p)
    v = cfg.momentum * v - cfg.lr * g
    return p + v, v


p = jnp.zeros(2)
v = jnp.zeros(2)
cfg = TrainConfig(lr=0.05)
p, v = step(p, v, cfg)
print(p)
