"""Embedding -> 1D convolution -> pooler -> linear head."""
import jax
from flax import nnx

from .poolers import Pooler


class SentenceClassifier(nnx.Module):
    def __init__(self, m, vocab_size, *, rngs):
        self.embed = nnx.Embed(vocab_size, m["embed_dim"], rngs=rngs)
        self.conv = nnx.Conv(m["embed_dim"], m["hidden_dim"], (m["kernel_size"],),
                             padding="SAME", rngs=rngs)
        self.pooler = Pooler.create(m["pooler"], m["hidden_dim"], rngs=rngs)
        self.head = nnx.Linear(m["hidden_dim"], m["num_classes"], rngs=rngs)

    def __call__(self, tokens, lengths):
        if tokens.ndim == 1:
            tokens, lengths = tokens[None], lengths[None]
        h = self.embed(tokens)
        h = jax.nn.gelu(self.conv(h))
        pooled = self.pooler(h, lengths)
        return self.head(pooled)
