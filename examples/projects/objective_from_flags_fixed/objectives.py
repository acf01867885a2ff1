"""Objectives on two views' embeddings, registered by name."""

import jax.numpy as jnp

from objective_from_flags_fixed.registry import OBJECTIVES


def normalize(z):
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


@OBJECTIVES.register("cosine")
def cosine(z1, z2):
    return -jnp.mean(jnp.sum(normalize(z1) * normalize(z2), axis=-1))


@OBJECTIVES.register("squared")
def squared(z1, z2):
    return jnp.mean((z1 - z2) ** 2)
