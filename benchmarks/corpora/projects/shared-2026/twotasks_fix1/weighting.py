import jax.numpy as jnp

from . import registry


def task_weight(task):
    return jnp.asarray(registry.as_list(registry.TASK_WEIGHTS))[task]


def normalized_weights():
    w = jnp.asarray(registry.as_list(registry.TASK_WEIGHTS))
    return w / w.sum()
