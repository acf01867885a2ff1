"""equinox's filter_jit traces arrays only: a parameter declared `int` and given a Python
int stays static, so `range(degree)` runs."""

import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def poly_features(x, degree: int):
    cols = [jnp.ones_like(x)]
    for _ in range(degree):
        cols.append(cols[-1] * x)
    return jnp.stack(cols, axis=-1)


def fit(x, degree: int):
    return poly_features(x, degree)


fit(jnp.linspace(-1.0, 1.0, 8), 3)
