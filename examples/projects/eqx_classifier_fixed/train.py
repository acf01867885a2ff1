"""Cross-entropy loss and an `eqx.filter_jit` training step."""

import equinox as eqx
import jax
import jax.numpy as jnp


def loss(model, x, labels):
    logits = jax.vmap(model)(x)
    picked = jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1)
    return -jnp.mean(picked)


@eqx.filter_jit
def step(model, x, labels, learning_rate):
    grads = eqx.filter_grad(loss)(model, x, labels)
    updates = jax.tree_util.tree_map(lambda g: -learning_rate * g, grads)
    return eqx.apply_updates(model, updates)
