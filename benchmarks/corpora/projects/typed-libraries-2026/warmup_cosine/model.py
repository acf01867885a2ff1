from __future__ import annotations

from typing import Sequence

import flax.linen as nn
from jaxtyping import Array, Float


class MLP(nn.Module):
    features: Sequence[int]

    @nn.compact
    def __call__(self, x: Float[Array, "b d"]) -> Float[Array, "b o"]:
        for width in self.features[:-1]:
            x = nn.gelu(nn.Dense(width)(x))
        return nn.Dense(self.features[-1])(x)
