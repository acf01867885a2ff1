"""Look the weight up in an array indexed by the traced label."""

import jax
import jax.numpy as jnp


@jax.jit
def class_weight(label, rare_weight):
    weights = jnp.ones(4).at[3].set(rare_weight)
    return weights[label]


class_weight(jnp.asarray(3), 5.0)
