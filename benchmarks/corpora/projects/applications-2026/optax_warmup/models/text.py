import flax.linen as nn
import jax.numpy as jnp


class BagOfEmbeddings(nn.Module):
    vocab_size: int
    embed_dim: int

    @nn.compact
    def __call__(self, tokens):
        e = nn.Embed(self.vocab_size, self.embed_dim)(tokens)
        return nn.Dense(2)(nn.relu(nn.Dense(self.embed_dim)(e.mean(axis=1))))


class TextCNN(nn.Module):
    vocab_size: int
    embed_dim: int
    filters: int

    @nn.compact
    def __call__(self, tokens):
        e = nn.Embed(self.vocab_size, self.embed_dim)(tokens)
        h = nn.relu(nn.Conv(self.filters, kernel_size=(3,))(e))
        return nn.Dense(2)(jnp.max(h, axis=1))
