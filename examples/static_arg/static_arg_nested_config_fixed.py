"""The nested config frozen: it hashes its fields (Python numbers), so it can be static."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class OptimConfig:
    lr: float = 0.1
    decay: float = 0.0


@dataclasses.dataclass
class RunConfig:
    steps: int = 2
    optim: OptimConfig = dataclasses.field(default_factory=OptimConfig)


@functools.partial(jax.jit, static_argnums=(2,))
def sgd_step(params, grads, optim):
    return params * (1.0 - optim.decay) - optim.lr * grads


def train(params, cfg):
    for _ in range(cfg.steps):
        params = sgd_step(params, 2.0 * params, cfg.optim)
    return params


print(train(jnp.ones(3), RunConfig()))
