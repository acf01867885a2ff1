"""A parameter annotated `Traced[...]` is checked even with no transformation around it."""

import jax
import jax.numpy as jnp

from jaxthink_typing import Traced


def center(x: Traced[jax.Array]) -> Traced[jax.Array]:
    if x.sum() > 0:  # E: jax-traced-bool
        return x - x.mean()
    return x


jax.jit(center)(jnp.arange(3.0))
