import functools

import jax
import jax.numpy as jnp


class OptConfig:
    def __init__(self, lr, momentum):
        self.lr = lr
        self.momentum = momentum


@functools.partial(jax.jit, static_argnums=3)
def update(w, v, g, cfg):
    v = cfg.momentum * v + g
    return w - cfg.lr * v, v


def run():
    w = jnp.ones(3)
    v = jnp.zeros(3)
    for step in range(8):
        cfg = OptConfig(lr=0.1, momentum=0.9)
        w, v = update(w, v, 2 * w, cfg)
    return w


print(run())
