import jax.numpy as jnp

from depth.model import refine

print(refine(jnp.arange(4.0)))
