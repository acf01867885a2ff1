"""Lennard-Jones energy of many small particle clusters, vectorised with vmap."""

import jax
import jax.numpy as jnp


class Cluster:
    FIELDS = ("positions", "sigma", "epsilon")

    def __init__(self, **fields):
        for name in self.FIELDS:
            setattr(self, name, fields[name])

    def pair_distances(self):
        diff = self.positions[:, None, :] - self.positions[None, :, :]
        n = self.positions.shape[0]
        return jnp.sqrt(jnp.sum(diff ** 2, axis=-1) + jnp.eye(n))

    def energy(self):
        r = self.pair_distances()
        sr6 = (self.sigma / r) ** 6
        pair = 4.0 * self.epsilon * (sr6 * sr6 - sr6)
        mask = 1.0 - jnp.eye(r.shape[0])
        return 0.5 * jnp.sum(pair * mask)


def cluster_energy(positions, sigma):
    cluster = Cluster(positions=positions, sigma=sigma, epsilon=1.0)
    return cluster.energy()


key = jax.random.PRNGKey(4)
positions = 0.2 * jax.random.uniform(key, (10, 4, 3)) + 1.1 * jnp.arange(4.0)[None, :, None]
sigmas = jnp.linspace(0.8, 1.2, 10)
energies = jax.jit(jax.vmap(cluster_energy))(positions, sigmas)
print("energies", energies)
print("lowest", jnp.min(energies) - jnp.mean(energies))
