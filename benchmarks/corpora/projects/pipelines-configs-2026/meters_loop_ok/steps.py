"""Jitted train and eval steps."""
import jax
import jax.numpy as jnp
import optax

from .model import apply_mlp


def cross_entropy(logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = apply_mlp(p, batch["x"])
            return cross_entropy(logits, batch["y"]), logits

        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        acc = jnp.mean(jnp.argmax(logits, -1) == batch["y"])
        return params, opt_state, loss, acc

    return train_step


def make_eval_step():
    @jax.jit
    def eval_step(params, batch):
        logits = apply_mlp(params, batch["x"])
        loss = cross_entropy(logits, batch["y"])
        acc = jnp.mean(jnp.argmax(logits, -1) == batch["y"])
        return loss, acc

    return eval_step
