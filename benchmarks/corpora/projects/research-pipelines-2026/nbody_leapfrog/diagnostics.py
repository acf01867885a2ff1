import jax.numpy as jnp

from .forces import potential_energy


def kinetic_energy(state):
    return 0.5 * jnp.sum(state["mass"] * jnp.sum(state["vel"] ** 2, axis=-1))


def total_energy(state, cfg):
    return kinetic_energy(state) + potential_energy(state["pos"], state["mass"], cfg.softening, cfg.G)


def momentum(state):
    return jnp.sum(state["mass"][:, None] * state["vel"], axis=0)


def summarize(energies):
    e0 = energies[0]
    rel = jnp.abs((energies - e0) / e0)
    return {"E0": e0, "max_rel_drift": rel.max(), "final_rel_drift": rel[-1]}
