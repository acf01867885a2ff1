"""A module-level dict looked up with a traced label: the lookup hashes the tracer."""

import jax
import jax.numpy as jnp

LABEL_SMOOTHING = {0: 0.0, 1: 0.1, 2: 0.2}


def smoothed_target(label, n_classes):
    eps = LABEL_SMOOTHING[label]  # E: jax-traced-hash
    return jax.nn.one_hot(label, n_classes) * (1 - eps) + eps / n_classes


jax.vmap(smoothed_target, in_axes=(0, None))(jnp.array([0, 2]), 3)
