"""A linen submodule built inside a traced __call__ keeps what it is given: a traced size."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Positions(nn.Module):
    length: int

    @nn.compact
    def __call__(self, x):
        return x + jnp.arange(self.length)[None, :]  # E: jax-traced-shape


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, tokens, lengths):
        return Positions(lengths.max())(tokens)


tokens = jnp.ones((2, 4))
lengths = jnp.array([3, 4])
model = Encoder()
variables = model.init(jax.random.key(0), tokens, lengths)
jax.jit(model.apply)(variables, tokens, lengths)
