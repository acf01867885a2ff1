"""`lax.conv_dimension_numbers` returns a NamedTuple of Python tuples, not an array: it is
a static argument of the convolution even inside jit."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def conv2d(images, kernel):
    spec = lax.conv_dimension_numbers(images.shape, kernel.shape, ("NHWC", "HWIO", "NHWC"))
    pads = lax.padtype_to_pads(images.shape[1:3], kernel.shape[:2], (1, 1), "SAME")
    return lax.conv_general_dilated(images, kernel, (1, 1), pads, dimension_numbers=spec)


print(conv2d(jnp.ones((1, 5, 5, 2)), jnp.ones((3, 3, 2, 4))).shape)
