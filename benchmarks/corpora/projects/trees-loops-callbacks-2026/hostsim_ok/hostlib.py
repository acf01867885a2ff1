import functools

import jax
import jax.numpy as jnp
import numpy as np

# measured drag coefficient of a sphere vs. speed (m/s), smoothed
DRAG_TABLE = {
    "speed": np.array([0.0, 5.0, 10.0, 20.0, 30.0, 40.0, 60.0], dtype=np.float64),
    "cd": np.array([0.50, 0.48, 0.47, 0.45, 0.30, 0.20, 0.18], dtype=np.float64),
}


def _interp_host(speed, xs, ys):
    speed = np.asarray(speed)
    return np.interp(speed, xs, ys).astype(np.float32)


def drag_coefficient(speed, table):
    host_fn = functools.partial(_interp_host, xs=table["speed"], ys=table["cd"])
    return jax.pure_callback(host_fn, jax.ShapeDtypeStruct(speed.shape, jnp.float32), speed)
