"""Stacked members, vectorised over the leading axis of every parameter."""

import functools

import jax
import optax

from . import layers

OPTIMIZER = optax.adam(5e-3)


def init_ensemble(key, members, sizes):
    keys = jax.random.split(key, members)
    stacked = jax.vmap(functools.partial(layers.init_member, sizes=sizes))(keys)
    return stacked, OPTIMIZER.init(stacked)


member_logits = jax.vmap(functools.partial(layers.forward, activation=jax.nn.gelu), in_axes=(0, None))


@jax.jit
def train_step(stacked, opt_state, x, y):
    def loss_fn(p):
        logits = member_logits(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y[None, :]).mean(axis=1).sum()

    loss, grads = jax.value_and_grad(loss_fn)(stacked)
    updates, opt_state = OPTIMIZER.update(grads, opt_state, stacked)
    return optax.apply_updates(stacked, updates), opt_state, loss


@jax.jit
def predict_proba(stacked, x):
    return jax.nn.softmax(member_logits(stacked, x), axis=-1).mean(axis=0)
