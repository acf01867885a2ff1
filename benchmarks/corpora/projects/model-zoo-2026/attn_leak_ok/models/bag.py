from flax import nnx


class BagOfEmbeddings(nnx.Module):
    def __init__(self, cfg, *, rngs):
        self.embed = nnx.Embed(cfg.vocab, cfg.width, rngs=rngs)
        self.head = nnx.Linear(cfg.width, cfg.num_classes, rngs=rngs)

    def __call__(self, tokens):
        return self.head(self.embed(tokens).mean(axis=1))
