import jax
import jax.numpy as jnp

from .space import minimum_image


def lj(r2, sigma, epsilon):
    s6 = (sigma ** 2 / r2) ** 3
    return 4.0 * epsilon * (s6 ** 2 - s6)


def potential_energy(pos, nbrs, box, cfg):
    n, dim = pos.shape
    padded = jnp.concatenate([pos, jnp.zeros((1, dim), pos.dtype)], axis=0)
    real = nbrs.idx < n
    dr = minimum_image(pos[:, None, :] - padded[nbrs.idx], box)
    r2 = jnp.sum(dr ** 2, axis=-1)
    inside = real & (r2 < cfg.cutoff ** 2)
    r2 = jnp.where(inside, r2, 1.0)
    shift = lj(cfg.cutoff ** 2, cfg.sigma, cfg.epsilon)
    e = jnp.where(inside, lj(r2, cfg.sigma, cfg.epsilon) - shift, 0.0)
    return 0.5 * jnp.sum(e)


def forces(pos, nbrs, box, cfg):
    return -jax.grad(potential_energy)(pos, nbrs, box, cfg)
