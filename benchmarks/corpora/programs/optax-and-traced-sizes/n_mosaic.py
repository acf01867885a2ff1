"""Turn flattened square images into 2x2 average-pooled thumbnails."""
import math

import jax
import jax.numpy as jnp
import numpy as np


def to_image(flat):
    side = math.isqrt(flat.shape[0])
    return flat.reshape(side, side)


def avg_pool(img):
    h, w = img.shape
    return img.reshape(h // 2, 2, w // 2, 2).mean(axis=(1, 3))


@jax.jit
def thumbnails(batch):
    scale = jnp.sqrt(batch.shape[1]).astype(jnp.float32)
    return jax.vmap(lambda f: avg_pool(to_image(f)))(batch) / scale


rng = np.random.default_rng(0)
batch = jnp.asarray(rng.uniform(size=(4, 64)).astype(np.float32))
thumbs = thumbnails(batch)
print(thumbs.shape)
print(thumbs[0])
