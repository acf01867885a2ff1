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
    grads = jnp.clip(grads, -config.clip, config.clip)
    return params - config.lr * grads


def main():
    params = jnp.ones(4)
    lr = 0.1
    for step in range(8):
        config = StepConfig(lr=lr, clip=0.5)
        params = sgd_step(params, params * 3.0, config=config)
        lr *= 0.95
    print(params)


main()
