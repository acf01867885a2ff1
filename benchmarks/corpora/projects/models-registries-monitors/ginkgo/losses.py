import jax
import jax.numpy as jnp

from .utils import Registry, class_balanced_weights

LOSSES = Registry("loss")


def _nll(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, labels[:, None], axis=-1)[:, 0]


@LOSSES.register("xent")
def xent(logits, labels):
    return jnp.mean(_nll(logits, labels))


@LOSSES.register("balanced_xent")
def balanced_xent(logits, labels):
    weights = class_balanced_weights(labels)
    return jnp.mean(weights * _nll(logits, labels))
