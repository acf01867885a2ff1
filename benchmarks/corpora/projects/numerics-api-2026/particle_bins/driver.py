import jax
import jax.numpy as jnp

from . import particles, pipeline


def main():
    box, dx = 10.0, 0.5
    pos, mass, vel = particles.sample_snapshots(jax.random.key(3), 4, 256, box)
    f = pipeline.make_density(dx, box)(pos, mass, vel)
    total = jnp.sum(f["rho"], axis=1) * dx
    print("mass per snapshot", total, "vs", jnp.sum(mass, axis=1))
    print("peak cell per snapshot", jnp.argmax(f["rho"], axis=1), "particles", f["counts"].sum(axis=1))
    print("centre of mass", f["com"], "vs", jnp.sum(mass * pos, axis=1) / jnp.sum(mass, axis=1))
    print("bulk kinetic energy", f["ke"], "max speed", jnp.max(f["vmax"], axis=1))
    print("bulk velocity dispersion", f["sigma_u"])
