import jax
import jax.numpy as jnp


def harmonic(r, k):
    return 0.5 * k * r ** 2


def repulsive(r, a):
    return a / (r + 1e-3)


@jax.jit
def pair_energy(r, k, a):
    return jnp.where(r > 1.0, harmonic(r - 1.0, k), repulsive(r, a))


def total_energy(distances, k=2.0, a=0.1):
    total = 0.0
    for r in distances:
        total = total + pair_energy(r, k, a)
    return total


distances = jnp.array([0.5, 1.2, 2.0, 0.9])
print(total_energy(distances))
print(jax.vmap(pair_energy, in_axes=(0, None, None))(distances, 2.0, 0.1))
