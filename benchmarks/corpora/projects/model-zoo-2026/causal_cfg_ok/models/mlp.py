import flax.linen as nn


class MLPClassifier(nn.Module):
    cfg: object

    @nn.compact
    def __call__(self, tokens, pad_mask, causal=False):
        x = nn.Embed(self.cfg.vocab, self.cfg.width)(tokens)
        x = (x * pad_mask[..., None]).mean(axis=1)
        for _ in range(self.cfg.depth):
            x = nn.relu(nn.Dense(self.cfg.width)(x))
        return nn.Dense(self.cfg.num_classes)(x)
