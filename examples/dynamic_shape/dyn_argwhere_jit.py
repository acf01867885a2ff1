"""`jnp.argwhere` of a detection mask inside a jitted post-processing step."""

import jax
import jax.numpy as jnp


@jax.jit
def peak_coordinates(heatmap, threshold):
    return jnp.argwhere(heatmap > threshold)  # E: jax-dynamic-shape


peak_coordinates(jnp.eye(3), 0.5)
