import flax.linen as nn

from .. import layers


class EncoderBlock(nn.Module):
    width: int
    heads: int

    @nn.compact
    def __call__(self, x, mask):
        x = x + layers.MultiHeadAttention(self.heads, self.width)(nn.LayerNorm()(x), mask)
        return x + layers.FeedForward(self.width)(nn.LayerNorm()(x))


class Encoder(nn.Module):
    cfg: object

    def setup(self):
        cfg = self.cfg
        self.embed = nn.Embed(cfg.vocab, cfg.width)
        self.pos = layers.sinusoidal_table(cfg.max_len, cfg.width)
        Block = nn.remat(EncoderBlock)
        self.blocks = [Block(cfg.width, cfg.heads) for _ in range(cfg.depth)]
        self.head = nn.Dense(cfg.num_classes)

    def __call__(self, tokens, pad_mask, causal=False):
        x = self.embed(tokens) + self.pos[: tokens.shape[1]]
        mask = layers.make_attention_mask(pad_mask, causal)
        for block in self.blocks:
            x = block(x, mask)
        return self.head(x[:, -1])
