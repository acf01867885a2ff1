from __future__ import annotations

import functools
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import optax

from .metrics import MetricConfig, grad_norm, loss_value


@dataclass(frozen=True)
class RidgeConfig:
    dim: int = 8
    l2: float = 1e-3
    learning_rate: float = 5e-2
    batch_size: int = 16


Params = dict[str, jax.Array]


def init_params(cfg: RidgeConfig) -> Params:
    return {"w": jnp.zeros((cfg.dim,)), "b": jnp.zeros(())}


def ridge_loss(params: Params, x: jax.Array, y: jax.Array, l2: float) -> jax.Array:
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2) + l2 * jnp.sum(params["w"] ** 2)


def make_optimizer(cfg: RidgeConfig) -> optax.GradientTransformation:
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(cfg.learning_rate, weight_decay=0.0))


@functools.partial(jax.jit, static_argnames=("tx", "cfg", "mcfg"))
def train_step(
    params: Params,
    opt_state: optax.OptState,
    x: jax.Array,
    y: jax.Array,
    *,
    tx: optax.GradientTransformation,
    cfg: RidgeConfig,
    mcfg: MetricConfig,
) -> tuple[Params, optax.OptState, dict[str, jax.Array | float]]:
    loss, grads = jax.value_and_grad(ridge_loss)(params, x, y, cfg.l2)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    metrics = {
        f"{mcfg.prefix}/loss": loss_value(loss, mcfg),
        f"{mcfg.prefix}/grad_norm": grad_norm(grads),
    }
    return params, opt_state, metrics
