import flax.linen as nn
import jax.numpy as jnp


class EncoderBlock(nn.Module):
    dim: int
    heads: int
    mlp_ratio: int = 2

    def setup(self):
        self.ln1 = nn.LayerNorm()
        self.attn = nn.MultiHeadDotProductAttention(num_heads=self.heads, qkv_features=self.dim)
        self.ln2 = nn.LayerNorm()
        self.fc1 = nn.Dense(self.mlp_ratio * self.dim)
        self.fc2 = nn.Dense(self.dim)

    def __call__(self, x, attn_mask):
        h = self.ln1(x)
        x = x + self.attn(h, h, mask=attn_mask)
        return x + self.fc2(nn.gelu(self.fc1(self.ln2(x))))


class Tagger(nn.Module):
    vocab: int
    num_tags: int
    dim: int
    heads: int
    depth: int
    max_len: int

    def setup(self):
        self.embed = nn.Embed(self.vocab, self.dim)
        self.pos = self.param("pos", nn.initializers.normal(0.02), (self.max_len, self.dim))
        self.blocks = [EncoderBlock(self.dim, self.heads) for _ in range(self.depth)]
        self.norm = nn.LayerNorm()
        self.head = nn.Dense(self.num_tags)

    def __call__(self, tokens, mask):
        x = self.embed(tokens) + self.pos[None, : tokens.shape[1]]
        attn_mask = nn.make_attention_mask(mask, mask)
        for blk in self.blocks:
            x = blk(x, attn_mask)
        return self.head(self.norm(x))
