"""Readout model and the compiled training step."""

import functools

import jax
import jax.numpy as jnp
import optax

from .features import summarize
from .losses import logistic_loss

FIRST_EVENTS = 3


def init_readout(key, feature_dim):
    return {"w": 0.01 * jax.random.normal(key, (feature_dim,)), "b": jnp.zeros(())}


def batch_loss(params, xs, masks, labels):
    feats = jax.vmap(functools.partial(summarize, k=FIRST_EVENTS))(xs, masks)
    logits = feats @ params["w"] + params["b"]
    return logistic_loss(logits, labels)


optimizer = optax.sgd(0.5, momentum=0.9)


@jax.jit
def train_step(params, opt_state, xs, masks, labels):
    loss, grads = jax.value_and_grad(batch_loss)(params, xs, masks, labels)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
