"""Centroid of the pixels above a threshold."""
import jax
import jax.numpy as jnp


@jax.jit
def bright_centroid(img, thresh):
    coords = jnp.argwhere(img > thresh)
    return coords.mean(axis=0)


img = jnp.array([[0.0, 0.2, 0.9], [0.1, 0.8, 0.7], [0.0, 0.0, 0.3]])
print(bright_centroid(img, 0.5))
