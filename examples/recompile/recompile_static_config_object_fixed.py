"""Build the config once, before the loop: the same object is the same key on every
step, and `update` compiles once."""

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


w, v = jnp.ones(3), jnp.zeros(3)
cfg = OptConfig(lr=0.1, momentum=0.9)
for _ in range(4):
    w, v = update(w, v, 2 * w, cfg)
