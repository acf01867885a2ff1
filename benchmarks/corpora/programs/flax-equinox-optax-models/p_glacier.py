"""Recurrent sequence encoder with a scanned cell and a checkpointed head."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class Cell(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, carry, x_t):
        h = nn.tanh(nn.Dense(self.dim)(carry) + nn.Dense(self.dim, use_bias=False)(x_t))
        return h, h


class Head(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, h, training):
        h = nn.relu(nn.Dense(self.dim)(h))
        if training:
            h = nn.Dropout(0.2, deterministic=False)(h)
        return nn.Dense(1)(h).squeeze(-1)


class SequenceEncoder(nn.Module):
    dim: int = 12

    @nn.compact
    def __call__(self, xs, training=False):
        steps, batch, _ = xs.shape
        ScanCell = nn.scan(
            Cell, variable_broadcast="params", split_rngs={"params": False}, length=steps
        )
        carry = jnp.zeros((batch, self.dim))
        carry, hs = ScanCell(self.dim)(carry, xs)
        pooled = hs.mean(axis=0) + carry
        return nn.remat(Head, static_argnums=(2,))(self.dim)(pooled, training)


model = SequenceEncoder()
xs = jax.random.normal(jax.random.key(0), (7, 4, 3))
params = model.init(jax.random.key(1), xs)["params"]
train_out = jax.jit(
    lambda p, v, k: model.apply({"params": p}, v, True, rngs={"dropout": k})
)(params, xs, jax.random.key(2))
eval_out = jax.jit(lambda p, v: model.apply({"params": p}, v))(params, xs)
print(train_out.shape, eval_out.shape)
