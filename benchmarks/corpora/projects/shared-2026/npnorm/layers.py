import equinox as eqx
import jax
import jax.numpy as jnp

from . import hyper, stats, util


class NormedLinear(eqx.Module):
    w: jax.Array
    b: jax.Array

    def __init__(self, n_in, n_out, key):
        noise = jax.random.normal(key, (n_in, n_out))
        self.w = stats.scaled_normal(noise, hyper.INIT_VAR) * util.inv_sqrt(n_in)
        self.b = jnp.zeros((n_out,))

    def __call__(self, x):
        return stats.standardize(x @ self.w + self.b, eps=hyper.EPS)
