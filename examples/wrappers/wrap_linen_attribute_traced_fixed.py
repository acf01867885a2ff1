"""Size the submodule from a static fact: the padded width of the batch."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Positions(nn.Module):
    length: int

    @nn.compact
    def __call__(self, x):
        return x + jnp.arange(self.length)[None, :]


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, tokens, lengths):
        return Positions(tokens.shape[1])(tokens)


tokens = jnp.ones((2, 4))
lengths = jnp.array([3, 4])
model = Encoder()
variables = model.init(jax.random.key(0), tokens, lengths)
jax.jit(model.apply)(variables, tokens, lengths)
