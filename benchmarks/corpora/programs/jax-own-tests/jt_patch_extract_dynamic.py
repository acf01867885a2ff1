import jax
import jax.numpy as jnp
from jax import lax

image = jnp.arange(20.0)


def patch(offset):
    return lax.dynamic_slice(image, (offset,), (3,))


offsets = jnp.array([0, 5, 10])
patches = jax.vmap(patch)(offsets)
print(patches)
