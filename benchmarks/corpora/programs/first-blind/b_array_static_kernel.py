"""2-D convolution where the kernel is baked in at compile time."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=(1,))
def apply_kernel(img, kernel):
    k = jnp.asarray(kernel)[None, None]
    x = img[None, None]
    out = lax.conv_general_dilated(x, k, (1, 1), "SAME")
    return out[0, 0]


if __name__ == "__main__":
    sobel = jnp.array([[1.0, 0.0, -1.0], [2.0, 0.0, -2.0], [1.0, 0.0, -1.0]])
    img = jnp.outer(jnp.arange(8.0), jnp.ones(8))
    edges = apply_kernel(img, sobel)
    print(edges.shape, edges[4])
