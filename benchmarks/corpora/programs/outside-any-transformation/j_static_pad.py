"""Edge padding of images before a small box filter."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def pad_and_blur(img, widths):
    p = jnp.pad(img, widths, mode="edge")
    k = jnp.ones((3, 3)) / 9.0
    return jax.scipy.signal.convolve2d(p, k, mode="valid")


def run(images):
    outs = []
    for img in images:
        widths = [(1, 1), (1, 1)]
        outs.append(pad_and_blur(img, widths))
    return jnp.stack(outs)


images = jax.random.uniform(jax.random.PRNGKey(0), (2, 5, 5))
print(run(images).shape)
