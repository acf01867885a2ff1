"""`num_heads` as a static field (`eqx.field(static=True)`) is no leaf: jax.jit keeps it a
Python int in every block of the list, and the reshape gets a static size."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    proj: jax.Array
    num_heads: int = eqx.field(static=True)

    def __call__(self, x):
        t, d = x.shape
        heads = x.reshape(t, self.num_heads, d // self.num_heads)
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
