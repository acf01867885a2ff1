"""Soft-thresholding with hyperparameters given as a mapping."""
import jax
import jax.numpy as jnp


def shrink(x, hp):
    t = hp["threshold"] * hp["scale"]
    return jnp.sign(x) * jnp.maximum(jnp.abs(x) - t, 0.0)


shrink_jit = jax.jit(shrink, static_argnames="hp")
x = jnp.linspace(-2.0, 2.0, 9)
print(shrink_jit(x, hp={"threshold": 0.5, "scale": 1.0}))
