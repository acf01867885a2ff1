import jax.numpy as jnp

from lut.tonemap import quantize

print(quantize(jnp.linspace(0.0, 1.0, 6)))
