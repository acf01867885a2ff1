"""Leapfrog integration of a few gravitating bodies."""
import jax
import jax.numpy as jnp
from jax import lax


def accelerations(pos, masses, soft=0.05):
    diff = pos[None, :, :] - pos[:, None, :]
    dist2 = jnp.sum(diff ** 2, axis=-1) + soft ** 2
    inv = dist2 ** -1.5
    return jnp.sum(diff * (masses[None, :, None] * inv[:, :, None]), axis=1)


def kinetic_energy(vel, masses):
    return 0.5 * jnp.sum(masses[:, None] * vel ** 2)


def simulate(pos, vel, masses, dt, n_steps):
    def step(carry, _):
        p, v = carry
        v_half = v + 0.5 * dt * accelerations(p, masses)
        p_new = p + dt * v_half
        v_new = v_half + 0.5 * dt * accelerations(p_new, masses)
        energy = kinetic_energy(v_new, masses)
        if energy > 100.0:
            v_new = v_new * 0.5
        return (p_new, v_new), energy

    (pos, vel), energies = lax.scan(step, (pos, vel), None, length=n_steps)
    return pos, vel, energies


if __name__ == "__main__":
    pos = jax.random.normal(jax.random.PRNGKey(0), (4, 2))
    vel = jnp.zeros((4, 2))
    masses = jnp.ones(4)
    _, _, energies = simulate(pos, vel, masses, 0.01, 50)
    print(energies[-1])
