"""Power iteration for the dominant eigenvector, compiled with jit."""

import jax
import jax.numpy as jnp


@jax.jit
def power_iteration(a, v0, tol=1e-5):
    v = v0 / jnp.linalg.norm(v0)
    delta = jnp.inf
    while delta > tol:
        w = a @ v
        w = w / jnp.linalg.norm(w)
        delta = jnp.linalg.norm(w - v)
        v = w
    return v, v @ a @ v


if __name__ == "__main__":
    a = jnp.array([[2.0, 1.0], [1.0, 3.0]])
    vec, val = power_iteration(a, jnp.ones(2))
    print(vec, val)
