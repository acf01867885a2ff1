"""Ensemble of small MLPs evaluated in parallel with a lifted vmap."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class Member(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        if x.ndim == 1:
            x = x[None, :]
        n = len(x)
        h = nn.relu(nn.Dense(self.hidden)(x))
        out = nn.Dense(1)(h)
        return out.reshape(n)


class Ensemble(nn.Module):
    size: int = 5

    @nn.compact
    def __call__(self, x):
        Members = nn.vmap(
            Member,
            in_axes=None,
            out_axes=0,
            variable_axes={"params": 0},
            split_rngs={"params": True},
            axis_size=self.size,
        )
        preds = Members()(x)
        return preds.mean(axis=0), preds.std(axis=0)


model = Ensemble()
x = jax.random.normal(jax.random.key(0), (9, 4))
params = model.init(jax.random.key(1), x)["params"]
mean, std = jax.jit(lambda p, v: model.apply({"params": p}, v))(params, x)
single_mean, _ = jax.jit(lambda p, v: model.apply({"params": p}, v))(params, x[0])
print(mean.shape, std.shape, single_mean.shape)
