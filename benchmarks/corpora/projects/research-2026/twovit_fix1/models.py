import flax.linen as nn
import jax.numpy as jnp

from . import patches


class EncoderBlock(nn.Module):
    dim: int
    heads: int
    mlp_ratio: int

    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(y, y)
        y = nn.LayerNorm()(x)
        y = nn.Dense(self.dim * self.mlp_ratio)(y)
        return x + nn.Dense(self.dim)(nn.gelu(y))


class ViT(nn.Module):
    patch: int
    dim: int
    depth: int
    heads: int
    mlp_ratio: int
    num_classes: int
    token_keep: float

    @nn.compact
    def __call__(self, images, train=False):
        x = patches.patchify(images, self.patch)
        x = nn.Dense(self.dim, name="embed")(x)
        pos = self.param("pos", nn.initializers.normal(0.02), (1, x.shape[1], self.dim))
        x = x + pos
        if train:
            x = patches.drop_tokens(x, self.make_rng("tokens"), self.token_keep)
        for i in range(self.depth):
            x = EncoderBlock(self.dim, self.heads, self.mlp_ratio, name=f"block{i}")(x)
        x = nn.LayerNorm()(jnp.mean(x, axis=1))
        return nn.Dense(self.num_classes, name="head")(x)
