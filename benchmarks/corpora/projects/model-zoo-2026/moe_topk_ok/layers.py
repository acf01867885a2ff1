import flax.linen as nn


class FeedForward(nn.Module):
    width: int
    hidden: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.width)(nn.gelu(nn.Dense(self.hidden)(x)))


def expert_bank(num_experts):
    return nn.vmap(
        FeedForward,
        in_axes=None,
        out_axes=0,
        variable_axes={"params": 0},
        split_rngs={"params": True},
        axis_size=num_experts,
    )
