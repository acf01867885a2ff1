from functools import partial

import jax
import jax.numpy as jnp


def bond_lengths(flat, n, cutoff=1.4):
    x = flat.reshape(n, 2)
    d = jnp.sqrt(jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, axis=-1))
    i, j = jnp.triu_indices(n, 1)
    r = d[i, j]
    return jnp.where(r < cutoff, r, jnp.nan)


@partial(jax.jit, static_argnums=(0,))
def normal_modes(energy, flat, mass=1.0):
    H = jax.hessian(energy)(flat)
    w2, vecs = jnp.linalg.eigh((H + H.T) / (2.0 * mass))
    freqs = jnp.sqrt(jnp.clip(w2, 0.0))
    return freqs, vecs


def zero_point_energy(freqs, hbar=0.05):
    return 0.5 * hbar * jnp.sum(freqs)
