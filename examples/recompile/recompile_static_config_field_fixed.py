"""Keep in the static config only what does not change (a frozen dataclass rebuilt with
equal values hits the cache), and pass the decayed learning rate traced."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class StepConfig:
    clip: float = 1.0


@functools.partial(jax.jit, static_argnames="config")
def sgd_step(params, grads, lr, config):
    return params - lr * jnp.clip(grads, -config.clip, config.clip)


params = jnp.ones(4)
lr = 0.1
for _ in range(4):
    config = StepConfig(clip=0.5)
    params = sgd_step(params, 3 * params, lr, config=config)
    lr *= 0.9
