import flax.linen as nn

from .config import ModelConfig
from .layers import GatedDense, ResidualBlock


class RegressionMLP(nn.Module):
    hidden: int
    depth: int
    out_dim: int

    @nn.compact
    def __call__(self, x):
        x = GatedDense(self.hidden, name="stem")(x)
        for i in range(self.depth):
            x = ResidualBlock(self.hidden, name=f"block_{i}")(x)
        return nn.Dense(self.out_dim, name="head")(x)


def build_model(cfg: ModelConfig) -> RegressionMLP:
    return RegressionMLP(hidden=cfg.hidden, depth=cfg.depth, out_dim=cfg.out_dim)
