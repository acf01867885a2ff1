"""A module-level Python list of arrays is indexed by a traced `jnp.argmin` result."""

import jax
import jax.numpy as jnp

CENTERS = [jnp.array([0.0, 0.0]), jnp.array([5.0, 5.0]), jnp.array([-3.0, 4.0])]


@jax.jit
def snap(p):
    d = jnp.stack([jnp.sum((p - c) ** 2) for c in CENTERS])
    return CENTERS[jnp.argmin(d)]  # E: jax-traced-index


print(snap(jnp.array([4.0, 4.5])))
