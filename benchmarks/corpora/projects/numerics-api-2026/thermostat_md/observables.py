import jax
import jax.numpy as jnp


@jax.jit
def pair_distance_histogram(x, r_max=3.0, n_bins=12):
    d = jnp.sqrt(jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, axis=-1))
    i, j = jnp.triu_indices(x.shape[0], 1)
    r = d[i, j]
    bins = jnp.clip((r / r_max * n_bins).astype(jnp.int32), 0, n_bins - 1)
    hist = jax.ops.segment_sum(jnp.where(r < r_max, 1.0, 0.0), bins, num_segments=n_bins)
    return hist / r.shape[0]


def energies(potential, x, v):
    return potential(x), 0.5 * jnp.sum(v ** 2)


def virial_pressure(force, x, v, area):
    return (jnp.sum(v ** 2) + jnp.sum(x * force(x))) / (2.0 * area)
