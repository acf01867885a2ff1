import jax.numpy as jnp

from poolcount.model import centered, ramp

x = jnp.array([1.0, 2.0, 3.0, 4.0, 5.0])
mask = jnp.array([True, True, False, True, False])
print(centered(x, mask))
print(ramp(mask))
