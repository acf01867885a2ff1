"""Normalise images whether they arrive as uint8 or float."""

import jax
import jax.numpy as jnp


@jax.jit
def to_unit_range(img):
    if img.dtype == jnp.uint8:
        img = img.astype(jnp.float32) / 255.0
    elif jnp.issubdtype(img.dtype, jnp.integer):
        img = img.astype(jnp.float32) / jnp.iinfo(img.dtype).max
    if isinstance(img, jax.Array) and img.shape[-1] == 4:
        img = img[..., :3]
    return jnp.clip(img, 0.0, 1.0)


if __name__ == "__main__":
    a = jnp.full((2, 2, 4), 128, dtype=jnp.uint8)
    b = jnp.full((2, 2, 3), 0.5)
    c = jnp.full((2, 2, 3), 1000, dtype=jnp.int16)
    for img in (a, b, c):
        out = to_unit_range(img)
        print(out.shape, float(out.mean()))
