"""`nnx.scan` traces a broadcast (`in_axes=None`) Python int too: `range()` of it fails."""

import jax.numpy as jnp
from flax import nnx


def integrate(state, force, substeps):
    for _ in range(substeps):  # E: jax-traced-index
        state = state + 0.1 * (force - state) / substeps
    return state, state


simulate = nnx.scan(integrate, in_axes=(nnx.Carry, 0, None), out_axes=(nnx.Carry, 0))
final, trajectory = simulate(jnp.zeros(2), jnp.ones((4, 2)), 3)
