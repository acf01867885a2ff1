import jax.numpy as jnp

from counter.train import fit

print(fit(jnp.zeros(3)))
