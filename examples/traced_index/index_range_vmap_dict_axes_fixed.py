"""The repeat count left unmapped (`"n": None`) and kept a Python int: vmap passes it as
it is, so `range()` takes it."""

import jax
import jax.numpy as jnp


def repeat_double(d):
    total = d["x"]
    for _ in range(d["n"]):
        total = total * 2
    return total


batch = {"x": jnp.arange(3.0), "n": 2}
jax.vmap(repeat_double, in_axes=({"x": 0, "n": None},))(batch)
