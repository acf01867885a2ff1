import flax.linen as nn
import jax.numpy as jnp

from pointnet.layers import EdgeConv, PointMLP


class DGCNN(nn.Module):
    num_classes: int
    k: int = 8
    widths: tuple = (32, 32)
    head: int = 64

    @nn.compact
    def __call__(self, x):
        feats = []
        h = x
        for w in self.widths:
            h = EdgeConv(w, self.k)(h)
            feats.append(h)
        h = nn.relu(nn.Dense(self.head)(jnp.concatenate(feats, -1)))
        g = h.max(axis=1)
        g = nn.relu(nn.Dense(self.head)(g))
        return nn.Dense(self.num_classes)(g)


class PointNet(nn.Module):
    num_classes: int
    widths: tuple = (32, 64)
    head: int = 64

    @nn.compact
    def __call__(self, x):
        for w in self.widths:
            x = PointMLP(w)(x)
        g = nn.relu(nn.Dense(self.head)(x.max(axis=1)))
        return nn.Dense(self.num_classes)(g)


MODELS = {"dgcnn": DGCNN, "pointnet": PointNet}


def build_model(cfg):
    if cfg.model == "dgcnn":
        return DGCNN(cfg.num_classes, k=cfg.k, widths=cfg.widths, head=cfg.head)
    return MODELS[cfg.model](cfg.num_classes, head=cfg.head)
