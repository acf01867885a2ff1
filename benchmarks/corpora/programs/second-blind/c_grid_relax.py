"""Jacobi relaxation on a 2D grid with fixed boundaries."""
import jax
import jax.numpy as jnp


def boundary(n):
    g = jnp.zeros((n, n))
    g = g.at[0, :].set(1.0)
    return g


@jax.jit
def jacobi_sweep(grid):
    interior = 0.25 * (grid[:-2, 1:-1] + grid[2:, 1:-1] + grid[1:-1, :-2] + grid[1:-1, 2:])
    new = grid.copy()
    new[1:-1, 1:-1] = interior
    return new


def relax(n, sweeps):
    g = boundary(n)
    for _ in range(sweeps):
        g = jacobi_sweep(g)
    return g


def residual(g):
    interior = 0.25 * (g[:-2, 1:-1] + g[2:, 1:-1] + g[1:-1, :-2] + g[1:-1, 2:])
    return jnp.max(jnp.abs(interior - g[1:-1, 1:-1]))


if __name__ == "__main__":
    g = relax(16, 30)
    print(float(residual(g)))
