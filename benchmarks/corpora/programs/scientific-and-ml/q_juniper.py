"""Lennard-Jones energy and forces for a two-species particle cluster with per-pair parameters."""
import itertools

import jax
import jax.numpy as jnp
import numpy as np

# (epsilon, sigma) for each unordered pair of species
LJ_TABLE = {
    (0, 0): (1.0, 1.0),
    (0, 1): (0.8, 1.1),
    (1, 0): (0.8, 1.1),
    (1, 1): (0.5, 1.3),
}
CUTOFF = 3.0


def lattice(n_side, spacing=1.2):
    pts = np.array(list(itertools.product(range(n_side), repeat=3)), dtype=np.float32)
    return jnp.asarray(pts * spacing)


def pair_list(n):
    i, j = np.triu_indices(n, k=1)
    return jnp.asarray(i), jnp.asarray(j)


def pair_energy(r, ti, tj):
    eps, sigma = LJ_TABLE[(ti, tj)]
    sr6 = (sigma / r) ** 6
    e = 4.0 * eps * (sr6 ** 2 - sr6)
    return jnp.where(r < CUTOFF, e, 0.0)


def total_energy(pos, species, pairs):
    i, j = pairs
    r = jnp.linalg.norm(pos[i] - pos[j], axis=-1)
    energies = jax.vmap(pair_energy)(r, species[i], species[j])
    return jnp.sum(energies)


def relax(pos, species, pairs, lr=1e-3, n_iter=50):
    energy_and_grad = jax.jit(jax.value_and_grad(total_energy))
    for it in range(n_iter):
        e, g = energy_and_grad(pos, species, pairs)
        pos = pos - lr * jnp.clip(g, -10.0, 10.0)
        if it % 10 == 0:
            print(f"iter {it:2d}: energy {float(e):.4f}")
    return pos


def main():
    pos = lattice(3)
    n = pos.shape[0]
    species = jnp.asarray(np.arange(n) % 2)
    pairs = pair_list(n)
    print(f"{n} particles, {pairs[0].shape[0]} pairs")
    pos = relax(pos, species, pairs)
    spread = jnp.std(pos, axis=0)
    print("cluster spread:", spread)


if __name__ == "__main__":
    main()
