import jax
import jax.numpy as jnp

from tokmix.model import encode, init_params

params = init_params(jax.random.PRNGKey(0), vocab=32, dim=8, out=4)
tokens = jnp.array([3, 7, 1, 9, 0, 0])
print(encode(params, tokens, 4))
