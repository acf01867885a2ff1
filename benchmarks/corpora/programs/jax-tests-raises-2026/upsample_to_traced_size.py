"""Upsample a small RGB image to a requested height and width.

After tests/image_test.py, testResizeWithUnusualShapes.
"""
import jax
import jax.numpy as jnp


@jax.jit
def upsample(image, target_hw):
    out_shape = (target_hw[0], target_hw[1], image.shape[2])
    return jax.image.resize(image, out_shape, method="bilinear")


image = jnp.linspace(0.0, 1.0, 4 * 4 * 3).reshape(4, 4, 3)
target = jnp.array([8, 8])
big = upsample(image, target)
print(big.shape, big.mean())
