"""Model hyperparameters passed to jit as a frozen dataclass."""

import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    n_layers: int = 3
    width: int = 16
    activation: str = "tanh"
    residual: bool = True


def init(key, cfg: ModelConfig):
    keys = jax.random.split(key, cfg.n_layers)
    return [jax.random.normal(k, (cfg.width, cfg.width)) * 0.1 for k in keys]


@partial(jax.jit, static_argnums=(2,))
def apply(params, x, cfg: ModelConfig):
    act = jnp.tanh if cfg.activation == "tanh" else jax.nn.relu
    for w in params[: cfg.n_layers]:
        y = act(x @ w)
        x = x + y if cfg.residual else y
    return x


if __name__ == "__main__":
    cfg = ModelConfig()
    params = init(jax.random.PRNGKey(0), cfg)
    x = jnp.ones((2, cfg.width))
    print(apply(params, x, cfg).shape)
    print(apply(params, x, dataclasses.replace(cfg, residual=False)).mean())
