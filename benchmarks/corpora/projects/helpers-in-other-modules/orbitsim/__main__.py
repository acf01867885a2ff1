import jax.numpy as jnp

from orbitsim.sim import simulate

pos = jnp.array([[0.0, 0.0], [1.0, 0.0], [-1.0, 0.0]])
vel = jnp.array([[0.0, 0.0], [0.0, 1.0], [0.0, -1.0]])
masses = jnp.array([1.0, 1e-3, 1e-3])
final, energy = simulate(pos, vel, masses, 0.01)
print(final, energy[-1])
