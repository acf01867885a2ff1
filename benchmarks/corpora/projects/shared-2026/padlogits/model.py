from flax import nnx

from . import layers


class MultiTask(nnx.Module):
    def __init__(self, cfg, rngs):
        self.trunk = layers.Trunk(cfg.features, cfg.hidden, rngs)
        self.head = layers.Head(cfg.hidden, cfg.max_classes - 2, rngs)

    def __call__(self, x):
        return self.head(self.trunk(x))
