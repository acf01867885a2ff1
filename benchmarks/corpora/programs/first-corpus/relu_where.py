"""Leaky activation and clipping written with jnp.where, applied with vmap and jit."""

import jax
import jax.numpy as jnp


def leaky(x, slope=0.1):
    return jnp.where(x > 0, x, slope * x)


def clip_norm(v, max_norm):
    norm = jnp.linalg.norm(v)
    return jnp.where(norm > max_norm, v * (max_norm / norm), v)


@jax.jit
def transform(batch, max_norm):
    act = jax.vmap(leaky)(batch)
    return jax.vmap(clip_norm, in_axes=(0, None))(act, max_norm)


if __name__ == "__main__":
    batch = jnp.array([[3.0, -4.0], [0.1, 0.2], [-1.0, 10.0]])
    print(transform(batch, 1.0))
