"""Compiled trajectory: records every ``steps_per_record`` steps."""
import functools

import jax
import jax.numpy as jnp
from jax import lax

from .integrators import INTEGRATORS, MDState


def make_simulation(potential, integrator_cfg, temperature):
    force_fn = jax.grad(lambda x, box: -potential.energy(x, box))
    stepper = INTEGRATORS[integrator_cfg.name](
        force_fn, integrator_cfg.dt, friction=integrator_cfg.friction, temperature=temperature)

    @functools.partial(jax.jit, static_argnames=("num_records", "steps_per_record"))
    def simulate(state, num_records, steps_per_record):
        def record(state, _):
            state = lax.fori_loop(0, steps_per_record, lambda _, s: stepper(s), state)
            potential_energy = potential.energy(state.positions, state.box)
            kinetic_energy = 0.5 * jnp.sum(state.velocities**2)
            return state, (potential_energy, kinetic_energy)

        return lax.scan(record, state, None, length=num_records)

    return simulate


def to_state(positions, velocities, box, seed):
    return MDState(jnp.asarray(positions), jnp.asarray(velocities), jnp.asarray(box),
                   jax.random.key(seed))
