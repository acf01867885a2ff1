"""The network: padding, a shared residual block, a readout."""

import equinox as eqx
import jax
import jax.numpy as jnp

from . import layers


class Net(eqx.Module):
    block: jax.Array
    readout: jax.Array
    width: int = eqx.field(static=True)
    n_blocks: int = eqx.field(static=True)
    span: int = eqx.field(static=True)

    def __init__(self, key, width, n_blocks, span):
        k1, k2 = jax.random.split(key)
        self.block = jax.random.normal(k1, (span, span)) / jnp.sqrt(span)
        self.readout = jax.random.normal(k2, (span // 2,)) / jnp.sqrt(span)
        self.width = width
        self.n_blocks = n_blocks
        self.span = span

    def __call__(self, x, offset):
        h = layers.pad_right(x, self.width)
        h = layers.window(h, offset, self.span)
        h = layers.repeat(h, self.block, self.n_blocks)
        summary = layers.running_mean(h, self.span)
        return layers.first_half(h) @ self.readout + 0.1 * summary
