"""Per-row robust mean computed with vmap."""

import jax
import jax.numpy as jnp


def trimmed_mean(row, z=2.0):
    mu = jnp.mean(row)
    sd = jnp.std(row) + 1e-6
    inliers = row[jnp.abs(row - mu) < z * sd]
    return jnp.mean(inliers)


def batch_trimmed_mean(data, z):
    return jax.vmap(trimmed_mean, in_axes=(0, None))(data, z)


if __name__ == "__main__":
    data = jax.random.normal(jax.random.PRNGKey(0), (8, 100))
    data = data.at[:, 0].set(50.0)
    print(batch_trimmed_mean(data, 2.0))
