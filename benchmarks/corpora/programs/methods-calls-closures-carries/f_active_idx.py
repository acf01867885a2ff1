"""Indices of active units with a fixed output size."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="k")
def active(acts, k):
    mask = acts > 0.5
    (idx,) = jnp.nonzero(mask, size=k, fill_value=-1)
    coords = jnp.argwhere(acts.reshape(2, -1) > 0.5, size=k, fill_value=-1)
    uniq = jnp.unique(jnp.round(acts * 2), size=k, fill_value=0.0)
    hist = jnp.bincount(jnp.where(mask, 1, 0), length=2)
    return idx, coords, uniq, hist


acts = jnp.array([0.1, 0.9, 0.7, 0.2, 0.6, 0.0])
for out in active(acts, k=4):
    print(out)
