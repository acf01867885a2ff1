from __future__ import annotations

from dataclasses import dataclass

import jax
import jax.numpy as jnp
import optax

from .losses import scaled_huber
from .stats import Running


@dataclass(frozen=True)
class FitConfig:
    degree: int = 3
    delta: float = 1.345
    learning_rate: float = 0.05
    steps: int = 4


def design(x: jax.Array, degree: int) -> jax.Array:
    return jnp.stack([x ** k for k in range(degree + 1)], axis=-1)


def objective(coef: jax.Array, x: jax.Array, y: jax.Array, cfg: FitConfig) -> jax.Array:
    pred = design(x, cfg.degree) @ coef
    return scaled_huber(pred - y, cfg.delta)


def fit(x: jax.Array, y: jax.Array, cfg: FitConfig) -> tuple[jax.Array, Running[float]]:
    coef = jnp.zeros((cfg.degree + 1,))
    tx = optax.sgd(cfg.learning_rate, momentum=0.9)
    opt_state = tx.init(coef)
    grad_fn = jax.value_and_grad(objective)
    history: Running[float] = Running(float("inf"))
    for _ in range(cfg.steps):
        loss, g = grad_fn(coef, x, y, cfg)
        updates, opt_state = tx.update(g, opt_state, coef)
        coef = optax.apply_updates(coef, updates)
        history.push(float(loss))
    return coef, history
