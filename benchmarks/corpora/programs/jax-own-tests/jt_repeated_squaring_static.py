from functools import partial

import jax
import jax.numpy as jnp


def power_iterate(m, n):
    for _ in range(n):
        m = m @ m
        m = m / jnp.linalg.norm(m)
    return m


@partial(jax.jit, static_argnums=1)
def dominant_direction(m, n):
    p = power_iterate(m, n)
    return p[:, 0] / jnp.linalg.norm(p[:, 0])


m = jnp.array([[2.0, 1.0], [1.0, 3.0]])
print(dominant_direction(m, 4))
print(dominant_direction(m, 2))
