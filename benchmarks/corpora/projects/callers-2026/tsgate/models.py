from typing import Sequence

import flax.linen as nn
import jax.numpy as jnp


class MLP(nn.Module):
    hidden: Sequence[int]
    num_classes: int

    @nn.compact
    def __call__(self, x):
        for width in self.hidden:
            x = nn.Dense(width)(x)
            x = nn.gelu(x)
        return nn.Dense(self.num_classes)(x)


class Teacher(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(64)(x)
        h = jnp.tanh(h)
        return nn.Dense(self.num_classes)(h)


def build(cfg):
    return MLP(hidden=tuple(cfg.hidden), num_classes=cfg.num_classes), Teacher(cfg.num_classes)
