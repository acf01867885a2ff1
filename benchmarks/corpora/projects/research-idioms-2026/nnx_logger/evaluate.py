import jax.numpy as jnp
import numpy as np
from flax import nnx


@nnx.jit
def grid_mse(model, xs):
    return jnp.mean((model(xs) - jnp.sin(xs)) ** 2)


def make_grid(n=101, lo=-3.0, hi=3.0):
    return np.linspace(lo, hi, n, dtype=np.float32)[:, None]


def worst_points(model, xs, k=3):
    err = np.abs(np.asarray(model(xs)) - np.sin(xs))[:, 0]
    idx = np.argsort(err)[-k:]
    return [(round(float(xs[i, 0]), 2), round(float(err[i]), 3)) for i in idx]
