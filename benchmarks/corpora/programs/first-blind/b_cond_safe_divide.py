"""Safe normalisation using lax.cond and lax.switch."""

import jax
import jax.numpy as jnp
from jax import lax


def normalize(v):
    norm = jnp.linalg.norm(v)
    return lax.cond(norm > 1e-8, lambda u: u / norm, lambda u: jnp.zeros_like(u), v)


def reduce_by(kind, x):
    branches = [jnp.sum, jnp.mean, jnp.max]
    return lax.switch(kind, branches, x)


@jax.jit
def describe(v, kind):
    u = normalize(v)
    return reduce_by(kind, u)


if __name__ == "__main__":
    v = jnp.array([3.0, 4.0, 0.0])
    print([float(describe(v, k)) for k in range(3)])
    print(describe(jnp.zeros(3), 1))
