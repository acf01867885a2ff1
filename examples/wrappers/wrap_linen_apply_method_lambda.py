"""`method=lambda m, z: m.decode(z)`: flax calls the function with the module first, and
the method it calls runs on the inputs the jitted caller traces."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Coder(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(x)

    def decode(self, z):
        if z.sum() > 0:  # E: jax-traced-bool
            return z
        return -z


model = Coder()
params = model.init(jax.random.key(0), jnp.ones((2, 3)))


@jax.jit
def decoded(params, z):
    return model.apply(params, z, method=lambda m, v: m.decode(v))


decoded(params, jnp.ones((2, 3)))
