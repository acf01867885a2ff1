"""Exponential moving average of model weights, with a compiled update method."""

import functools

import jax
import jax.numpy as jnp


class EMA:
    def __init__(self, decay, warmup):
        self.decay = decay
        self.warmup = warmup

    @functools.partial(jax.jit, static_argnums=0)
    def update(self, avg, new, step):
        decay = 0.0 if step < self.warmup else self.decay
        return jax.tree_util.tree_map(lambda a, n: decay * a + (1 - decay) * n, avg, new)


if __name__ == "__main__":
    ema = EMA(decay=0.99, warmup=2)
    avg = {"w": jnp.zeros(3)}
    for step in range(4):
        new = {"w": jnp.ones(3) * step}
        avg = ema.update(avg, new, step)
    print(avg)
