"""The callback's traced count becomes a mask over a statically sized array."""

import jax
import jax.numpy as jnp
import numpy as np


def count_outliers(x):
    return np.int32(np.sum(np.abs(x - np.median(x)) > 2 * np.std(x)))


@jax.jit
def outlier_slots(x):
    n = jax.pure_callback(count_outliers, jax.ShapeDtypeStruct((), jnp.int32), x)
    return jnp.where(jnp.arange(x.shape[0]) < n, 1.0, 0.0)


outlier_slots(jnp.array([0.0, 0.1, -0.1, 9.0, 0.2]))
