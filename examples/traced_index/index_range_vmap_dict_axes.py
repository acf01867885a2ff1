"""vmap's `in_axes` maps every entry of the dict here, the repeat count too: inside the
vmapped function it is a tracer, and `range()` cannot take it."""

import jax
import jax.numpy as jnp


def repeat_double(d):
    total = d["x"]
    for _ in range(d["n"]):  # E: jax-traced-index
        total = total * 2
    return total


batch = {"x": jnp.arange(3.0), "n": jnp.array([2, 2, 2])}
jax.vmap(repeat_double, in_axes=({"x": 0, "n": 0},))(batch)
