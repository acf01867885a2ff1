from typing import Sequence

import flax.linen as nn
import jax.numpy as jnp


class RunningNormalizer(nn.Module):
    momentum: float = 0.95

    @nn.compact
    def __call__(self, x, train):
        d = x.shape[-1]
        mean = self.variable("input_stats", "mean", jnp.zeros, (d,))
        var = self.variable("input_stats", "var", jnp.ones, (d,))
        if train and not self.is_initializing():
            m = self.momentum
            mean.value = m * mean.value + (1.0 - m) * x.mean(axis=0)
            var.value = m * var.value + (1.0 - m) * x.var(axis=0)
        return (x - mean.value) / jnp.sqrt(var.value + 1e-5)


class TabularNet(nn.Module):
    cat_cardinalities: Sequence[int]
    embed_dim: int
    hidden: Sequence[int]
    dropout: float

    @nn.compact
    def __call__(self, numeric, categorical, train=False):
        x = RunningNormalizer()(numeric, train)
        scale = self.param("feature_scale", nn.initializers.ones, (numeric.shape[-1],))
        feats = [x * scale]
        for i, card in enumerate(self.cat_cardinalities):
            feats.append(nn.Embed(card, self.embed_dim, name=f"embed_{i}")(categorical[:, i]))
        h = jnp.concatenate(feats, axis=-1)
        for width in self.hidden:
            h = nn.relu(nn.Dense(width)(h))
            h = nn.Dropout(self.dropout)(h, deterministic=not train)
        return nn.Dense(1)(h)[:, 0]
