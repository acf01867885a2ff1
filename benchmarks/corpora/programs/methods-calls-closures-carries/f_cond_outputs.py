"""Branching update that also reports which branch produced the value."""
import jax
import jax.numpy as jnp
from jax import lax


def update(x, go_up):
    out = {}

    def up(v):
        y = v * 2.0
        out["value"] = y
        return y

    def down(v):
        y = v / 2.0
        out["value"] = y
        return y

    r = lax.cond(go_up, up, down, x)
    return r, out


r, out = update(jnp.array([1.0, 2.0]), True)
print(r, out["value"] * 2)
