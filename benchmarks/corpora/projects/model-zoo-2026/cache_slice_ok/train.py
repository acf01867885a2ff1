import functools

import jax
import jax.numpy as jnp
import optax

from .models import init_cache


def teacher_forced_loss(params, model, mcfg, tokens):
    def step(cache, inputs):
        pos, tok, target = inputs
        logits, cache = model.apply({"params": params}, tok, pos, cache)
        return cache, optax.softmax_cross_entropy_with_integer_labels(logits, target)

    xs = (jnp.arange(tokens.shape[1] - 1), tokens[:, :-1].T, tokens[:, 1:].T)
    _, losses = jax.lax.scan(step, init_cache(mcfg, tokens.shape[0]), xs)
    return losses.mean()


@functools.partial(jax.jit, static_argnames=("model", "mcfg", "tx"))
def train_step(params, opt_state, tokens, model, mcfg, tx):
    loss, grads = jax.value_and_grad(teacher_forced_loss)(params, model, mcfg, tokens)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
