import flax.linen as nn
import jax.numpy as jnp

from . import blocks


class Stack(nn.Module):
    cfg: object

    @nn.compact
    def __call__(self, x, train=False, extra=None):
        feats = blocks.fourier_features(x, self.cfg.pos_table)
        x = jnp.concatenate([x, feats], axis=-1)
        x = nn.Dense(self.cfg.width)(x)
        for i in range(self.cfg.layers):
            x = blocks.Block(self.cfg, name=f"block_{i}")(x, train)
        if extra is not None:
            x = x + nn.Dense(self.cfg.width, name="extra_proj")(extra)
        return nn.Dense(self.cfg.out)(x)
