import flax.linen as nn
import jax.numpy as jnp

from pointnet import geometry


class EdgeConv(nn.Module):
    features: int
    k: int

    @nn.compact
    def __call__(self, x):
        idx = geometry.knn(x, self.k)
        nbrs = geometry.gather_neighbors(x, idx)
        center = jnp.broadcast_to(x[:, :, None, :], nbrs.shape)
        e = jnp.concatenate([center, nbrs - center], axis=-1)
        h = nn.relu(nn.Dense(self.features)(e))
        h = nn.Dense(self.features)(h)
        return nn.relu(h.max(axis=2))


class PointMLP(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        return nn.relu(nn.Dense(self.features)(x))
