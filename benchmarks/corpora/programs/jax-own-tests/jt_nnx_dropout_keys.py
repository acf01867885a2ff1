import jax
import jax.numpy as jnp
from flax import nnx

rngs = nnx.Rngs(0)


@jax.jit
def noisy(x):
    key = rngs.params()
    return x + 0.1 * jax.random.normal(key, x.shape)


print(noisy(jnp.zeros(3)))
