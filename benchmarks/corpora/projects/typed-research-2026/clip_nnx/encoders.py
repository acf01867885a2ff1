import jax.numpy as jnp
from flax import nnx

from clip_nnx.ops import masked_mean, normalize


class ImageEncoder(nnx.Module):
    def __init__(self, din, hidden, dout, rngs):
        self.l1 = nnx.Linear(din, hidden, rngs=rngs)
        self.norm = nnx.LayerNorm(hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, dout, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.norm(self.l1(x))))


class TextEncoder(nnx.Module):
    def __init__(self, vocab, seq_len, embed_dim, hidden, dout, rngs):
        self.embed = nnx.Embed(vocab, embed_dim, rngs=rngs)
        self.pos = nnx.Param(0.02 * nnx.initializers.normal()(rngs.params(), (seq_len, embed_dim)))
        self.l1 = nnx.Linear(embed_dim, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, dout, rngs=rngs)

    def __call__(self, tokens, mask=None):
        h = self.embed(tokens) + self.pos[None, : tokens.shape[-1]]
        if mask is None:
            mask = jnp.ones(tokens.shape, dtype=bool)
        h = nnx.gelu(self.l1(h))
        return self.l2(masked_mean(h, mask))


class ProjectionHead(nnx.Module):
    def __init__(self, din, dout, rngs, norm_dims=(-1,)):
        if isinstance(norm_dims, int):
            norm_dims = (norm_dims,)
        self.proj = nnx.Linear(din, dout, use_bias=False, rngs=rngs)
        self.norm_dims = norm_dims

    def __call__(self, x):
        return normalize(self.proj(x), self.norm_dims)
