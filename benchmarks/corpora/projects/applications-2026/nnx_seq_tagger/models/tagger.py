from flax import nnx


class ConvTagger(nnx.Module):
    def __init__(self, cfg, rngs):
        self.embed = nnx.Embed(cfg.vocab_size, cfg.embed_dim, rngs=rngs)
        self.conv = nnx.Conv(cfg.embed_dim, cfg.hidden_dim, kernel_size=(3,), padding="SAME", rngs=rngs)
        self.out = nnx.Linear(cfg.hidden_dim, cfg.num_tags, rngs=rngs)

    def __call__(self, tokens):
        h = self.embed(tokens)
        h = nnx.relu(self.conv(h))
        return self.out(h)
