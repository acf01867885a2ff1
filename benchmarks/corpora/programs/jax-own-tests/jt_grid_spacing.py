import jax
import jax.numpy as jnp

DOMAIN = 2.0
CELLS = 64


@jax.jit
def laplacian_1d(u):
    dx = jnp.divide(DOMAIN, CELLS)
    assert dx > 0, "grid spacing must be positive"
    left = jnp.roll(u, 1)
    right = jnp.roll(u, -1)
    return (left - 2 * u + right) / dx ** 2


xs = jnp.linspace(0.0, DOMAIN, CELLS, endpoint=False)
u = jnp.sin(jnp.pi * xs)
print(laplacian_1d(u)[:4])
