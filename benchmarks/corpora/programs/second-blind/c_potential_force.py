"""Forces from a Lennard-Jones pair potential."""
import jax
import jax.numpy as jnp


def lj_energy(r, epsilon=1.0, sigma=1.0):
    sr6 = (sigma / r) ** 6
    return 4 * epsilon * (sr6 ** 2 - sr6)


def pair_energy(r):
    e = lj_energy(r)
    cutoff_val = float(e)
    return e - cutoff_val * 0.0


force = jax.grad(lambda r: -pair_energy(r))


def force_curve(rs):
    return [force(r) for r in rs]


if __name__ == "__main__":
    rs = jnp.linspace(0.95, 2.5, 5)
    print(force_curve(rs))
