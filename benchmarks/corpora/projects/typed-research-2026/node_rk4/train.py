from __future__ import annotations

from typing import Callable, Iterator

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .config import ODEConfig
from .data import Trajectories
from .model import NeuralODE


def batches(data: Trajectories, batch_size: int, key: jax.Array) -> Iterator[Trajectories]:
    n = data.y0.shape[0]
    while True:
        key, sub = jax.random.split(key)
        perm = jax.random.permutation(sub, n)
        for start in range(0, n - batch_size + 1, batch_size):
            idx = perm[start : start + batch_size]
            yield Trajectories(ts=data.ts, y0=data.y0[idx], ys=data.ys[idx])


def trajectory_loss(model: NeuralODE, batch: Trajectories) -> jax.Array:
    pred = jax.vmap(model, in_axes=(0, None))(batch.y0, batch.ts)
    return jnp.mean((pred - batch.ys) ** 2)


TrainStep = Callable[
    [NeuralODE, optax.OptState, Trajectories], tuple[NeuralODE, optax.OptState, jax.Array]
]


def make_train_step(optimizer: optax.GradientTransformation) -> TrainStep:
    @eqx.filter_jit
    def train_step(
        model: NeuralODE, opt_state: optax.OptState, batch: Trajectories
    ) -> tuple[NeuralODE, optax.OptState, jax.Array]:
        loss, grads = eqx.filter_value_and_grad(trajectory_loss)(model, batch)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    return train_step


def fit(model: NeuralODE, data: Trajectories, cfg: ODEConfig, key: jax.Array) -> NeuralODE:
    optimizer = optax.adam(cfg.learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    train_step = make_train_step(optimizer)
    stream = batches(data, cfg.batch_size, key)
    for it in range(cfg.n_iters):
        model, opt_state, loss = train_step(model, opt_state, next(stream))
        if it % 20 == 0 or it == cfg.n_iters - 1:
            print(f"iter {it:3d}  mse {float(loss):.5f}")
    return model
