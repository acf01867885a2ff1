import jax
import jax.numpy as jnp
import numpy as np


def gaussian_kernel(u):
    return jnp.exp(-0.5 * u ** 2) / jnp.sqrt(2 * jnp.pi)


def make_grid(data, n_points):
    lo = data.min() - 1.0
    hi = data.max() + 1.0
    return jnp.linspace(lo, hi, n_points)


@jax.jit
def kde(data, bandwidth, n_points):
    grid = make_grid(data, n_points)
    diffs = (grid[:, None] - data[None, :]) / bandwidth
    density = gaussian_kernel(diffs).mean(axis=1) / bandwidth
    return grid, density


def silverman(data):
    return 1.06 * np.std(data) * len(data) ** (-1 / 5)


samples = np.random.default_rng(3).normal(0.0, 2.0, size=300).astype(np.float32)
bw = silverman(samples)
print("bandwidth:", bw)
grid, dens = kde(jnp.array(samples), bw, 200)
dx = float(grid[1] - grid[0])
print("integral of density ~", float(dens.sum()) * dx)
print("mode near:", float(grid[jnp.argmax(dens)]))
