"""One-block causal transformer and a bigram baseline."""
import flax.linen as nn
import jax.numpy as jnp

from ..registry import register_model


@register_model("transformer")
class CausalTransformer(nn.Module):
    vocab_size: int
    dim: int = 32
    heads: int = 2
    max_len: int = 64

    @nn.compact
    def __call__(self, tokens):
        length = tokens.shape[-1]
        if length > self.max_len:
            raise ValueError(f"sequence of length {length} exceeds max_len={self.max_len}")
        pos = self.param("pos_embedding", nn.initializers.normal(0.02), (self.max_len, self.dim))
        x = nn.Embed(self.vocab_size, self.dim)(tokens) + pos[:length]
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(
            h, h, mask=nn.make_causal_mask(tokens))
        h = nn.LayerNorm()(x)
        x = x + nn.Dense(self.dim)(nn.gelu(nn.Dense(4 * self.dim)(h)))
        return nn.Dense(self.vocab_size)(nn.LayerNorm()(x))


@register_model("bigram")
class Bigram(nn.Module):
    vocab_size: int
    dim: int = 32
    heads: int = 0
    max_len: int = 64

    @nn.compact
    def __call__(self, tokens):
        table = self.param("table", nn.initializers.zeros, (self.vocab_size, self.vocab_size))
        return jnp.take(table, tokens, axis=0)
