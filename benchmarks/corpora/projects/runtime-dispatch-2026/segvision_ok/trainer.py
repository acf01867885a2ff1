"""Training loop and host-side evaluation."""
import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from . import losses  # noqa: F401  (fills LOSSES)
from . import models  # noqa: F401  (fills MODELS)
from .data import iterate_batches, make_dataset
from .registry import LOSSES, MODELS


def create_state(cfg, rng):
    model = MODELS.get(cfg.model)(num_classes=cfg.num_classes)
    dummy = jnp.zeros((1, cfg.image_size, cfg.image_size, 1), jnp.float32)
    params = model.init(rng, dummy)["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(cfg.learning_rate))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def make_train_step(cfg):
    loss_impl = functools.partial(
        LOSSES.get(cfg.loss), ignore_index=cfg.ignore_index, num_classes=cfg.num_classes
    )

    @jax.jit
    def train_step(state, images, labels, rng):
        if cfg.augment:
            flip = jax.random.bernoulli(rng, 0.5)
            images = jnp.where(flip, images[:, :, ::-1], images)
            labels = jnp.where(flip, labels[:, :, ::-1], labels)

        def objective(params):
            logits = state.apply_fn({"params": params}, images)
            return loss_impl(logits, labels)

        loss, grads = jax.value_and_grad(objective)(state.params)
        return state.apply_gradients(grads=grads), loss

    return train_step


def evaluate(state, images, labels, cfg):
    logits = jax.jit(state.apply_fn)({"params": state.params}, images)
    pred = np.asarray(jnp.argmax(logits, axis=-1))
    labels = np.asarray(labels)
    valid = labels != cfg.ignore_index
    metrics = {"pixel_acc": float((pred[valid] == labels[valid]).mean())}
    ious = []
    for c in range(cfg.num_classes):
        inter = np.logical_and(pred == c, labels == c)[valid].sum()
        union = np.logical_or(pred == c, labels == c)[valid].sum()
        if union > 0:
            ious.append(inter / union)
    metrics["miou"] = float(np.mean(ious))
    if cfg.eval_losses:
        host_logits = np.asarray(logits)
        for name in LOSSES.names():
            fn = LOSSES.get(name)
            value = fn(host_logits, labels, ignore_index=cfg.ignore_index,
                       num_classes=cfg.num_classes)
            metrics[f"loss/{name}"] = float(value)
    return metrics


def fit(cfg):
    images, labels = make_dataset(cfg.num_images, cfg.image_size, cfg.num_classes,
                                  cfg.border, cfg.ignore_index, cfg.seed)
    rng = jax.random.key(cfg.seed)
    rng, init_rng = jax.random.split(rng)
    state = create_state(cfg, init_rng)
    train_step = make_train_step(cfg)
    batches = iterate_batches(images, labels, cfg.batch_size, cfg.seed)
    history = []
    for step in range(cfg.steps):
        x, y = next(batches)
        rng, step_rng = jax.random.split(rng)
        state, loss = train_step(state, x, y, step_rng)
        history.append(float(loss))
        print(f"step {step:3d}  loss {history[-1]:.4f}")
    return {"history": history, **evaluate(state, images, labels, cfg)}
