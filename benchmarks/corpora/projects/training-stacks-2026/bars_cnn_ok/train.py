import functools
from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class TrainState(train_state.TrainState):
    batch_stats: Any


def create_train_state(model, tx, rng, image_shape):
    variables = jax.jit(functools.partial(model.init, train=False))(rng, jnp.zeros((1,) + image_shape))
    return TrainState.create(apply_fn=model.apply, params=variables["params"],
                             batch_stats=variables["batch_stats"], tx=tx)


@functools.partial(jax.jit, static_argnames=("cfg",))
def train_step(state, batch, rng, cfg):
    images, labels = batch["image"], batch["label"]
    targets = jax.nn.one_hot(labels, cfg.num_classes)
    if cfg.label_smoothing > 0:
        targets = optax.smooth_labels(targets, cfg.label_smoothing)
    dropout_rng, mix_rng, perm_rng = jax.random.split(rng, 3)
    if cfg.mixup_alpha > 0:
        lam = jax.random.beta(mix_rng, cfg.mixup_alpha, cfg.mixup_alpha)
        perm = jax.random.permutation(perm_rng, images.shape[0])
        images = lam * images + (1.0 - lam) * images[perm]
        targets = lam * targets + (1.0 - lam) * targets[perm]

    def loss_fn(params):
        logits, updates = state.apply_fn(
            {"params": params, "batch_stats": state.batch_stats}, images, train=True,
            rngs={"dropout": dropout_rng}, mutable=["batch_stats"])
        return optax.softmax_cross_entropy(logits, targets).mean(), updates

    (loss, updates), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads, batch_stats=updates["batch_stats"])
    return state, {"loss": loss, "grad_norm": optax.global_norm(grads)}


@jax.jit
def eval_step(state, images):
    return state.apply_fn({"params": state.params, "batch_stats": state.batch_stats},
                          images, train=False)
