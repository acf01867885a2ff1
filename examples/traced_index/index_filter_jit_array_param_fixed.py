"""The degree turned into a Python int on the host, before the call: filter_jit keeps it
static."""

import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def poly_features(x, degree: int):
    cols = [jnp.ones_like(x)]
    for _ in range(degree):
        cols.append(cols[-1] * x)
    return jnp.stack(cols, axis=-1)


candidates = jnp.array([1, 2, 3])
best = int(candidates[jnp.argmin(jnp.array([0.3, 0.1, 0.2]))])
poly_features(jnp.linspace(-1.0, 1.0, 8), best)
