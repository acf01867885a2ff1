import jax.numpy as jnp

from foriloop.solve import smooth

x = jnp.array([0.0, 4.0, 1.0, 5.0, 2.0, 6.0, 3.0, 7.0])
print(smooth(x, 3))
