"""Building and running the integrator."""

import functools

import jax
import jax.numpy as jnp
from jax import lax

from orbitscan import dynamics, forces


def build_step(law: str, params: dict, dt: float, n_sub: int):
    force_fn = functools.partial(forces.FORCES[law], **params)
    return functools.partial(dynamics.leapfrog, force_fn=force_fn, dt=dt, n_sub=n_sub)


@functools.partial(jax.jit, static_argnames=("step", "length"))
def integrate(state, step, length):
    return lax.scan(step, state, None, length=length)


def spring_energies(pos_batch, vel_batch, stiffness):
    potential = lambda p: 0.5 * stiffness * jnp.sum(p**2)
    fn = functools.partial(dynamics.energy, force_potential=potential, mass=1.0)
    return jax.vmap(fn)(pos_batch, vel_batch)
