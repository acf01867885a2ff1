from flax import nnx

from .layers import Pool


class Classifier(nnx.Module):
    def __init__(self, cfg, rngs):
        self.embed = nnx.Embed(cfg.vocab, cfg.embed, rngs=rngs)
        self.inp = nnx.Linear(cfg.embed, cfg.hidden, rngs=rngs)
        self.pool = Pool(cfg.hidden, rngs)
        self.head = nnx.Linear(cfg.hidden, cfg.num_classes, rngs=rngs)

    def __call__(self, tokens, lengths):
        h = self.inp(self.embed(tokens))
        h = nnx.gelu(h)
        return self.head(self.pool(h, lengths))
