import flax.linen as nn

from .layers import CausalSelfAttention, FeedForward


class Block(nn.Module):
    num_heads: int
    max_len: int
    mlp_ratio: int = 4
    decode: bool = False

    def setup(self):
        self.ln1 = nn.LayerNorm()
        self.attn = CausalSelfAttention(self.num_heads, self.max_len, decode=self.decode)
        self.ln2 = nn.LayerNorm()
        self.mlp = FeedForward(self.mlp_ratio)

    def __call__(self, x, _):
        x = x + self.attn(self.ln1(x))
        x = x + self.mlp(self.ln2(x))
        return x, None
