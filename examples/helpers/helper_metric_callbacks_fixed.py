"""Stay with jnp: the scale is an array like the rest."""

import jax
import jax.numpy as jnp


def mean_abs(pred, target):
    return jnp.mean(jnp.abs(pred - target))


def relative(pred, target):
    scale = jnp.linalg.norm(target) + 1e-6
    return jnp.linalg.norm(pred - target) / scale


METRICS = [mean_abs, relative]


@jax.jit
def evaluate(pred, target):
    return jnp.stack([metric(pred, target) for metric in METRICS])


evaluate(jnp.array([0.1, 0.9, 2.2]), jnp.array([0.0, 1.0, 2.0]))
