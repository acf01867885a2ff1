import jax.numpy as jnp

from .sim import simulate
from .state import Tank

print(simulate(Tank(jnp.array([3.0, 5.0]), jnp.array([1.0, 2.0]), window=4)))
