"""A NamedTuple config keeps the network's layer sizes in a list default. The sizes are a
static argument of the jitted forward pass, and JAX hashes static arguments: a list is
unhashable, so the call raises ValueError."""

import functools
from collections.abc import Sequence
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Config(NamedTuple):
    hidden_sizes: Sequence[int] = [16, 16]
    scale: float = 0.1


@functools.partial(jax.jit, static_argnames="hidden_sizes")
def forward(x, hidden_sizes):
    for size in hidden_sizes:
        x = jnp.tanh(x @ jnp.ones((x.shape[-1], size)) / size)
    return x


cfg = Config()
print(forward(jnp.ones((2, 3)), hidden_sizes=cfg.hidden_sizes))  # E: jax-static-arg
