import flax.linen as nn

from . import blocks, settings


class Encoder(nn.Module):
    hidden: int = settings.HIDDEN
    classes: int = settings.CLASSES

    @nn.compact
    def __call__(self, tokens, lengths):
        tokens = blocks.trim_to_longest(tokens, lengths)
        h = nn.Embed(settings.VOCAB, settings.EMBED)(tokens)
        h = nn.relu(nn.Dense(self.hidden)(h))
        pooled = blocks.masked_pool(h, lengths)
        return nn.Dense(self.classes)(pooled)
