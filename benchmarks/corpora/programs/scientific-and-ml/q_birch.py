"""Gravitational n-body simulation with velocity clamping, integrated by lax.scan."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

CONFIG = {
    "n_bodies": 12,
    "dt": 2e-3,
    "softening": 0.1,
    "max_speed": 5.0,
    "n_steps": 300,
    "report_every": 100,
}


class Bodies(NamedTuple):
    pos: jnp.ndarray
    vel: jnp.ndarray
    mass: jnp.ndarray


def accelerations(pos, mass, softening):
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(diff * diff, axis=-1) + softening ** 2
    w = jnp.where(jnp.eye(pos.shape[0], dtype=bool), 0.0, r2 ** -1.5)
    return jnp.einsum("ij,ijk,j->ik", w, diff, mass)


def clamp_speed(vel, max_speed):
    speed = jnp.linalg.norm(vel, axis=-1, keepdims=True)
    top = jnp.max(speed)
    scale = jnp.where(top > max_speed, max_speed / top, 1.0)
    return vel * scale


def total_energy(b, softening):
    ke = 0.5 * jnp.sum(b.mass[:, None] * b.vel ** 2)
    diff = b.pos[None] - b.pos[:, None]
    r = jnp.sqrt(jnp.sum(diff ** 2, -1) + softening ** 2)
    pe = -0.5 * jnp.sum(jnp.where(jnp.eye(r.shape[0], dtype=bool), 0.0,
                                  b.mass[:, None] * b.mass[None, :] / r))
    return ke + pe


def leapfrog(b, cfg):
    a = accelerations(b.pos, b.mass, cfg["softening"])
    vel = b.vel + 0.5 * cfg["dt"] * a
    pos = b.pos + cfg["dt"] * vel
    a = accelerations(pos, b.mass, cfg["softening"])
    vel = clamp_speed(vel + 0.5 * cfg["dt"] * a, cfg["max_speed"])
    return Bodies(pos, vel, b.mass)


def simulate(b0, cfg):
    def body(b, _):
        b = leapfrog(b, cfg)
        return b, total_energy(b, cfg["softening"])

    return jax.lax.scan(body, b0, None, length=cfg["report_every"])


def main():
    key = jax.random.PRNGKey(42)
    kp, kv, km = jax.random.split(key, 3)
    n = CONFIG["n_bodies"]
    bodies = Bodies(jax.random.normal(kp, (n, 2)),
                    0.2 * jax.random.normal(kv, (n, 2)),
                    jax.random.uniform(km, (n,), minval=0.5, maxval=2.0))
    run = jax.jit(lambda b: simulate(b, CONFIG))
    for chunk in range(CONFIG["n_steps"] // CONFIG["report_every"]):
        bodies, energies = run(bodies)
        jax.debug.print("chunk {c}: energy drift {d:.4e}", c=chunk,
                        d=energies[-1] - energies[0])
        print(f"chunk {chunk}: final energy {float(energies[-1]):.4f}")
    print("max speed:", float(jnp.max(jnp.linalg.norm(bodies.vel, axis=-1))))


if __name__ == "__main__":
    main()
