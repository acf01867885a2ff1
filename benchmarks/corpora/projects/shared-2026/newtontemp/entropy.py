import jax
import jax.numpy as jnp


def softmax_entropy(logits, temp):
    p = jax.nn.softmax(logits / temp)
    return -jnp.sum(p * jnp.log(p + 1e-12))


def uniform_entropy(n):
    return jnp.log(1.0 * n)
