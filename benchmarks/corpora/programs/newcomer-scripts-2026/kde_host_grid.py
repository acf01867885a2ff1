import jax
import jax.numpy as jnp
import numpy as np


def gaussian_kernel(u):
    return jnp.exp(-0.5 * u ** 2) / jnp.sqrt(2 * jnp.pi)


def make_grid(data, n_points):
    lo = float(np.min(data)) - 1.0
    hi = float(np.max(data)) + 1.0
    return np.linspace(lo, hi, n_points).astype(np.float32)


def make_kde(bandwidth):
    @jax.jit
    def kde(grid, data):
        diffs = (grid[:, None] - data[None, :]) / bandwidth
        return gaussian_kernel(diffs).mean(axis=1) / bandwidth

    return kde


def silverman(data):
    return 1.06 * np.std(data) * len(data) ** (-1 / 5)


samples = np.random.default_rng(3).normal(0.0, 2.0, size=300).astype(np.float32)
bw = float(silverman(samples))
print("bandwidth:", bw)
grid = make_grid(samples, 200)
dens = make_kde(bw)(jnp.array(grid), jnp.array(samples))
dx = grid[1] - grid[0]
print("integral of density ~", float(dens.sum()) * dx)
print("mode near:", grid[int(jnp.argmax(dens))])
