import jax
import jax.numpy as jnp

from .utils.weights import lookup_weights


def weighted_cross_entropy(logits, labels, class_weights):
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
    w = lookup_weights(labels, class_weights)
    return jnp.sum(w * nll) / jnp.sum(w)
