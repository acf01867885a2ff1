"""Which sensors a run keeps."""

import jax.numpy as jnp
import numpy as np


def sensor_mask(num_sensors, dropped):
    keep = np.ones(num_sensors, dtype=bool)
    keep[list(dropped)] = False
    return jnp.array(keep)
