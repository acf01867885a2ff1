import flax.linen as nn

from .. import init


class MLP(nn.Module):
    widths: tuple
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = x.reshape(x.shape[0], -1)
        for w in self.widths:
            x = nn.relu(nn.Dense(w, kernel_init=init.dense_init)(x))
        return nn.Dense(self.num_classes, kernel_init=init.zero_init)(x)
