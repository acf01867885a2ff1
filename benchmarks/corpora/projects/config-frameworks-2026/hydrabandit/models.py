from typing import Sequence

import flax.linen as nn


class PolicyMLP(nn.Module):
    hidden: Sequence[int]
    num_actions: int

    @nn.compact
    def __call__(self, x):
        for width in self.hidden:
            x = nn.tanh(nn.Dense(width)(x))
        return nn.Dense(self.num_actions, kernel_init=nn.initializers.zeros)(x)
