"""Masked mean pooling over padded sequences."""

import jax
import jax.numpy as jnp


def masked_mean(x, lengths):
    positions = jnp.arange(x.shape[1])
    mask = positions[None, :] < lengths[:, None]
    total = jnp.sum(jnp.where(mask[..., None], x, 0.0), axis=1)
    count = jnp.maximum(mask.sum(axis=1, keepdims=True), 1)
    return total / count


@jax.jit
def pooled_logits(x, lengths, w):
    return masked_mean(x, lengths) @ w


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(0), (3, 7, 4))
    lengths = jnp.array([7, 3, 1])
    w = jnp.ones((4, 2))
    print(pooled_logits(x, lengths, w))
