"""Summaries for the training log."""

import jax.numpy as jnp


def summary(g):
    return jnp.mean(g)
