"""Gradient accumulation over microbatches with lax.scan."""
import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .data import split_microbatches
from .model import Classifier


def create_state(hp, key):
    model = Classifier(hidden=tuple(hp.hidden), num_classes=hp.num_classes, dropout=hp.dropout)
    params = model.init(key, jnp.zeros((1, hp.in_dim)))["params"]
    tx = optax.adam(hp.lr)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def smoothed_xent(logits, labels, smoothing, num_classes):
    targets = optax.smooth_labels(jax.nn.one_hot(labels, num_classes), smoothing)
    return optax.softmax_cross_entropy(logits, targets).mean()


@functools.partial(jax.jit, static_argnames=("hp",))
def train_step(state, batch, key, hp):
    micro = split_microbatches(batch, hp.accum_steps)

    def micro_loss(params, mb, k):
        logits = state.apply_fn({"params": params}, mb["x"], train=True, rngs={"dropout": k})
        return smoothed_xent(logits, mb["y"], hp.label_smoothing, hp.num_classes)

    def body(carry, mb):
        grad_acc, loss_acc, k = carry
        k, sub = jax.random.split(k)
        loss, grads = jax.value_and_grad(micro_loss)(state.params, mb, sub)
        grad_acc = jax.tree.map(jnp.add, grad_acc, grads)
        return (grad_acc, loss_acc + loss, k), loss

    zeros = jax.tree.map(jnp.zeros_like, state.params)
    (grads, total, _), per_micro = jax.lax.scan(body, (zeros, 0.0, key), micro)
    grads = jax.tree.map(lambda g: g / hp.accum_steps, grads)
    state = state.apply_gradients(grads=grads)
    return state, {"loss": total / hp.accum_steps, "micro_spread": jnp.std(per_micro)}


def fit(state, batches, hp, key):
    log = []
    for step in range(1, hp.steps + 1):
        key, sub = jax.random.split(key)
        state, metrics = train_step(state, next(batches), sub, hp=hp)
        if step % hp.log_every == 0:
            metrics = jax.device_get(metrics)
            log.append((step, float(metrics["loss"])))
            print(f"step {step}: loss {metrics['loss']:.4f} spread {metrics['micro_spread']:.4f}")
    return state, log
