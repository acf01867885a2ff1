from __future__ import annotations

import flax.linen as nn
from jaxtyping import Array, Float


class DenseBlock(nn.Module):
    features: int
    rate: float = 0.1

    @nn.compact
    def __call__(self, x: Float[Array, "b d"], train: bool) -> Float[Array, "b f"]:
        x = nn.Dense(self.features)(x)
        x = nn.relu(x)
        return nn.Dropout(rate=self.rate, deterministic=not train)(x)
