import jax.numpy as jnp

from .registry import register


@register("relu")
def relu_gate(x):
    if jnp.sum(x) > 0:
        return x
    return -x
