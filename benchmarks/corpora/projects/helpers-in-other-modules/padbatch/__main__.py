import jax.numpy as jnp

from padbatch.model import pooled

x = jnp.arange(15.0).reshape(5, 3)
mask = jnp.array([1, 1, 1, 0, 0])
print(pooled(x, mask))
