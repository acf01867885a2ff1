import jax
import jax.numpy as jnp

from condswap.model import forward

w = jax.random.normal(jax.random.PRNGKey(0), (4, 3))
x = jnp.array([0.5, -1.0, 2.0, 0.1])
print(forward(w, x, True, 0.1))
print(forward(w, x, jnp.array(False), 0.2))
