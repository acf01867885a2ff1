"""A frozen dataclass hashes its fields: rebuilt with the same values it hits jit's cache,
but a field given the decayed learning rate is a new static value on every step."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class StepConfig:
    lr: float
    clip: float = 1.0


@functools.partial(jax.jit, static_argnames="config")
def sgd_step(params, grads, config):
    return params - config.lr * jnp.clip(grads, -config.clip, config.clip)


params = jnp.ones(4)
lr = 0.1
for _ in range(4):
    config = StepConfig(lr=lr, clip=0.5)
    params = sgd_step(params, 3 * params, config=config)  # N: jax-recompile
    lr *= 0.9
