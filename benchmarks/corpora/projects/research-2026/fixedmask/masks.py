import jax.numpy as jnp
import numpy as np


def sensor_mask(num_sensors, masked):
    keep = np.ones(num_sensors, dtype=bool)
    keep[list(masked)] = False
    return jnp.array(keep)


def random_time_mask(rng, window, ratio=0.25):
    idx = rng.choice(window, size=int(window * ratio), replace=False)
    m = np.ones(window, dtype=np.float32)
    m[idx] = 0.0
    return m


def block_time_mask(window, start, length):
    m = np.ones(window, dtype=np.float32)
    m[start:start + length] = 0.0
    return m


def describe(keep):
    keep = np.asarray(keep)
    return f"{int(keep.sum())}/{keep.size} sensors visible"
