import jax.numpy as jnp

from npconst.features import encode

t = jnp.linspace(0.0, 1.0, 10)
print(encode(t).shape)
