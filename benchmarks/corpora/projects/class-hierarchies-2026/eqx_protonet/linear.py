import equinox as eqx
import jax
import numpy as np

from .base import ProbabilisticClassifier


class SoftmaxMLP(ProbabilisticClassifier):
    mlp: eqx.nn.MLP
    num_classes: int

    @classmethod
    def from_data(cls, key, x, y, cfg):
        num_classes = len(np.unique(y))
        mlp = eqx.nn.MLP(x.shape[-1], num_classes, cfg.width, cfg.depth, activation=jax.nn.gelu, key=key)
        return cls(mlp, num_classes)

    def logits(self, x):
        return self.mlp(x)
