"""Curvature of a periodic potential computed with jax.hessian."""

import numpy as np
import jax
import jax.numpy as jnp


def potential(q):
    bond = jnp.sum((q[1:] - q[:-1] - 1.0) ** 2)
    torsion = jnp.sum(np.cos(q))
    return bond + 0.1 * torsion


def normal_modes(q):
    h = jax.hessian(potential)(q)
    return jnp.linalg.eigvalsh(h)


if __name__ == "__main__":
    q = jnp.arange(5.0)
    print(normal_modes(q))
