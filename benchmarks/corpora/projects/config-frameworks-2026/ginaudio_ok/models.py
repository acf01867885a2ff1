import equinox as eqx
import jax
import jax.numpy as jnp

from .ginlite import configurable


class ResidualConvDenoiser(eqx.Module):
    stem: eqx.nn.Conv1d
    blocks: list
    head: eqx.nn.Conv1d

    def __init__(self, key, channels, kernel_size, num_layers):
        keys = jax.random.split(key, num_layers + 2)
        pad = kernel_size // 2
        self.stem = eqx.nn.Conv1d(1, channels, kernel_size, padding=pad, key=keys[0])
        self.blocks = [
            eqx.nn.Conv1d(channels, channels, kernel_size, padding=pad, key=k) for k in keys[1:-1]
        ]
        self.head = eqx.nn.Conv1d(channels, 1, 1, key=keys[-1])

    def __call__(self, x):
        h = jax.nn.gelu(self.stem(x[None, :]))
        for conv in self.blocks:
            h = h + jax.nn.gelu(conv(h))
        return x - self.head(h)[0]


@configurable
def make_model(key, channels=8, kernel_size=5, num_layers=2):
    return ResidualConvDenoiser(key, channels, kernel_size, num_layers)
