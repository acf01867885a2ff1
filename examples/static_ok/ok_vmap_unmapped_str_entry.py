"""vmap's axes give the dict's name entry None: vmap passes that leaf as it is, so a
`str` there is fine (only mapped leaves must be arrays)."""

import jax
import jax.numpy as jnp


def scaled(d):
    return d["x"] * len(d["name"])


batch = {"x": jnp.arange(3.0), "name": "abc"}
jax.vmap(scaled, in_axes=({"x": 0, "name": None},))(batch)
