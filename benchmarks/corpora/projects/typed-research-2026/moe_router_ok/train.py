from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from moe_router_ok.config import MoEConfig
from moe_router_ok.data import Batch, sample_batch
from moe_router_ok.model import MoEClassifier


class TrainState(train_state.TrainState):
    pass


def create_state(cfg: MoEConfig, key: jax.Array) -> TrainState:
    model = MoEClassifier(cfg)
    dummy = jnp.zeros((1, cfg.seq_len), dtype=jnp.int32)
    params = jax.jit(model.init)(key, dummy)["params"]
    return TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(cfg.learning_rate))


TrainStep = Callable[[TrainState, Batch], tuple[TrainState, jax.Array, jax.Array]]


def make_train_step(cfg: MoEConfig) -> TrainStep:
    def loss_fn(params: dict, state: TrainState, batch: Batch) -> tuple[jax.Array, jax.Array]:
        logits, aux = state.apply_fn({"params": params}, batch.tokens)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch.labels).mean()
        acc = jnp.mean(jnp.argmax(logits, -1) == batch.labels)
        return ce + cfg.aux_weight * aux, acc

    @jax.jit
    def train_step(state: TrainState, batch: Batch) -> tuple[TrainState, jax.Array, jax.Array]:
        (loss, acc), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params, state, batch)
        return state.apply_gradients(grads=grads), loss, acc

    return train_step


def run(cfg: MoEConfig) -> TrainState:
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    state = create_state(cfg, init_key)
    train_step = make_train_step(cfg)
    for step in range(cfg.n_steps):
        key, sub = jax.random.split(key)
        batch = sample_batch(sub, cfg.batch_size, cfg.seq_len, cfg.vocab_size, cfg.n_classes)
        state, loss, acc = train_step(state, batch)
        if step % 20 == 0 or step == cfg.n_steps - 1:
            print(f"step {step:3d}  loss {float(loss):.4f}  acc {float(acc):.3f}")
    return state
