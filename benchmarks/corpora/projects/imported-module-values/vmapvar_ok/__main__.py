import jax.numpy as jnp

from vmapvar_ok.stats import robust_mean

print(robust_mean(jnp.array([0.5, 1.0, 4.0, 9.0])))
