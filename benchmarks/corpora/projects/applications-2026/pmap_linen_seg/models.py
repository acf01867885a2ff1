import flax.linen as nn


class SegNet(nn.Module):
    channels: tuple
    num_classes: int

    @nn.compact
    def __call__(self, x):
        for c in self.channels:
            x = nn.Conv(c, kernel_size=(5,), padding="SAME")(x)
            x = nn.gelu(x)
        return nn.Conv(self.num_classes, kernel_size=(1,))(x)
