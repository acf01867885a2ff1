import jax
import jax.numpy as jnp
from flax import nnx


class Params(nnx.Pytree):
    def __init__(self, din, dout):
        self.w = jnp.zeros((din, dout), jnp.float32)
        self.b = jnp.zeros((dout,), jnp.float32)
        self.count = nnx.data(0)


params = Params(3, 4)


@jax.jit
def bump():
    params.count = params.count + 1


bump()
print(params.count)
