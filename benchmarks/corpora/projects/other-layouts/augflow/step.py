"""The compiled step: augment on device, then accumulate gradients over micro-batches."""

import functools

import jax
import jax.numpy as jnp
import optax
from jax import lax

from . import augment, model

OPTIMIZER = optax.sgd(0.5)
augment_batch = jax.vmap(functools.partial(augment.augment, flip_prob=0.5, delta=0.1))


@functools.partial(jax.jit, static_argnames="microbatches")
def train_step(params, opt_state, images, labels, key, microbatches=4):
    images = augment_batch(jax.random.split(key, images.shape[0]), images)
    xs = images.reshape(microbatches, -1, *images.shape[1:])
    ys = labels.reshape(microbatches, -1)
    body = functools.partial(model.accumulate, params=params, l2=1e-4)
    init = (jax.tree_util.tree_map(jnp.zeros_like, params), jnp.zeros(()))
    (grads, total), _ = lax.scan(body, init, (xs, ys))
    grads = jax.tree_util.tree_map(lambda g: g / microbatches, grads)
    updates, opt_state = OPTIMIZER.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, total / microbatches
