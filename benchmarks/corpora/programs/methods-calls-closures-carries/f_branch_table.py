"""Piecewise functions chosen from a list, by position or by a run-time index."""
import jax
import jax.numpy as jnp
from jax import lax
import numpy as np

BRANCHES = [jnp.sin, jnp.cos, lambda x: x ** 2]
SCALES = np.array([1.0, 0.5, 0.25])
WEIGHTS = [jnp.ones(3), 2.0 * jnp.ones(3), 3.0 * jnp.ones(3)]


@jax.jit
def all_pieces(x):
    total = jnp.zeros_like(x)
    for i in range(len(BRANCHES)):
        total = total + SCALES[i] * BRANCHES[i](x) * WEIGHTS[i]
    return total


@jax.jit
def one_piece(x, idx):
    scale = jnp.asarray(SCALES)[idx]
    w = jnp.stack(WEIGHTS)[idx]
    return scale * w * lax.switch(idx, BRANCHES, x)


x = jnp.array([0.1, 0.2, 0.3])
print(all_pieces(x))
print(one_piece(x, 2))
print(SCALES[x.shape[0] - 1])
