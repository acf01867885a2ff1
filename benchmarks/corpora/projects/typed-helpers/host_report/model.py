from __future__ import annotations

from typing import Sequence

import flax.linen as nn
import jax


class Classifier(nn.Module):
    hidden: Sequence[int] = (32, 32)
    n_classes: int = 4

    @nn.compact
    def __call__(self, x: jax.Array, *, train: bool = False) -> jax.Array:
        for h in self.hidden:
            x = nn.Dense(h)(x)
            x = nn.LayerNorm()(x)
            x = nn.gelu(x)
        return nn.Dense(self.n_classes)(x)
