"""`jaxthink_typing.jit` makes the `Static[...]` parameters static: a str is fine there."""

import jax.numpy as jnp

from jaxthink_typing import Static, jit


@jit
def reduce(x, how: Static[str]):
    if how == "sum":
        return jnp.sum(x)
    return jnp.mean(x)


reduce(jnp.ones(3), "sum")
reduce(jnp.ones(3), how="mean")
