import jax.numpy as jnp
import numpy as np


def normalized_weights(raw_weights, temperature):
    scaled = np.asarray(raw_weights, dtype=np.float64) ** (1.0 / temperature)
    scaled = scaled * len(scaled) / scaled.sum()
    return dict(enumerate(scaled.tolist()))


def task_weight(task_id, weights):
    return weights[task_id]


def weighted_average(values, weights):
    values, weights = jnp.asarray(values), jnp.asarray(weights)
    return jnp.sum(values * weights) / jnp.sum(weights)
