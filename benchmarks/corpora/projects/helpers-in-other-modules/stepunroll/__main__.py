import jax.numpy as jnp

from stepunroll.rollout import rollout

x0 = jnp.array([1.0, 0.0])
print(rollout(x0, 0.3, n_steps=8).shape)
print(rollout(x0, 0.1, 6)[-1])
