"""A plain class defines no `__eq__` or `__hash__`: Python hashes its instances by
identity, so a config object rebuilt on every step, even with the same values, is a new
key of jit's cache for a static argument, and every step compiles again."""

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
for _ in range(4):
    cfg = OptConfig(lr=0.1, momentum=0.9)
    w, v = update(w, v, 2 * w, cfg)  # N: jax-recompile
