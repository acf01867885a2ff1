"""The labelling network."""

import flax.linen as nn

from segnet.config import NetConfig
from segnet.layers.conv import Conv1D
from segnet.layers.norm import ChannelNorm


class SegNet(nn.Module):
    cfg: NetConfig

    @nn.compact
    def __call__(self, x):
        h = x
        for _ in range(self.cfg.n_blocks):
            h = Conv1D(self.cfg, self.cfg.hidden)(h)
            if self.cfg.use_norm:
                h = ChannelNorm(self.cfg)(h)
            h = nn.relu(h)
        return Conv1D(self.cfg, self.cfg.n_classes)(h)
