"""vmap's axes kept in a module-level constant map the repeat count too: inside the
vmapped function it is a tracer, and `range()` cannot take it."""

import jax
import jax.numpy as jnp

IN_AXES = ({"x": 0, "n": 0},)


def repeat_double(d):
    total = d["x"]
    for _ in range(d["n"]):  # E: jax-traced-index
        total = total * 2
    return total


batch = {"x": jnp.arange(3.0), "n": jnp.array([2, 2, 2])}
jax.vmap(repeat_double, in_axes=IN_AXES)(batch)
