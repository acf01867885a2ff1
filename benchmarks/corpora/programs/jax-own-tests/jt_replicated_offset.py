import jax
import jax.numpy as jnp
import numpy as np


def shift(x, offsets):
    return x + offsets[0] - offsets[1]


n = jax.local_device_count()
pshift = jax.pmap(shift, static_broadcasted_argnums=(1,))
x = jnp.arange(n * 3.0).reshape(n, 3)
print(pshift(x, np.array([1.0, 0.5])))
