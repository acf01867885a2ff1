"""`lax.psum(1, axis_name)` of a Python constant is the axis size, a Python int: it may
size an array under the named vmap."""

import jax
import jax.numpy as jnp
from jax import lax


def rank_weighted(score):
    size = lax.psum(1, "team")
    ladder = jnp.linspace(0.0, 1.0, size)
    spread = score - lax.psum(score, "team") / size
    return spread * ladder[size // 2]


jax.vmap(rank_weighted, axis_name="team")(jnp.array([3.0, 1.0, 4.0, 1.5, 5.0]))
