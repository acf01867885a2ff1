"""`jnp.where` keeps the choice inside the trace: the lambda's method runs under jit."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Coder(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(x)

    def decode(self, z):
        return jnp.where(z.sum() > 0, z, -z)


model = Coder()
params = model.init(jax.random.key(0), jnp.ones((2, 3)))


@jax.jit
def decoded(params, z):
    return model.apply(params, z, method=lambda m, v: m.decode(v))


decoded(params, jnp.ones((2, 3)))
