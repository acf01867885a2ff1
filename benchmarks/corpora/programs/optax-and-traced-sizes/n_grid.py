"""Turn flattened square images into 2x2 average-pooled thumbnails."""
import jax
import jax.numpy as jnp
import numpy as np


def to_image(flat):
    side = jnp.sqrt(flat.shape[0]).astype(jnp.int32)
    return flat.reshape(side, side)


def avg_pool(img):
    h, w = img.shape
    return img.reshape(h // 2, 2, w // 2, 2).mean(axis=(1, 3))


@jax.jit
def thumbnails(batch):
    return jax.vmap(lambda f: avg_pool(to_image(f)))(batch)


rng = np.random.default_rng(0)
batch = jnp.asarray(rng.uniform(size=(4, 64)).astype(np.float32))
thumbs = thumbnails(batch)
print(thumbs.shape)
print(thumbs[0])
