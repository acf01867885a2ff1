"""An equinox model keeps its attention blocks in a `list[Block]` field and is jitted
whole with `jax.jit`: every leaf is traced, a block's plain `num_heads: int` field included,
so the reshape that splits the heads gets a traced size."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    proj: jax.Array
    num_heads: int

    def __call__(self, x):
        t, d = x.shape
        heads = x.reshape(t, self.num_heads, d // self.num_heads)  # E: jax-traced-shape
        return x + jnp.tanh(heads).reshape(t, d) @ self.proj


class Model(eqx.Module):
    blocks: list[Block]

    def __call__(self, x):
        for block in self.blocks:
            x = block(x)
        return x


@jax.jit
def forward(model, x):
    return model(x)


model = Model([Block(jnp.eye(8), 2), Block(jnp.eye(8), 4)])
forward(model, jnp.ones((5, 8)))
