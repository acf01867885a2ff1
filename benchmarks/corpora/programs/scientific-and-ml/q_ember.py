"""Small gravitational n-body simulation with a leapfrog integrator."""
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class SimConfig:
    n_bodies: int = 16
    dt: float = 1e-3
    softening: float = 0.05
    g_const: float = 1.0
    n_steps: int = 200
    max_speed: float = 50.0


def pairwise_accel(pos, mass, cfg):
    diff = pos[None, :, :] - pos[:, None, :]
    dist2 = jnp.sum(diff ** 2, axis=-1) + cfg.softening ** 2
    inv_d3 = dist2 ** -1.5
    inv_d3 = inv_d3 * (1.0 - jnp.eye(pos.shape[0]))
    return cfg.g_const * jnp.einsum("ij,ijk,j->ik", inv_d3, diff, mass)


def kinetic_energy(vel, mass):
    return 0.5 * jnp.sum(mass[:, None] * vel ** 2)


def limit_velocity(vel, cfg):
    speed = jnp.sqrt(jnp.sum(vel ** 2, axis=-1, keepdims=True))
    top = jnp.max(speed)
    if top > cfg.max_speed:
        vel = vel * (cfg.max_speed / top)
    return vel


def make_step(cfg):
    @jax.jit
    def step(state, mass):
        pos, vel = state
        acc = pairwise_accel(pos, mass, cfg)
        vel = vel + 0.5 * cfg.dt * acc
        pos = pos + cfg.dt * vel
        acc = pairwise_accel(pos, mass, cfg)
        vel = vel + 0.5 * cfg.dt * acc
        vel = limit_velocity(vel, cfg)
        return (pos, vel)

    return step


def init_bodies(key, cfg):
    k1, k2, k3 = jax.random.split(key, 3)
    pos = jax.random.normal(k1, (cfg.n_bodies, 3))
    vel = 0.1 * jax.random.normal(k2, (cfg.n_bodies, 3))
    mass = jax.random.uniform(k3, (cfg.n_bodies,), minval=0.5, maxval=1.5)
    return (pos, vel), mass


def main():
    cfg = SimConfig()
    state, mass = init_bodies(jax.random.PRNGKey(0), cfg)
    step = make_step(cfg)
    history = []
    for i in range(cfg.n_steps):
        state = step(state, mass)
        if i % 50 == 0:
            ke = float(kinetic_energy(state[1], mass))
            history.append(ke)
            print(f"step {i:4d}  kinetic energy {ke:.5f}")
    centre = jnp.average(state[0], axis=0, weights=mass)
    print("centre of mass:", centre)
    print("energies recorded:", len(history))


if __name__ == "__main__":
    main()
