import flax.linen as nn


class Seq2Seq(nn.Module):
    vocab: int
    emb: int = 16
    hidden: int = 32

    @nn.compact
    def __call__(self, src, tgt_in):
        embed = nn.Embed(self.vocab, self.emb, name="embed")
        carry, _ = nn.RNN(nn.GRUCell(self.hidden), return_carry=True, name="encoder")(embed(src))
        h = nn.RNN(nn.GRUCell(self.hidden), name="decoder")(embed(tgt_in), initial_carry=carry)
        return nn.Dense(self.vocab, name="head")(h)
