"""Deep residual tower with rematerialized blocks."""

import jax
import jax.numpy as jnp
import flax.linen as nn


class Block(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, x, training):
        h = nn.LayerNorm()(x)
        h = nn.gelu(nn.Dense(self.dim * 2)(h))
        h = nn.Dense(self.dim)(h)
        if training:
            h = nn.Dropout(0.1, deterministic=False)(h)
        return x + h


class Tower(nn.Module):
    depth: int = 3

    @nn.compact
    def __call__(self, x, training=False):
        RematBlock = nn.remat(Block)
        for _ in range(self.depth):
            x = RematBlock(x.shape[-1])(x, training)
        return nn.Dense(1)(x).squeeze(-1)


model = Tower()
x = jax.random.normal(jax.random.key(0), (8, 6))
y = jnp.cos(x.sum(axis=-1))
params = model.init(jax.random.key(1), x)["params"]


@jax.jit
def grad_step(params, key):
    def loss_fn(p):
        pred = model.apply({"params": p}, x, True, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    return jax.value_and_grad(loss_fn)(params)


loss, grads = grad_step(params, jax.random.key(2))
print(float(loss))
