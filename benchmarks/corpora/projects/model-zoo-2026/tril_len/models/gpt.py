import flax.linen as nn

from .. import init, masks


class Block(nn.Module):
    width: int
    heads: int
    depth: int

    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(
            self.heads, out_kernel_init=init.scaled_normal(self.depth)
        )(h, h, mask=mask)
        h = nn.Dense(4 * self.width)(nn.LayerNorm()(x))
        return x + nn.Dense(self.width, kernel_init=init.scaled_normal(self.depth))(nn.gelu(h)), None


class GPT(nn.Module):
    vocab: int
    width: int
    depth: int
    heads: int

    @nn.compact
    def __call__(self, tokens, pad_mask):
        x = nn.Embed(self.vocab, self.width, embedding_init=init.embed_init)(tokens)
        mask = masks.decoder_mask(pad_mask)
        Stack = nn.scan(
            Block,
            variable_axes={"params": 0},
            split_rngs={"params": True},
            in_axes=nn.broadcast,
            length=self.depth,
        )
        x, _ = Stack(self.width, self.heads, self.depth)(x, mask)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))
