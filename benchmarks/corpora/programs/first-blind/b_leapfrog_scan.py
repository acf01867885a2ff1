"""Leapfrog integration of a Hamiltonian system with lax.scan."""

import jax
import jax.numpy as jnp
from jax import lax


def potential(q: jax.Array) -> jax.Array:
    return 0.5 * jnp.sum(q**2) + 0.1 * jnp.sum(q**4)


def leapfrog(q: jax.Array, p: jax.Array, dt: float, n_steps: int):
    grad_u = jax.grad(potential)

    def step(state, _):
        q, p = state
        p = p - 0.5 * dt * grad_u(q)
        q = q + dt * p
        p = p - 0.5 * dt * grad_u(q)
        energy = potential(q) + 0.5 * jnp.sum(p**2)
        return (q, p), energy

    (q, p), energies = lax.scan(step, (q, p), None, length=n_steps)
    return q, p, energies


simulate = jax.jit(leapfrog, static_argnums=(3,))

q0 = jnp.array([1.0, 0.0])
p0 = jnp.array([0.0, 1.0])
q, p, energies = simulate(q0, p0, 0.01, 500)
print(q, float(energies.max() - energies.min()))
