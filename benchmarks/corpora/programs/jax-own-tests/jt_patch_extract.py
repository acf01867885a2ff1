import jax
import jax.numpy as jnp

image = jnp.arange(20.0)


def patch(offset):
    return image[offset:offset + 3]


offsets = jnp.array([0, 5, 10])
patches = jax.vmap(patch)(offsets)
print(patches)
