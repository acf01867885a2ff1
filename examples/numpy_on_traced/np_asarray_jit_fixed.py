"""The helper stays in `jnp`, so it works on tracers and on concrete arrays alike."""

import jax
import jax.numpy as jnp


def accuracy(logits, labels):
    predicted = jnp.argmax(logits, axis=-1)
    return (predicted == labels).mean()


@jax.jit
def eval_step(params, x, labels):
    logits = x @ params
    return accuracy(logits, labels)


eval_step(jnp.eye(3), jnp.eye(3), jnp.array([0, 1, 2]))
