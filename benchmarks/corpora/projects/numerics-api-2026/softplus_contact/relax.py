import jax
from jax import lax

from . import analysis


def make_relaxer(lr, n_steps):
    @jax.jit
    def relax(x):
        return lax.fori_loop(0, n_steps, lambda i, x: x + lr * analysis.chain_forces(x), x)
    return relax
