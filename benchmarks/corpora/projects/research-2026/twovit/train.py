from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import optim


class TrainState(train_state.TrainState):
    token_rng: Any = None
    freeze_steps: int = 0


def create_state(cfg, model, key):
    init_key, token_key = jax.random.split(key)
    dummy = jnp.zeros((1, cfg.image_size, cfg.image_size, cfg.channels))
    params = model.init(init_key, dummy, train=False)["params"]
    return TrainState.create(
        apply_fn=model.apply, params=params, tx=optim.build_tx(cfg),
        token_rng=token_key, freeze_steps=cfg.freeze_steps,
    )


@jax.jit
def train_step(state, batch):
    token_rng, next_rng = jax.random.split(state.token_rng)

    def loss_fn(params):
        logits = state.apply_fn(
            {"params": params}, batch["image"], train=True, rngs={"tokens": token_rng}
        )
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
        return loss, logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    grads = optim.mask_backbone(grads, state.step, state.freeze_steps)
    state = state.apply_gradients(grads=grads, token_rng=next_rng)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["label"])
    return state, {"loss": loss, "acc": acc, "gnorm": optim.grad_norm(grads)}
