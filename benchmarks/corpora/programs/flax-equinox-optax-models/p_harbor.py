"""Residual projection block with optional bias and layer norm."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class ProjectionBlock(nn.Module):
    features: int
    expansion: int = 2
    use_norm: bool = True
    use_bias: bool = False

    @nn.compact
    def __call__(self, x):
        residual = x
        if x.shape[-1] != self.features:
            residual = nn.Dense(self.features, use_bias=self.use_bias)(x)
        h = nn.Dense(self.features * self.expansion, use_bias=self.use_bias)(x)
        h = nn.relu(h)
        h = nn.Dense(self.features, use_bias=self.use_bias)(h)
        if self.use_norm:
            h = nn.LayerNorm()(h)
        return residual + h


class Stack(nn.Module):
    widths: tuple = (16, 16, 8)

    @nn.compact
    def __call__(self, x):
        if x.ndim == 1:
            x = x[None, :]
        for i, width in enumerate(self.widths):
            x = ProjectionBlock(width, use_norm=i < len(self.widths) - 1)(x)
        batch, features = x.shape
        return x.reshape(batch, features // 2, 2).sum(axis=-1)


model = Stack()
x = jnp.ones((4, 12)) * jnp.arange(12.0)
params = model.init(jax.random.key(1), x)["params"]
apply_fn = jax.jit(lambda p, v: model.apply({"params": p}, v))
y = apply_fn(params, x)
single = apply_fn(params, x[0])
print(y.shape, single.shape)
