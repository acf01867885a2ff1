"""Zoom and shift a small RGB image into a fixed output size.

After tests/image_test.py, testScaleAndTranslateJITs.
"""
import jax
import jax.numpy as jnp

OUT_HW = (8, 8)


@jax.jit
def zoom_and_shift(image, scale, shift):
    out_shape = OUT_HW + (image.shape[2],)
    return jax.image.scale_and_translate(
        image, out_shape, (0, 1), scale, shift, method="linear")


image = jnp.linspace(0.0, 1.0, 4 * 4 * 3).reshape(4, 4, 3)
scale = jnp.array([2.0, 1.5])
shift = jnp.array([0.0, 1.0])
out = zoom_and_shift(image, scale, shift)
print(out.shape, out.mean())
