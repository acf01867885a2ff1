from flax import nnx

from .layers import POSITIONAL, Block


class TinyLM(nnx.Module):
    def __init__(self, cfg, vocab_size, *, rngs):
        d = cfg["d_model"]
        self.embed = nnx.Embed(vocab_size, d, rngs=rngs)
        self.positions = POSITIONAL[cfg["pos_encoding"]](cfg["max_positions"], d, rngs=rngs)
        self.blocks = nnx.List([Block(d, cfg["num_heads"], rngs=rngs) for _ in range(cfg["num_layers"])])
        self.ln_f = nnx.LayerNorm(d, rngs=rngs)
        self.head = nnx.Linear(d, vocab_size, rngs=rngs)

    def __call__(self, tokens, offset):
        x = self.embed(tokens) + self.positions(tokens.shape[1], offset)[None]
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln_f(x))
