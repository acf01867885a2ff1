"""A small flax.linen MLP regressor."""
from typing import Sequence

import flax.linen as nn


class MLP(nn.Module):
    hidden: Sequence[int]
    use_layernorm: bool = True

    @nn.compact
    def __call__(self, x):
        for width in self.hidden:
            x = nn.Dense(width)(x)
            if self.use_layernorm:
                x = nn.LayerNorm()(x)
            x = nn.silu(x)
        return nn.Dense(1)(x)
