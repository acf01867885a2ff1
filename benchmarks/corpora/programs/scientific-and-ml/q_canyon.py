"""2-D heat diffusion on a plate with fixed-temperature edges and a hot spot."""
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class Plate:
    nx: int = 32
    ny: int = 32
    alpha: float = 0.2
    edge_temp: float = 0.0
    source_temp: float = 10.0
    source_xy: tuple = (16, 16)


def five_point_laplacian(u):
    up = jnp.roll(u, 1, axis=0)
    down = jnp.roll(u, -1, axis=0)
    left = jnp.roll(u, 1, axis=1)
    right = jnp.roll(u, -1, axis=1)
    return up + down + left + right - 4.0 * u


def enforce(u, plate):
    u = u.at[0, :].set(plate.edge_temp)
    u = u.at[-1, :].set(plate.edge_temp)
    u = u.at[:, 0].set(plate.edge_temp)
    u = u.at[:, -1].set(plate.edge_temp)
    sx, sy = plate.source_xy
    return u.at[sx, sy].set(plate.source_temp)


def make_solver(plate):
    def step(i, u):
        u = u + plate.alpha * five_point_laplacian(u)
        return enforce(u, plate)

    @jax.jit
    def run(u, n_iter):
        return jax.lax.fori_loop(0, n_iter, step, u)

    return run


def heat_content(u):
    return jnp.sum(u)


def main():
    plate = Plate()
    u = enforce(jnp.zeros((plate.nx, plate.ny)), plate)
    run = make_solver(plate)
    log = []
    for block in range(5):
        u = run(u, 40)
        q = float(heat_content(u))
        log.append(q)
        print(f"block {block}: heat content {q:.3f}, peak {float(u.max()):.2f}")
    increments = [b - a for a, b in zip(log[:-1], log[1:])]
    print("increments shrinking:", all(d2 <= d1 + 1e-6 for d1, d2 in zip(increments[:-1], increments[1:])))


if __name__ == "__main__":
    main()
