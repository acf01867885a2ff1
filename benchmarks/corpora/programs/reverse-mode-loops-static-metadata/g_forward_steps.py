"""Heat diffusion for a run-time number of steps."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def diffuse(u, alpha, steps):
    def body(_, v):
        lap = jnp.roll(v, 1) - 2.0 * v + jnp.roll(v, -1)
        return v + alpha * lap

    return lax.fori_loop(0, steps, body, u)


u0 = jnp.zeros(8).at[4].set(1.0)
for steps in (1, 5, 10):
    print(diffuse(u0, 0.2, steps).sum())
