"""`design.at[:, 0].set(0.0)` builds the modified matrix."""

import jax
import jax.numpy as jnp


@jax.jit
def ridge_penalty(w, design):
    design = design.at[:, 0].set(0.0)
    return jnp.sum((design @ w) ** 2)


ridge_penalty(jnp.ones(3), jnp.ones((4, 3)))
