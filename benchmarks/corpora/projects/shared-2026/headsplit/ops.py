import jax
import jax.numpy as jnp


def softmax(x, axis=-1):
    return jax.nn.softmax(x, axis=axis)


def entropy(p, axis=-1):
    return -jnp.sum(p * jnp.log(p + 1e-9), axis=axis)


def scale_for(head_dim):
    return head_dim ** -0.5
