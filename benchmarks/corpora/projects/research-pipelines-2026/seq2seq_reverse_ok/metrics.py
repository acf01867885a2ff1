import jax.numpy as jnp
import optax


def xent(logits, targets):
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


def token_accuracy(pred, targets):
    return jnp.mean(pred == targets)


def sequence_accuracy(pred, targets):
    return jnp.mean(jnp.all(pred == targets, axis=-1))
