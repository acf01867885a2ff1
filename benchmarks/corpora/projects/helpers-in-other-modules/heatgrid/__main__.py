import jax.numpy as jnp

from heatgrid.solver import integrate

u0 = jnp.exp(-jnp.linspace(-3.0, 3.0, 64) ** 2)
u = integrate(u0, 20)
print(float(u.sum()))
