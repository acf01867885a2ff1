import jax
import jax.numpy as jnp


def _sparsify(g, keep_frac):
    mag = jnp.abs(g)
    thr = jnp.quantile(mag.ravel(), 1.0 - keep_frac)
    mask = mag >= thr
    kept = g[mask]
    rescale = jnp.sum(mag) / (jnp.sum(jnp.abs(kept)) + 1e-8)
    return jnp.where(mask, g * rescale, 0.0)


def compress_grads(grads, keep_frac):
    return jax.tree.map(lambda g: _sparsify(g, keep_frac), grads)


def density(grads):
    leaves = jax.tree.leaves(grads)
    nz = sum(jnp.sum(x != 0) for x in leaves)
    total = sum(x.size for x in leaves)
    return nz / total
