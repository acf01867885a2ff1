"""Image patches under jit: `lax.conv_general_permutations` turns the layout strings into
tuples of Python ints (which axis is batch, feature, spatial), so indexing a list of
kernel sizes with them inside the trace is plain Python."""

import jax
import jax.numpy as jnp
from jax import lax


def patch_count(images, kernel_sizes, layout="NHWC"):
    image_axes = lax.conv_general_permutations((layout, "HWIO", layout))[0]
    spatial = [kernel_sizes[axis] for axis in image_axes[2:]]
    return jnp.sum(images) * spatial[0] * spatial[1]


@jax.jit
def step(images):
    return patch_count(images, [1, 3, 3, 1])


print(step(jnp.ones((2, 6, 6, 3))))
