"""`jnp.where` rescales inside the trace, whichever model the registry gives."""

from typing import NamedTuple

import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x):
        x = jnp.where(x.max() > 10.0, x / x.max(), x)
        return nn.Dense(self.width)(x)


class Linear(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.width)(x)


class ModelConfig(NamedTuple):
    name: str = "mlp"
    width: int = 4


class Config(NamedTuple):
    model: ModelConfig = ModelConfig()
    seed: int = 0


REGISTRY = {"mlp": MLP, "linear": Linear}


def build(cfg):
    return REGISTRY[cfg.model.name](width=cfg.model.width)


cfg = Config()
model = build(cfg)
x = jnp.full((2, 3), 20.0)
params = model.init(jax.random.key(cfg.seed), jnp.ones((2, 3)))
jax.jit(model.apply)(params, x)
