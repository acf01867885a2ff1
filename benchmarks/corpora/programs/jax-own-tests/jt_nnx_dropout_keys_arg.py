import jax
import jax.numpy as jnp
from flax import nnx

rngs = nnx.Rngs(0)


@nnx.jit
def noisy(x, rngs):
    key = rngs.params()
    return x + 0.1 * jax.random.normal(key, x.shape)


print(noisy(jnp.zeros(3), rngs))
print(noisy(jnp.zeros(3), rngs))
print(rngs.params.count[...])
