from typing import Dict

import flax.linen as nn


class Trunk(nn.Module):
    width: int
    num_layers: int
    dropout: float = 0.0

    @nn.compact
    def __call__(self, x, train: bool = False):
        for i in range(self.num_layers):
            x = nn.Dense(self.width, name=f"dense_{i}")(x)
            x = nn.LayerNorm()(x)
            x = nn.relu(x)
            if self.dropout > 0:
                x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return x


class MultiTaskNet(nn.Module):
    head_dims: Dict[str, int]
    width: int
    num_layers: int
    dropout: float = 0.0

    def setup(self):
        self.trunk = Trunk(self.width, self.num_layers, self.dropout)
        self.heads = {name: nn.Dense(dim, name=f"head_{name}") for name, dim in self.head_dims.items()}

    def __call__(self, x, train: bool = False):
        h = self.trunk(x, train=train)
        outputs = {}
        for name, head in self.heads.items():
            out = head(h)
            outputs[name] = out[..., 0] if out.shape[-1] == 1 else out
        return outputs
