import jax
import jax.numpy as jnp

from scalerpipe.pipeline import featurize

x = jax.random.normal(jax.random.PRNGKey(0), (8, 4)) * 3.0
w = jnp.ones((4, 2))
print(featurize(x, w))
