"""Sensitivity of a logistic-map orbit to its growth rate."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def orbit_end(r, x0, steps):
    def body(_, x):
        return r * x * (1.0 - x)

    return lax.fori_loop(0, steps, body, x0)


print(orbit_end(3.2, 0.4, 20))
slope = jax.grad(orbit_end)(3.2, 0.4, 20)
print(slope)
