"""The traced value passes through two helpers before one uses it as a `range` bound."""

import jax
import jax.numpy as jnp


def residual_block(x, w):
    return x + jnp.tanh(x @ w)


def residual_stack(x, w, depth):
    for _ in range(depth):  # E: jax-traced-index
        x = residual_block(x, w)
    return x


def encoder(x, w, depth):
    h = residual_stack(x, w, depth)
    return h / jnp.linalg.norm(h, axis=-1, keepdims=True)


@jax.jit
def encode_batch(xs, w, depth):
    return encoder(xs, w, depth)


encode_batch(jnp.ones((2, 4)), jnp.eye(4) * 0.1, 3)
