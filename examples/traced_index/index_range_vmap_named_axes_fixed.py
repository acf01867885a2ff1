"""The constant leaves the repeat count unmapped (`"n": None`) and it stays a Python int:
vmap passes it as it is, so `range()` takes it."""

import jax
import jax.numpy as jnp

IN_AXES = ({"x": 0, "n": None},)


def repeat_double(d):
    total = d["x"]
    for _ in range(d["n"]):
        total = total * 2
    return total


batch = {"x": jnp.arange(3.0), "n": 2}
jax.vmap(repeat_double, in_axes=IN_AXES)(batch)
