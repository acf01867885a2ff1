import jax.numpy as jnp

from .rules import softplus


def pair_energy(r, r0=1.0, k=8.0, eps=0.5):
    # soft repulsion below r0, vanishes smoothly above
    return eps * softplus(k * (r0 - r)) ** 2 / k ** 2


def chain_energy(x, spring=1.0, rest=0.9):
    bonds = x[1:] - x[:-1]
    stretch = 0.5 * spring * jnp.sum((bonds - rest) ** 2)
    i, j = jnp.triu_indices(x.shape[0], 2)
    contact = jnp.sum(pair_energy(jnp.abs(x[i] - x[j])))
    return stretch + contact
