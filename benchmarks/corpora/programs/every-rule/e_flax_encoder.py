"""Flax linen encoder that zeroes the first feature column."""
import flax.linen as nn
import jax
import jax.numpy as jnp


class Encoder(nn.Module):
    hidden: int
    out: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.hidden)(x)
        h = nn.gelu(h)
        h[:, 0] = 0.0
        return nn.Dense(self.out)(h)


model = Encoder(hidden=16, out=4)
x = jnp.ones((3, 5))
params = model.init(jax.random.PRNGKey(0), x)


@jax.jit
def encode(params, x):
    return model.apply(params, x)


print(encode(params, x).shape)
