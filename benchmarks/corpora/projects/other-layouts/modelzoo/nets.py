"""Flax classifiers for small single-channel images."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    classes: int = 10
    hidden: int = 64

    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)


class CNN(nn.Module):
    classes: int = 10
    features: int = 8

    @nn.compact
    def __call__(self, x):
        if x.max() > 1.0:
            x = x / 255.0
        x = nn.relu(nn.Conv(self.features, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(self.classes)(x)


def count_params(params):
    return sum(int(jnp.size(p)) for p in jax.tree_util.tree_leaves(params))
