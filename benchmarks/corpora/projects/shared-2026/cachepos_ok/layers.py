import flax.linen as nn

from . import embed


class Decoder(nn.Module):
    vocab: int
    dim: int
    max_len: int

    def setup(self):
        self.tok = nn.Embed(self.vocab, self.dim)
        self.mix = nn.Dense(self.dim)
        self.out = nn.Dense(self.vocab)

    def __call__(self, tokens):
        h = embed.add_positions(self.tok(tokens))
        return self.out(nn.gelu(self.mix(h)))

    def step(self, token, pos):
        h = embed.add_position(self.tok(token), pos, self.max_len)
        return self.out(nn.gelu(self.mix(h)))
