import flax.linen as nn

from ..layers import RematResBlock, timestep_embedding


class UNet(nn.Module):
    channels: tuple

    @nn.compact
    def __call__(self, x, t):
        temb = nn.Dense(4 * self.channels[0])(timestep_embedding(t, self.channels[0]))
        h = nn.Conv(self.channels[0], (3, 3))(x)
        skips = []
        for ch in self.channels:
            h = RematResBlock(ch)(h, temb)
            skips.append(h)
            h = nn.Conv(ch, (3, 3), strides=(2, 2))(h)
        h = RematResBlock(self.channels[-1])(h, temb)
        for ch, skip in zip(reversed(self.channels), reversed(skips)):
            h = nn.ConvTranspose(ch, (2, 2), strides=(2, 2))(h)
            h = RematResBlock(ch)(h + skip, temb)
        return nn.Conv(x.shape[-1], (1, 1))(h)
