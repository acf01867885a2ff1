"""The degree picked with jnp is a jax array: filter_jit traces it, whatever the
parameter's annotation says, and `range()` needs a Python int."""

import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def poly_features(x, degree: int):
    cols = [jnp.ones_like(x)]
    for _ in range(degree):  # E: jax-traced-index
        cols.append(cols[-1] * x)
    return jnp.stack(cols, axis=-1)


candidates = jnp.array([1, 2, 3])
best = candidates[jnp.argmin(jnp.array([0.3, 0.1, 0.2]))]
poly_features(jnp.linspace(-1.0, 1.0, 8), best)  # type: ignore[arg-type]
