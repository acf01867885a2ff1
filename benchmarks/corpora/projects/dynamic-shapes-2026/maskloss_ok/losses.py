"""Losses for semi-supervised training."""
import jax
import jax.numpy as jnp
import optax

from . import model


def supervised_loss(logits, labels, labeled):
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return jnp.sum(jnp.where(labeled, ce, 0.0)) / jnp.maximum(jnp.sum(labeled), 1)


def entropy_loss(logits, labeled):
    p = jax.nn.softmax(logits)
    ent = -jnp.sum(p * jax.nn.log_softmax(logits), axis=-1)
    unlabeled = ~labeled
    return jnp.sum(jnp.where(unlabeled, ent, 0.0)) / jnp.maximum(jnp.sum(unlabeled), 1)


def total_loss(params, x, labels, labeled, entropy_weight):
    logits = model.apply_mlp(params, x)
    sup = supervised_loss(logits, labels, labeled)
    ent = entropy_loss(logits, labeled)
    return sup + entropy_weight * ent, {"sup": sup, "ent": ent}
