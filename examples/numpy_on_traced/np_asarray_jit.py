"""A metrics helper converts its input with `np.asarray`; called under jit it gets a tracer."""

import jax
import jax.numpy as jnp
import numpy as np


def accuracy(logits, labels):
    predicted = np.asarray(logits).argmax(axis=-1)  # E: jax-numpy-on-traced
    return (predicted == labels).mean()


@jax.jit
def eval_step(params, x, labels):
    logits = x @ params
    return accuracy(logits, labels)


eval_step(jnp.eye(3), jnp.eye(3), jnp.array([0, 1, 2]))
