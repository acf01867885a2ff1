"""Assigning a point to its nearest cluster centre."""
import jax
import jax.numpy as jnp

centers = [jnp.array([0.0, 0.0]), jnp.array([5.0, 5.0]), jnp.array([-3.0, 4.0])]


@jax.jit
def snap(p):
    d = jnp.stack([jnp.sum((p - c) ** 2) for c in centers])
    return centers[jnp.argmin(d)]


print(snap(jnp.array([4.0, 4.5])))
