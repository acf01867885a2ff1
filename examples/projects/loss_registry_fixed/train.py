"""The training step, jitted, with the loss the config names."""

from dataclasses import dataclass

import jax

from loss_registry_fixed.registry import LOSSES


@dataclass(frozen=True)
class Config:
    loss: str = "huber"
    lr: float = 0.05


def make_step(cfg):
    loss_fn = LOSSES.get(cfg.loss)

    @jax.jit
    def step(w, x, y):
        loss, grad = jax.value_and_grad(lambda w: loss_fn(x @ w, y))(w)
        return w - cfg.lr * grad, loss

    return step
