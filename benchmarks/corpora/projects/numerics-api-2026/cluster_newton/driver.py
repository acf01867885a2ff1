import jax
import jax.numpy as jnp

from . import checks, geometry, modes, optimizer, potentials


def main():
    n = 5
    energy = potentials.make_energy(n)
    step = optimizer.make_newton_step(energy)
    x = geometry.initial_cluster(n).reshape(-1)
    for it in range(20):
        x, gnorm = step(x)
        if it % 5 == 0:
            print(f"iter {it:2d} energy {float(energy(x)):.4f} |grad| {float(gnorm):.2e}")
    print("bonds", jnp.round(modes.bond_lengths(x, n), 3))
    freqs, _ = modes.normal_modes(energy, x)
    print("lowest frequencies", freqs[:4], "ZPE", float(modes.zero_point_energy(freqs)))
    print("hvp check", float(checks.hvp_consistency(energy, x, jax.random.key(1))))
