import jax
from flax import nnx


class Block(nnx.Module):
    def __init__(self, dim, *, rngs):
        self.linear = nnx.Linear(dim, dim, rngs=rngs)
        self.norm = nnx.LayerNorm(dim, rngs=rngs)

    def __call__(self, x):
        return x + jax.nn.silu(self.linear(self.norm(x)))


class Stack(nnx.Module):
    def __init__(self, din, dim, dout, n_blocks, *, rngs):
        self.n_blocks = n_blocks
        self.inp = nnx.Linear(din, dim, rngs=rngs)
        self.blocks = nnx.List([Block(dim, rngs=rngs) for _ in range(n_blocks)])
        self.out = nnx.Linear(dim, dout, rngs=rngs)

    def __call__(self, x):
        x = self.inp(x)
        for i in range(self.n_blocks):
            x = self.blocks[i](x)
        return self.out(x)
