import flax.linen as nn


class GRULM(nn.Module):
    vocab: int
    width: int
    depth: int = 1
    heads: int = 0

    @nn.compact
    def __call__(self, tokens, pad_mask):
        x = nn.Embed(self.vocab, self.width)(tokens)
        for _ in range(self.depth):
            x = nn.RNN(nn.GRUCell(self.width))(x)
        return nn.Dense(self.vocab)(x)
