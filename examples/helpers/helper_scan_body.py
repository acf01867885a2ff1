"""A helper called from a `lax.scan` body converts the traced carry with `float()`."""

import jax.numpy as jnp
from jax import lax


def decay(lr, step):
    return lr * 0.5 ** float(step // 10)  # E: jax-traced-conversion


def train(lr, losses):
    def body(carry, loss):
        step, total = carry
        total = total + decay(lr, step) * loss
        return (step + 1, total), total

    return lax.scan(body, (jnp.array(0), jnp.array(0.0)), losses)


train(0.1, jnp.ones(20))
