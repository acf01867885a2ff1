"""JAX imported at the top, used only in an unannotated body that jits a helper."""

import jax

from workers import helpers


def make_step():
    return jax.jit(helpers.clip)
