import equinox as eqx
import jax.numpy as jnp
import optax

from .ensemble import ensemble_logits


def loss_fn(models, images, labels):
    logits = ensemble_logits(models, images)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels[None]).mean()


@eqx.filter_jit
def train_step(models, opt_state, images, labels, optimizer):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(models, images, labels)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(models, eqx.is_inexact_array))
    return eqx.apply_updates(models, updates), opt_state, loss
