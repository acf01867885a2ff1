import flax.linen as nn


class MLP(nn.Module):
    hidden: tuple
    num_classes: int
    dropout: float = 0.0

    @nn.compact
    def __call__(self, x, train=False):
        x = nn.LayerNorm()(x)
        for width in self.hidden:
            x = nn.Dense(width)(x)
            x = nn.gelu(x)
            x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)


def build_model(cfg):
    return MLP(hidden=tuple(cfg.hidden), num_classes=cfg.num_classes, dropout=cfg.dropout)
