"""Token encoder with sinusoidal positions over padded batches."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class SinusoidalPositions(nn.Module):
    length: int
    dim: int

    @nn.compact
    def __call__(self, x):
        pos = jnp.arange(self.length)[:, None]
        freqs = jnp.exp(-jnp.arange(0, self.dim, 2) / self.dim)
        angles = pos * freqs[None, :]
        enc = jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)
        return x + enc[None, :, :]


class Encoder(nn.Module):
    vocab: int = 20
    dim: int = 8

    @nn.compact
    def __call__(self, tokens, lengths):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        longest = lengths.max()
        x = SinusoidalPositions(longest, self.dim)(x)
        mask = jnp.arange(tokens.shape[1])[None, :] < lengths[:, None]
        x = nn.Dense(self.dim)(x) * mask[..., None]
        return x.sum(axis=1) / lengths[:, None]


tokens = jnp.array([[3, 4, 5, 6, 0], [7, 8, 9, 10, 11], [1, 2, 0, 0, 0]])
lengths = jnp.array([4, 5, 2])
model = Encoder()
variables = model.init(jax.random.key(0), tokens, lengths)
encode = jax.jit(model.apply)
print(encode(variables, tokens, lengths).shape)
