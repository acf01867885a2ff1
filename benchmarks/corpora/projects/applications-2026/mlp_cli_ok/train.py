import functools

import jax
import jax.numpy as jnp
import optax

from .models import apply_mlp


def cross_entropy(logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def make_train_step(tx):
    @functools.partial(jax.jit, static_argnames=("hidden", "activation"))
    def train_step(params, opt_state, x, y, hidden, activation):
        def loss_fn(p):
            return cross_entropy(apply_mlp(p, x, hidden, activation), y)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


@functools.partial(jax.jit, static_argnames=("hidden", "activation"))
def eval_step(params, x, y, hidden, activation):
    logits = apply_mlp(params, x, hidden, activation)
    return jnp.mean(jnp.argmax(logits, -1) == y)
