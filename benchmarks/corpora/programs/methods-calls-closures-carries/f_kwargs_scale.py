"""Affine transform whose coefficients arrive as keyword arguments."""
import functools

import jax
import jax.numpy as jnp


@jax.jit
def affine(x, **kwargs):
    y = x
    if "scale" in kwargs:
        y = y * kwargs["scale"]
    if "shift" in kwargs:
        y = y + kwargs["shift"]
    return y


@functools.partial(jax.jit, static_argnames=("reps",))
def tile(x, *, reps, **extra):
    return jnp.tile(x, reps) * extra.get("gain", 1.0)


print(affine(jnp.arange(3.0), scale=2.0, shift=jnp.array(1.0)))
print(affine(jnp.arange(3.0)))
print(tile(jnp.arange(2.0), reps=3, gain=0.5))
