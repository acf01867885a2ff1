"""Masked loss and the update step."""

import jax
import jax.numpy as jnp
import optax


def masked_loss(model, params, tokens, tags, pad_id):
    logits = model.apply(params, tokens)
    per_token = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
    mask = tokens != pad_id
    return jnp.sum(jnp.where(mask, per_token, 0.0)) / jnp.maximum(jnp.sum(mask), 1)


def make_step(model, tx, pad_id):
    @jax.jit
    def step(params, opt_state, tokens, tags):
        loss, grads = jax.value_and_grad(masked_loss, argnums=1)(model, params, tokens, tags, pad_id)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step
