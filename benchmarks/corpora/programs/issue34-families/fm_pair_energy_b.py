import jax
import jax.numpy as jnp


def pair_distances(pos, n_atoms):
    i, j = jnp.triu_indices(n_atoms, k=1)
    return jnp.linalg.norm(pos[i] - pos[j], axis=-1)


@jax.jit
def lennard_jones(pos, n_atoms, eps=1.0, sigma=1.0):
    r = pair_distances(pos, n_atoms)
    sr6 = (sigma / r) ** 6
    return jnp.sum(4 * eps * (sr6 ** 2 - sr6))


key = jax.random.key(7)
pos = jax.random.uniform(key, (6, 3)) * 3.0 + jnp.arange(6)[:, None]
energy = lennard_jones(pos, pos.shape[0])
forces = -jax.grad(lennard_jones)(pos, pos.shape[0])
print("energy:", float(energy), "max force:", float(jnp.abs(forces).max()))
