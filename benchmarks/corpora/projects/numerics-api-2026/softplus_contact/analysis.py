import jax
import jax.numpy as jnp

from . import model


@jax.jit
def force_curve(r_values):
    return -jax.vmap(jax.grad(model.pair_energy))(r_values)


def chain_forces(x):
    return -jax.grad(model.chain_energy)(x)


@jax.jit
def stiffness(x):
    return jax.jacrev(chain_forces)(x)
