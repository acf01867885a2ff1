from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class TrainState(train_state.TrainState):
    input_stats: Any


def init_state(model, tx, rng, example):
    variables = jax.jit(model.init)(rng, example["num"][:1], example["cat"][:1])
    return TrainState.create(apply_fn=model.apply, params=variables["params"],
                             input_stats=variables["input_stats"], tx=tx)


@jax.jit
def train_step(state, batch, lr, dropout_rng):
    state.opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)

    def loss_fn(params):
        logits, new_vars = state.apply_fn(
            {"params": params, "input_stats": state.input_stats},
            batch["num"], batch["cat"], train=True,
            rngs={"dropout": dropout_rng}, mutable=["input_stats"])
        loss = optax.sigmoid_binary_cross_entropy(logits, batch["y"]).mean()
        return loss, new_vars

    (loss, new_vars), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads, input_stats=new_vars["input_stats"])
    return state, loss
