import jax
import jax.numpy as jnp
from jax import lax

from . import analysis


def make_langevin(dt, gamma, kT, n_steps):
    noise_scale = jnp.sqrt(2.0 * gamma * kT * dt)

    def step(x, key):
        f = analysis.chain_forces(x)
        x_new = x + dt * gamma * f + noise_scale * jax.random.normal(key, x.shape)
        return x_new, jnp.mean(x_new[1:] - x_new[:-1])

    @jax.jit
    def run(x0, key):
        keys = jax.random.split(key, n_steps)
        return lax.scan(step, x0, keys)

    return run
