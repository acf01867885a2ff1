import flax.linen as nn

from .layers import SinusoidalEmbedding, ResidualBlock


class Denoiser(nn.Module):
    data_dim: int = 2
    features: int = 64
    num_blocks: int = 3
    time_dim: int = 32
    remat: bool = True

    def setup(self):
        block_cls = nn.remat(ResidualBlock) if self.remat else ResidualBlock
        self.time_embed = SinusoidalEmbedding(self.time_dim)
        self.time_mlp = nn.Dense(self.features)
        self.inp = nn.Dense(self.features)
        self.blocks = [block_cls(self.features) for _ in range(self.num_blocks)]
        self.out = nn.Dense(self.data_dim, kernel_init=nn.initializers.zeros)

    def __call__(self, x, t):
        temb = nn.silu(self.time_mlp(self.time_embed(t)))
        h = self.inp(x)
        for block in self.blocks:
            h = block(h, temb)
        return self.out(nn.silu(h))
