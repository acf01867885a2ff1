"""`model.apply(params, x, method=model.decode)`: flax runs that method instead of
`__call__`, with the inputs a jitted caller traces."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Coder(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.features)(x)

    def decode(self, z):
        if z.mean() > 0:  # E: jax-traced-bool
            z = z * 2.0
        return z


model = Coder(features=4)
x = jnp.ones((2, 3))
params = model.init(jax.random.key(0), x)


@jax.jit
def reconstruct(params, z):
    return model.apply(params, z, method=model.decode)


reconstruct(params, x)
